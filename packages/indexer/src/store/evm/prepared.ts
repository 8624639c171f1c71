/**
 * An EVM block made ready for the writer: its rows already encoded (../encoded-rows.ts), plain
 * data that crosses from a decode worker by structured clone; a batch can still be cut at any
 * block (a reorg inside a fetched batch keeps the blocks below it).
 */
import type { ChainId, EvmBlockBundle } from '@explorer/core';
import {
  encodeBlockRow,
  encodeContracts,
  encodeLogs,
  encodeTransactions,
  hexBytea,
} from './encode';
import { encodeRows, type EncodedRows } from '../encoded-rows';
import { ACTIVITY_IN, ACTIVITY_OUT, BlockActivity } from '../address-activity';
import { EVM_LOGS, TRANSACTIONS, type BlockRow, type ContractRow } from './rows';
import { blockTokenDeltas, type TokenDeltas } from './token-balances';

export interface PreparedBlock {
  /** what linking, live events and reorg announcements read */
  block: { height: number; hash: string; parentHash: string; txCount: number; minerTip: string };
  /** the blocks row but for tx_total, which depends on what is stored below the batch */
  row: Omit<BlockRow, 'tx_total'>;
  transactions: EncodedRows;
  logs: EncodedRows;
  contracts: ContractRow[];
  /** the addresses the block's transactions call and its logs come from (parsed results look for configured contracts among them) */
  touched: string[];
  /** the address index's rows (../address-activity.ts) */
  activity: EncodedRows;
  /** the block's token balance deltas (./token-balances.ts) */
  tokens: TokenDeltas;
}

function touchedAddresses(bundle: EvmBlockBundle): string[] {
  const out = new Set<string>();
  for (const t of bundle.transactions) if (t.to) out.add(t.to);
  for (const l of bundle.logs) out.add(l.address);
  return [...out];
}

/** tx from / to / created contract, and both sides of its token transfers */
function addressActivity(chain: ChainId, bundle: EvmBlockBundle): EncodedRows {
  const rows = new BlockActivity(chain, bundle.block.height, bundle.block.timestamp);
  const txIndex = new Map<string, number>();
  for (const t of bundle.transactions) {
    txIndex.set(t.hash, t.index);
    rows.add(hexBytea(t.from), t.index, ACTIVITY_OUT);
    if (t.to !== null) rows.add(hexBytea(t.to), t.index, ACTIVITY_IN);
    if (t.contractAddress !== null) rows.add(hexBytea(t.contractAddress), t.index, ACTIVITY_IN);
  }
  for (const t of bundle.tokenTransfers) {
    const index = txIndex.get(t.txHash);
    if (index === undefined) continue;
    rows.add(hexBytea(t.from), index, ACTIVITY_OUT);
    rows.add(hexBytea(t.to), index, ACTIVITY_IN);
  }
  return rows.encode();
}

/** `tokenBalances` false: no token deltas (the block's balances are not kept) */
export function prepareBlock(chain: ChainId, bundle: EvmBlockBundle, opts: { tokenBalances?: boolean } = {}): PreparedBlock {
  const { block } = bundle;
  return {
    block: {
      height: block.height,
      hash: block.hash,
      parentHash: block.parentHash,
      txCount: block.txCount,
      minerTip: block.minerTip.toString(),
    },
    row: encodeBlockRow(chain, bundle),
    transactions: encodeRows(TRANSACTIONS, encodeTransactions(chain, [bundle])),
    logs: encodeRows(EVM_LOGS, encodeLogs(chain, [bundle])),
    contracts: encodeContracts(chain, [bundle]),
    touched: touchedAddresses(bundle),
    activity: addressActivity(chain, bundle),
    tokens: blockTokenDeltas(opts.tokenBalances === false ? [] : bundle.logs),
  };
}

