/**
 * The devnet's traffic: each slot a seeded random mix of real signed transactions, built with the
 * @solana-program instruction builders and @solana/kit, executed one after another so each choice
 * sees the state the previous one left — SOL transfers, new mints (decimals 6 and 9) and MintTo,
 * associated token accounts (create and createIdempotent: CPIs into system and token), token
 * transfer and transferChecked, memos, compute-budget limits and prices, an address lookup table
 * (create, extend, then v0 transactions loading from it) and transfers that fail on purpose.
 */
import { createHash } from 'node:crypto';
import {
  appendTransactionMessageInstructions,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateLookupTableInstructionAsync, getExtendLookupTableInstruction } from '@solana-program/address-lookup-table';
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getCreateAssociatedTokenInstructionAsync,
  getInitializeMint2Instruction,
  getMintToInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { base58 } from './base58';
import { createRandom, type Random } from '../random';
import { LOOKUP_TABLE_PROGRAM, MEMO_PROGRAM, TOKEN_PROGRAM } from './programs';
import { TxRejected, type SolChain } from './svm-chain';
import { MINT_SIZE, mintDecimals, readTokenAccount, TOKEN_ACCOUNT_SIZE } from './token-accounts';
import { signerFor } from './wallets';

export const TX_KINDS = ['solTransfer', 'tokenTransfer', 'tokenTransferChecked', 'memo', 'createAta', 'mintTo', 'newMint', 'lookupTable', 'failedToken', 'failedSol'] as const;
export type TxKind = (typeof TX_KINDS)[number];

const WEIGHTS: Record<TxKind, number> = {
  solTransfer: 30,
  tokenTransfer: 12,
  tokenTransferChecked: 14,
  memo: 8,
  createAta: 8,
  mintTo: 7,
  newMint: 2,
  lookupTable: 7,
  failedToken: 3,
  failedSol: 3,
};
const MAX_MINTS = 6;
const MEMOS = ['gm', 'invoice 2031', 'payroll', 'thanks for lunch', 'rent share', 'devnet test', '测试转账', 'refund #88'];

interface Mint {
  address: string;
  decimals: number;
  authority: string;
}
interface Holding {
  address: string;
  mint: string;
  owner: string;
  amount: bigint;
}
interface State {
  mints: Mint[];
  holdings: Holding[];
  table?: { address: string; addresses: string[]; lastExtendedSlot: number };
}

/** the token and lookup-table state the next choice depends on, read from the chain */
function readState(chain: SolChain): State {
  const mints: Mint[] = [];
  const holdings: Holding[] = [];
  for (const acc of chain.svm.getProgramAccounts(TOKEN_PROGRAM as Address)) {
    const data = { owner: TOKEN_PROGRAM, data: acc.data as Uint8Array };
    if (acc.data.length === MINT_SIZE) {
      const decimals = mintDecimals(data);
      if (decimals !== undefined) mints.push({ address: acc.address, decimals, authority: base58.encode(acc.data.subarray(4, 36)) });
    } else if (acc.data.length === TOKEN_ACCOUNT_SIZE) {
      const t = readTokenAccount(data);
      if (t) holdings.push({ address: acc.address, ...t });
    }
  }
  mints.sort((a, b) => a.address.localeCompare(b.address));
  holdings.sort((a, b) => a.address.localeCompare(b.address));
  const tables = chain.svm.getProgramAccounts(LOOKUP_TABLE_PROGRAM as Address);
  const t = tables[0];
  let table: State['table'];
  if (t) {
    const view = new DataView(t.data.buffer, t.data.byteOffset, t.data.byteLength);
    const addresses: string[] = [];
    for (let off = 56; off + 32 <= t.data.length; off += 32) addresses.push(base58.encode(t.data.subarray(off, off + 32)));
    table = { address: t.address, addresses, lastExtendedSlot: Number(view.getBigUint64(12, true)) };
  }
  return { mints, holdings, table };
}

export interface Traffic {
  /** fills the open slot with `count` transactions; returns how many were included */
  fill(count: number): Promise<number>;
}

export function createTraffic(chain: SolChain, wallets: KeyPairSigner[], seed: string, onReject?: (kind: TxKind, err: unknown) => void): Traffic {
  const byAddress = new Map(wallets.map((w) => [w.address as string, w]));
  const encoder = getTransactionEncoder();

  async function send(rnd: Random, payer: KeyPairSigner, ixs: Instruction[], opts: { budget?: boolean; table?: State['table'] } = {}): Promise<void> {
    const budget = opts.budget
      ? [getSetComputeUnitLimitInstruction({ units: rnd.int(20, 120) * 1000 }), getSetComputeUnitPriceInstruction({ microLamports: BigInt(rnd.pick([1000, 5000, 25_000, 100_000, 1_000_000])) })]
      : [];
    const base = pipe(
      createTransactionMessage({ version: opts.table ? 0 : rnd.chance(0.3) ? 0 : 'legacy' }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: chain.svm.latestBlockhash() as Blockhash, lastValidBlockHeight: BigInt(chain.tip.blockHeight + 150) }, m),
      (m) => appendTransactionMessageInstructions([...budget, ...ixs], m),
    );
    const message = opts.table
      ? (compressTransactionMessageUsingAddressLookupTables(base as Parameters<typeof compressTransactionMessageUsingAddressLookupTables>[0], {
          [opts.table.address as Address]: opts.table.addresses as Address[],
        }) as typeof base)
      : base;
    const tx = await signTransactionMessageWithSigners(message);
    chain.execute(new Uint8Array(encoder.encode(tx)));
  }

  async function one(rnd: Random, kind: TxKind, state: State, slot: number, n: number): Promise<boolean> {
    const payer = rnd.pick(wallets);
    const other = () => rnd.pick(wallets.filter((w) => w !== payer));
    const funded = state.holdings.filter((h) => h.amount > 0n && byAddress.has(h.owner));
    switch (kind) {
      case 'solTransfer': {
        const amount = rnd.magnitude(3, 8);
        await send(rnd, payer, [getTransferSolInstruction({ source: payer, destination: other().address, amount })], { budget: rnd.chance(0.3) });
        return true;
      }
      case 'newMint': {
        if (state.mints.length >= MAX_MINTS) return false;
        const mint = await signerFor(seed, `mint/${slot}/${n}`);
        const space = BigInt(MINT_SIZE);
        const rent = chain.svm.minimumBalanceForRentExemption(space);
        await send(
          rnd,
          payer,
          [
            getCreateAccountInstruction({ payer, newAccount: mint, lamports: rent, space, programAddress: TOKEN_PROGRAM_ADDRESS }),
            getInitializeMint2Instruction({ mint: mint.address, decimals: state.mints.length % 2 ? 9 : 6, mintAuthority: payer.address }),
          ],
          { budget: rnd.chance(0.5) },
        );
        return true;
      }
      case 'createAta': {
        if (!state.mints.length) return false;
        const mint = rnd.pick(state.mints);
        const owner = other();
        const exists = state.holdings.some((h) => h.mint === mint.address && h.owner === owner.address);
        if (exists && rnd.chance(0.5)) return false;
        const idempotent = exists || rnd.chance(0.5);
        const input = { payer, owner: owner.address, mint: mint.address as Address };
        await send(rnd, payer, [idempotent ? await getCreateAssociatedTokenIdempotentInstructionAsync(input) : await getCreateAssociatedTokenInstructionAsync(input)]);
        return true;
      }
      case 'mintTo': {
        const mint = state.mints.length ? rnd.pick(state.mints) : undefined;
        const authority = mint && byAddress.get(mint.authority);
        const targets = state.holdings.filter((h) => h.mint === mint?.address);
        if (!mint || !authority || !targets.length) return false;
        const amount = rnd.magnitude(mint.decimals, mint.decimals + 4);
        await send(rnd, authority, [getMintToInstruction({ mint: mint.address as Address, token: rnd.pick(targets).address as Address, mintAuthority: authority, amount })]);
        return true;
      }
      case 'tokenTransfer':
      case 'tokenTransferChecked':
      case 'failedToken': {
        if (!funded.length) return false;
        const from = rnd.pick(funded);
        const to = state.holdings.filter((h) => h.mint === from.mint && h.address !== from.address);
        if (!to.length) return false;
        const owner = byAddress.get(from.owner)!;
        const amount = kind === 'failedToken' ? from.amount + BigInt(rnd.int(1, 1000)) : (from.amount * BigInt(rnd.int(1, 50))) / 100n || 1n;
        const destination = rnd.pick(to).address as Address;
        const decimals = state.mints.find((m) => m.address === from.mint)?.decimals ?? 0;
        const ix =
          kind === 'tokenTransfer'
            ? getTransferInstruction({ source: from.address as Address, destination, authority: owner, amount })
            : getTransferCheckedInstruction({ source: from.address as Address, mint: from.mint as Address, destination, authority: owner, amount, decimals });
        await send(rnd, owner, [ix], { budget: kind !== 'tokenTransfer' });
        return true;
      }
      case 'failedSol': {
        const balance = BigInt(chain.balance(payer.address) ?? 0);
        await send(rnd, payer, [getTransferSolInstruction({ source: payer, destination: other().address, amount: balance + rnd.magnitude(9, 10) })]);
        return true;
      }
      case 'memo': {
        const memo = `${rnd.pick(MEMOS)} · slot ${slot}`;
        const ixs: Instruction[] = [getAddMemoInstruction({ memo, signers: [payer] }, { programAddress: MEMO_PROGRAM as Address })];
        if (rnd.chance(0.5)) ixs.unshift(getTransferSolInstruction({ source: payer, destination: other().address, amount: rnd.magnitude(4, 7) }));
        await send(rnd, payer, ixs);
        return true;
      }
      case 'lookupTable':
        return lookupTable(rnd, state, slot);
    }
  }

  /** the table's life: create it, extend it with wallets, token accounts and mints, then v0 transfers through it */
  async function lookupTable(rnd: Random, state: State, slot: number): Promise<boolean> {
    const authority = wallets[0]!;
    const { table } = state;
    if (!table) {
      await send(rnd, authority, [await getCreateLookupTableInstructionAsync({ authority: authority.address, payer: authority, recentSlot: BigInt(chain.tip.slot) })]);
      return true;
    }
    const wanted = [...wallets.map((w) => w.address as string), ...state.holdings.map((h) => h.address), ...state.mints.map((m) => m.address)];
    const missing = wanted.filter((a) => !table.addresses.includes(a)).slice(0, 20);
    if (missing.length && (table.addresses.length < 8 || rnd.chance(0.3))) {
      await send(rnd, authority, [getExtendLookupTableInstruction({ address: table.address as Address, authority, payer: authority, addresses: missing as Address[] })]);
      return true;
    }
    // addresses extended in this slot cannot be loaded before the next one
    const usable = { ...table, addresses: table.lastExtendedSlot < slot ? table.addresses : [] };
    const funded = state.holdings.filter((h) => h.amount > 0n && byAddress.has(h.owner) && usable.addresses.includes(h.address));
    const from = funded.length ? rnd.pick(funded) : undefined;
    const to = from && state.holdings.find((h) => h.mint === from.mint && h.address !== from.address && usable.addresses.includes(h.address));
    if (!from || !to) return false;
    const owner = byAddress.get(from.owner)!;
    const decimals = state.mints.find((m) => m.address === from.mint)?.decimals ?? 0;
    const recipient = rnd.pick(wallets.filter((w) => w !== owner));
    await send(
      rnd,
      owner,
      [
        getTransferCheckedInstruction({ source: from.address as Address, mint: from.mint as Address, destination: to.address as Address, authority: owner, amount: from.amount / 10n || 1n, decimals }),
        getTransferSolInstruction({ source: owner, destination: recipient.address, amount: rnd.magnitude(4, 7) }),
      ],
      { table: usable, budget: rnd.chance(0.5) },
    );
    return true;
  }

  return {
    async fill(count) {
      const slot = chain.openSlotNumber;
      if (slot === undefined) throw new Error('no open slot');
      const rnd = createRandom(createHash('sha256').update(`${seed}/slot/${slot}`).digest().readUInt32LE(0));
      let included = 0;
      for (let n = 0, tries = 0; n < count && tries < count * 4; tries++) {
        const state = readState(chain);
        // the first slots make what the rest needs: two mints (decimals 6 and 9), then the lookup table
        const kind: TxKind = state.mints.length < 2 ? 'newMint' : rnd.weighted(WEIGHTS);
        try {
          if (await one(rnd, kind, state, slot, n)) {
            n++;
            included++;
          }
        } catch (err) {
          if (!(err instanceof TxRejected)) throw err;
          onReject?.(kind, err.err);
          n++;
        }
      }
      return included;
    },
  };
}
