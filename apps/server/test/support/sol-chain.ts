/**
 * A small Solana chain for the API tests, as fixture objects (sol-seed.ts writes them into the
 * tables of migration 008 the way the sol store does).
 * Signatures, hashes and keys are real base58 of the right byte lengths (64 / 32), derived from
 * labels, mixed case as the node prints them. The fixture objects are what tests compute
 * expectations from; rows are only written.
 *
 * Slots (newest T = now − 600 s): OLD (T − 3 days), S (T − 100), S+1 (T − 50), S+2 (T − 40),
 * S+3 skipped (no row), S+4 (T − 30: a SOL transfer, a v0 transaction with lookup-table keys and an
 * SPL transfer through a custom program, a failed transaction with two signers, votes), S+5 (T − 10),
 * S+6 (T, no rewards reported: leader unknown).
 */
import { createHash } from 'node:crypto';
import { base58 } from '@scure/base';
import { SOL_PROGRAMS, type SolAccountKey, type SolBlockExtra, type SolInstruction, type SolTransactionDetail } from '@explorer/core';

const bytesOf = (label: string, length: 32 | 64) => {
  const h = createHash(length === 32 ? 'sha256' : 'sha512').update(label).digest();
  // a leading byte ≥ 1 keeps the length typical (43–44 / 87–88 characters)
  h[0] = h[0]! | 0x80;
  return new Uint8Array(h);
};
/** a public key (account, program, mint) */
export const key = (label: string) => base58.encode(bytesOf(`key:${label}`, 32));
export const blockhash = (label: string) => base58.encode(bytesOf(`hash:${label}`, 32));
export const signature = (label: string) => base58.encode(bytesOf(`sig:${label}`, 64));

export const ALICE = key('alice');
export const BOB = key('bob');
export const CAROL = key('carol');
export const DAVE = key('dave');
export const VALIDATOR = key('validator');
export const MINT = key('mint-usdx');
export const CUSTOM_PROGRAM_ID = key('custom-dex');
export const LOOKUP_TABLE_KEY = key('lookup-loaded');

export interface SolFixtureEvent {
  type: 'sol_transfer' | 'spl_transfer';
  programId: string;
  instructionIndex: number;
  innerIndex: number | null;
  from: string;
  to: string;
  mint: string | null;
  amount: bigint;
  decimals: number | null;
}

export interface SolFixtureTx {
  signature: string;
  vote: boolean;
  fee: bigint;
  status: 1 | 2;
  err: string | null;
  computeUnits: number | null;
  version: string;
  recentBlockhash: string;
  /** fee payer first */
  signers: string[];
  signerChange: bigint | null;
  cuLimit: number | null;
  cuPrice: bigint | null;
  summary: string[];
  /** null for a compact vote */
  detail: SolTransactionDetail | null;
  topLevel: number;
  events: SolFixtureEvent[];
}

export interface SolFixtureBlock {
  slot: number;
  blockHeight: number | null;
  hash: string;
  parentHash: string;
  parentSlot: number;
  timestamp: number;
  leader: string | null;
  leaderReward: bigint | null;
  txs: SolFixtureTx[];
}

const ix = (index: number, innerIndex: number | null, programId: string, type: string, accounts: string[], parsed: Record<string, unknown> | null, data = 'x'): SolInstruction => ({
  index,
  innerIndex,
  stackHeight: innerIndex === null ? 1 : 2,
  programId,
  type,
  data: data === 'x' ? base58.encode(bytesOf(`data:${index}:${innerIndex}:${type}`, 32)).slice(0, 12) : data,
  accounts,
  parsed,
});

const k = (pubkey: string, signer: boolean, writable: boolean, source: SolAccountKey['source'] = 'transaction'): SolAccountKey => ({ pubkey, signer, writable, source });

function vote(label: string, signer = VALIDATOR, recent = blockhash('recent-vote')): SolFixtureTx {
  return {
    signature: signature(label),
    vote: true,
    fee: 5000n,
    status: 1,
    err: null,
    computeUnits: 2100,
    version: 'legacy',
    recentBlockhash: recent,
    signers: [signer],
    signerChange: -5000n,
    cuLimit: null,
    cuPrice: null,
    summary: ['vote:towerSync'],
    detail: null,
    topLevel: 1,
    events: [],
  };
}

/** a legacy SOL transfer (System Program transfer) */
function solTransfer(label: string, from: string, to: string, lamports: bigint, fee = 5000n): SolFixtureTx {
  const pre = [10n ** 18n, 7n];
  return {
    signature: signature(label),
    vote: false,
    fee,
    status: 1,
    err: null,
    computeUnits: 150,
    version: 'legacy',
    recentBlockhash: blockhash(`recent-${label}`),
    signers: [from],
    signerChange: -(lamports + fee),
    cuLimit: null,
    cuPrice: null,
    summary: ['system:transfer'],
    detail: {
      signatures: [signature(label)],
      accountKeys: [k(from, true, true), k(to, false, true), k(SOL_PROGRAMS.system, false, false)],
      preBalances: [pre[0]!.toString(), pre[1]!.toString(), '1'],
      postBalances: [(pre[0]! - lamports - fee).toString(), (pre[1]! + lamports).toString(), '1'],
      preTokenBalances: [],
      postTokenBalances: [],
      instructions: [ix(0, null, SOL_PROGRAMS.system, 'transfer', [from, to], { lamports: lamports.toString() })],
      logs: ['Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success'],
    },
    topLevel: 1,
    events: [{ type: 'sol_transfer', programId: SOL_PROGRAMS.system, instructionIndex: 0, innerIndex: null, from, to, mint: null, amount: lamports, decimals: null }],
  };
}

/** a v0 transaction: compute budget, a custom program that moves an SPL token by an inner transferChecked, a memo; two keys from a lookup table */
function splSwap(label: string): SolFixtureTx {
  const carolAta = key('carol-ata');
  const aliceAta = key('alice-ata');
  const amount = 18_446_744_073_709_551_615n; // u64 max: exact end to end
  const tb = (accountIndex: number, account: string, owner: string, amt: bigint): SolTransactionDetail['preTokenBalances'][number] => ({
    accountIndex,
    account,
    mint: MINT,
    owner,
    programId: SOL_PROGRAMS.token,
    amount: amt.toString(),
    decimals: 6,
  });
  return {
    signature: signature(label),
    vote: false,
    fee: 105_000n,
    status: 1,
    err: null,
    computeUnits: 48_211,
    version: '0',
    recentBlockhash: blockhash(`recent-${label}`),
    signers: [CAROL],
    signerChange: -105_000n,
    cuLimit: 200_000,
    cuPrice: 500_000n,
    summary: ['computeBudget:setComputeUnitLimit', 'computeBudget:setComputeUnitPrice', 'custom:unknown'],
    detail: {
      signatures: [signature(label)],
      accountKeys: [
        k(CAROL, true, true),
        k(carolAta, false, true),
        k(aliceAta, false, true),
        k(SOL_PROGRAMS.computeBudget, false, false),
        k(CUSTOM_PROGRAM_ID, false, false),
        k(SOL_PROGRAMS.memo, false, false),
        k(MINT, false, false, 'lookupTable'),
        k(SOL_PROGRAMS.token, false, false, 'lookupTable'),
      ],
      preBalances: ['5000000000', '2039280', '2039280', '1', '1', '1', '1461600', '1'],
      postBalances: ['4999895000', '2039280', '2039280', '1', '1', '1', '1461600', '1'],
      preTokenBalances: [tb(1, carolAta, CAROL, amount), tb(2, aliceAta, ALICE, 0n)],
      postTokenBalances: [tb(1, carolAta, CAROL, 0n), tb(2, aliceAta, ALICE, amount)],
      instructions: [
        ix(0, null, SOL_PROGRAMS.computeBudget, 'setComputeUnitLimit', [], { units: 200000 }, 'K1FDJ7'),
        ix(1, null, SOL_PROGRAMS.computeBudget, 'setComputeUnitPrice', [], { microLamports: '500000' }, '3DdGGhkhJbjm'),
        ix(2, null, CUSTOM_PROGRAM_ID, 'unknown', [CAROL, carolAta, aliceAta, MINT], null),
        ix(2, 0, SOL_PROGRAMS.token, 'transferChecked', [carolAta, MINT, aliceAta, CAROL], { amount: amount.toString(), decimals: 6 }),
        ix(3, null, SOL_PROGRAMS.memo, 'memo', [CAROL], { memo: 'gm' }, 'Tc'),
      ],
      logs: ['Program ComputeBudget111111111111111111111111111111 invoke [1]', 'Program log: swap'],
    },
    topLevel: 4,
    events: [{ type: 'spl_transfer', programId: SOL_PROGRAMS.token, instructionIndex: 2, innerIndex: 0, from: CAROL, to: ALICE, mint: MINT, amount, decimals: 6 }],
  };
}

/** a failed transaction with two signers (Bob pays, Carol co-signs) */
function failed(label: string): SolFixtureTx {
  return {
    signature: signature(label),
    vote: false,
    fee: 10_000n,
    status: 2,
    err: '{"InstructionError":[0,{"Custom":1}]}',
    computeUnits: 900,
    version: 'legacy',
    recentBlockhash: blockhash(`recent-${label}`),
    signers: [BOB, CAROL],
    signerChange: -10_000n,
    cuLimit: null,
    cuPrice: null,
    summary: ['system:transfer'],
    detail: {
      signatures: [signature(label), signature(`${label}-2`)],
      accountKeys: [k(BOB, true, true), k(CAROL, true, true), k(SOL_PROGRAMS.system, false, false)],
      preBalances: ['20000', '0', '1'],
      postBalances: ['10000', '0', '1'],
      preTokenBalances: [],
      postTokenBalances: [],
      instructions: [ix(0, null, SOL_PROGRAMS.system, 'transfer', [BOB, CAROL], { lamports: '999999999' })],
      logs: ['Program 11111111111111111111111111111111 failed: custom program error: 0x1'],
    },
    topLevel: 1,
    events: [],
  };
}

export const SLOT = 250_000_000;
export const OLD_SLOT = SLOT - 1000;
export const SKIPPED_SLOT = SLOT + 3;
export const HOUR = 3600;

export function solFixture(now = Math.floor(Date.now() / 1000)): SolFixtureBlock[] {
  const T = now - 600;
  const spec: [number, number, string | null, SolFixtureTx[]][] = [
    [OLD_SLOT, T - 3 * 86_400, ALICE, [vote('old-v1'), solTransfer('old-alice', ALICE, DAVE, 42n)]],
    [SLOT, T - 100, VALIDATOR, [vote('s0-v1'), vote('s0-v2')]],
    [SLOT + 1, T - 50, VALIDATOR, [vote('s1-v1'), solTransfer('s1-alice-dave', ALICE, DAVE, 1_000_000_000n), vote('s1-v2')]],
    [SLOT + 2, T - 40, ALICE, [vote('s2-v1')]],
    [SLOT + 4, T - 30, VALIDATOR, [vote('s4-v1'), solTransfer('s4-alice-bob', ALICE, BOB, 123_456_789_012_345_678n), splSwap('s4-swap'), failed('s4-failed'), vote('s4-v2')]],
    [SLOT + 5, T - 10, ALICE, [vote('s5-alice-vote', ALICE), solTransfer('s5-bob-carol', BOB, CAROL, 3n)]],
    [SLOT + 6, T, null, [vote('s6-v1'), vote('s6-v2'), vote('s6-v3')]],
  ];
  let prev: SolFixtureBlock | null = null;
  return spec.map(([slot, timestamp, leader, txs]) => {
    const fees = txs.reduce((s, t) => s + t.fee, 0n);
    const b: SolFixtureBlock = {
      slot,
      blockHeight: slot === SLOT + 6 ? null : slot - 12_345,
      hash: blockhash(`block-${slot}`),
      parentHash: prev ? prev.hash : blockhash(`block-${slot - 1}`),
      parentSlot: prev ? prev.slot : slot - 1,
      timestamp,
      leader,
      leaderReward: leader === null ? null : fees / 2n,
      txs,
    };
    prev = b;
    return b;
  });
}

export const blockFees = (b: SolFixtureBlock) => b.txs.reduce((s, t) => s + t.fee, 0n);
export const blockCu = (b: SolFixtureBlock) => b.txs.reduce((s, t) => s + BigInt(t.computeUnits ?? 0), 0n);
export const voteCount = (b: SolFixtureBlock) => b.txs.filter((t) => t.vote).length;
export const failedCount = (b: SolFixtureBlock) => b.txs.filter((t) => t.status === 2).length;
/** fee payers and transfer parties: what the hourly sketch counts */
export const addressesOf = (b: SolFixtureBlock) => b.txs.flatMap((t) => [t.signers[0]!, ...t.events.flatMap((e) => [e.from, e.to])]);

export function blockExtra(b: SolFixtureBlock): SolBlockExtra {
  return {
    block_height: b.blockHeight,
    parent_slot: b.parentSlot,
    vote_tx_count: voteCount(b),
    failed_tx_count: failedCount(b),
    total_fees: blockFees(b).toString(),
    compute_units: blockCu(b).toString(),
    leader_reward: b.leaderReward === null ? null : b.leaderReward.toString(),
  };
}

export const allTxs = (blocks: SolFixtureBlock[]) =>
  blocks
    .flatMap((b) => b.txs.map((t, i) => ({ b, t, i })))
    .reverse();
