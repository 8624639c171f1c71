/**
 * A batch's parse inputs taken from its encoded rows (prepared.ts) instead of read back from the
 * tables it was just written to: the same transactions and logs readParseInputs (parsed.ts) would
 * read for the configured contracts — the transactions that call one or hold a log of one (input
 * only for a call to one), and those contracts' logs, both in chain order — without the two queries
 * and the server's scan of the batch's rows (a batch of a busy chain touches a configured contract
 * in almost every block).
 */
import type { ParseLog } from '../../chains/evm/parse';
import type { BytesColumn, EncodedColumn, EncodedRows } from '../encoded-rows';
import type { TableSpec } from '../table-spec';
import { EVM_LOGS, TRANSACTIONS } from './rows';

/** a stored transaction as read back ('0x…' hex) */
export interface StoredTx {
  block_height: number;
  tx_index: number;
  from_addr: string | null;
  to_addr: string | null;
  input: string | null;
}

/** a BYTEA column of one block's rows, read back as '0x…' hex (null: NULL) */
function hexReader(column: EncodedColumn): (i: number) => string | null {
  const { bytes, lengths } = column as BytesColumn;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offsets = new Int32Array(lengths.length);
  for (let i = 0, at = 0; i < lengths.length; i++) {
    offsets[i] = at;
    if (lengths[i]! > 0) at += lengths[i]!;
  }
  return (i) => (lengths[i]! < 0 ? null : `0x${buf.toString('hex', offsets[i]!, offsets[i]! + lengths[i]!)}`);
}

/** an integer column of one block's rows (comma-joined) */
const ints = (column: EncodedColumn): number[] => (column as string).split(',').map(Number);

const at = <R>(spec: TableSpec<R>, name: keyof R) => spec.columns.findIndex(([n]) => n === name);
const TX = { index: at(TRANSACTIONS, 'tx_index'), from: at(TRANSACTIONS, 'from_addr'), to: at(TRANSACTIONS, 'to_addr'), input: at(TRANSACTIONS, 'input') };
const LOG = {
  index: at(EVM_LOGS, 'log_index'),
  tx: at(EVM_LOGS, 'tx_index'),
  address: at(EVM_LOGS, 'address'),
  topics: [at(EVM_LOGS, 'topic0'), at(EVM_LOGS, 'topic1'), at(EVM_LOGS, 'topic2'), at(EVM_LOGS, 'topic3')],
  data: at(EVM_LOGS, 'data'),
};

export interface EncodedBlock {
  block: { height: number };
  transactions: EncodedRows;
  logs: EncodedRows;
}

/** `contracts`: '0x…' lower-case addresses. */
export function parseInputsOfBlocks(blocks: readonly EncodedBlock[], contracts: ReadonlySet<string>): { txs: StoredTx[]; logs: Map<string, ParseLog[]> } {
  const txs: StoredTx[] = [];
  const logs = new Map<string, ParseLog[]>();
  for (const b of [...blocks].sort((x, y) => x.block.height - y.block.height)) {
    const height = b.block.height;
    const withLogs = new Set<number>();
    if (b.logs.count > 0) {
      const address = hexReader(b.logs.columns[LOG.address]!);
      const found: number[] = [];
      for (let i = 0; i < b.logs.count; i++) if (contracts.has(address(i)!)) found.push(i);
      if (found.length > 0) {
        const logIndex = ints(b.logs.columns[LOG.index]!);
        const txIndex = ints(b.logs.columns[LOG.tx]!);
        const topics = LOG.topics.map((c) => hexReader(b.logs.columns[c]!));
        const data = hexReader(b.logs.columns[LOG.data]!);
        found.sort((x, y) => logIndex[x]! - logIndex[y]!);
        for (const row of found) {
          const key = `${height}:${txIndex[row]}`;
          const list = logs.get(key) ?? [];
          list.push({ address: address(row)!, topics: topics.map((t) => t(row)).filter((t): t is string => t !== null), data: data(row)!, logIndex: logIndex[row]! });
          logs.set(key, list);
          withLogs.add(txIndex[row]!);
        }
      }
    }
    if (b.transactions.count === 0) continue;
    const to = hexReader(b.transactions.columns[TX.to]!);
    const txIndex = ints(b.transactions.columns[TX.index]!);
    const order = txIndex.map((_, i) => i).sort((x, y) => txIndex[x]! - txIndex[y]!);
    let from: ((i: number) => string | null) | null = null;
    let input: ((i: number) => string | null) | null = null;
    for (const i of order) {
      const called = to(i);
      const calls = called !== null && contracts.has(called);
      if (!calls && !withLogs.has(txIndex[i]!)) continue;
      from ??= hexReader(b.transactions.columns[TX.from]!);
      input ??= hexReader(b.transactions.columns[TX.input]!);
      txs.push({ block_height: height, tx_index: txIndex[i]!, from_addr: from(i), to_addr: called, input: calls ? input(i) : null });
    }
  }
  return { txs, logs };
}
