/**
 * The traffic of the mainnet-shaped slots (mainnet-shaped.ts): a world of wallets, validators, mints
 * and token holdings whose balances carry across slots, and drafts of each transaction kind (votes,
 * SOL and SPL transfers, associated-token-account creations, memos, failures) finished into signed
 * wire-valid transactions with the programs' known logs and costs, so that fee = Σpre − Σpost holds.
 */
import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { base58 } from './base58';
import type { Random } from '../random';
import { feeOf } from './fee-rule';
import { uiTokenAmount, type SolMeta, type SolTx, type TokenBalance } from './model';
import { ATA_PROGRAM, COMPUTE_BUDGET_PROGRAM, LAMPORTS_PER_SIGNATURE, MEMO_PROGRAM, SYSTEM_PROGRAM, TOKEN_PROGRAM, VOTE_PROGRAM } from './programs';
import { encodeMessage, encodeTransaction, type CompiledIx, type MessageHeader, type SolMessage } from './wire';

const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');
const RENT_TOKEN_ACCOUNT = 2_039_280;

interface Key {
  address: string;
  secret: KeyObject;
}

function keyFrom(seed: string, name: string): Key {
  const secret = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, createHash('sha256').update(`${seed}/${name}`).digest()]), format: 'der', type: 'pkcs8' });
  const spki = createPublicKey(secret).export({ format: 'der', type: 'spki' });
  return { address: base58.encode(spki.subarray(spki.length - 32)), secret };
}
const addressFrom = (seed: string, name: string) => base58.encode(createHash('sha256').update(`${seed}/addr/${name}`).digest());

const u32le = (v: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, v, true);
  return b;
};
const u64le = (v: bigint | number) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, BigInt(v), true);
  return b;
};
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

interface Holding {
  address: string;
  owner: number;
  mint: number;
  amount: bigint;
}

interface Draft {
  signers: Key[];
  header: MessageHeader;
  keys: string[];
  instructions: CompiledIx[];
  /** lamport changes by key index, besides the fee (taken from key 0) */
  moves?: Map<number, number>;
  err?: unknown;
  logs: string[];
  cu: number;
  inner?: SolMeta['innerInstructions'];
  tokens?: { index: number; holding: Holding; after: bigint }[];
}

export class World {
  readonly lamports = new Map<string, number>();
  readonly wallets: Key[];
  readonly validators: { identity: Key; vote: string }[];
  readonly mints: { address: string; decimals: number }[];
  readonly holdings: Holding[] = [];

  constructor(
    readonly seed: string,
    rnd: Random,
  ) {
    this.wallets = Array.from({ length: 600 }, (_, i) => keyFrom(seed, `wallet/${i}`));
    this.validators = Array.from({ length: 300 }, (_, i) => ({ identity: keyFrom(seed, `validator/${i}`), vote: addressFrom(seed, `vote/${i}`) }));
    this.mints = [6, 6, 9, 9, 6].map((decimals, i) => ({ address: addressFrom(seed, `mint/${i}`), decimals }));
    for (const w of this.wallets) this.lamports.set(w.address, Number(rnd.magnitude(9, 11)));
    for (const v of this.validators) {
      this.lamports.set(v.identity.address, Number(rnd.magnitude(10, 11)));
      this.lamports.set(v.vote, Number(rnd.magnitude(10, 12)));
    }
    for (let i = 0; i < 1200; i++) this.addHolding(rnd.int(0, this.wallets.length - 1), rnd.int(0, this.mints.length - 1), rnd.magnitude(6, 12), i);
  }
  addHolding(owner: number, mint: number, amount: bigint, n: number): Holding {
    const h = { address: addressFrom(this.seed, `ata/${n}`), owner, mint, amount };
    this.holdings.push(h);
    this.lamports.set(h.address, RENT_TOKEN_ACCOUNT);
    return h;
  }
  balance(address: string): number {
    return this.lamports.get(address) ?? 1;
  }
}

const invokeLogs = (program: string, body: string[] = [], consumed?: [number, number], failed?: string) => [
  `Program ${program} invoke [1]`,
  ...body,
  ...(consumed ? [`Program ${program} consumed ${consumed[0]} of ${consumed[1]} compute units`] : []),
  failed ? `Program ${program} failed: ${failed}` : `Program ${program} success`,
];
const cbLogs = () => [...invokeLogs(COMPUTE_BUDGET_PROGRAM), ...invokeLogs(COMPUTE_BUDGET_PROGRAM)];

export function voteDraft(w: World, rnd: Random, slot: number, recentHash: string, time: number): Draft {
  const v = rnd.pick(w.validators);
  const lockouts = 31;
  const data = concat(
    u32le(14), // TowerSync
    u64le(slot - lockouts - rnd.int(1, 3)),
    new Uint8Array([lockouts]),
    new Uint8Array(Array.from({ length: lockouts }, (_, i) => [1, lockouts - i]).flat()),
    base58.decode(recentHash),
    new Uint8Array([1]),
    u64le(time),
    createHash('sha256').update(`${slot}/${v.vote}`).digest(),
  );
  return {
    signers: [v.identity],
    header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1 },
    keys: [v.identity.address, v.vote, VOTE_PROGRAM],
    instructions: [{ programIdIndex: 2, accounts: [1, 0], data }],
    logs: invokeLogs(VOTE_PROGRAM),
    cu: 2100,
  };
}

export function solTransfer(w: World, rnd: Random, fail: boolean): Draft {
  const from = rnd.pick(w.wallets);
  let to = rnd.pick(w.wallets);
  while (to === from) to = rnd.pick(w.wallets);
  const have = w.balance(from.address) - LAMPORTS_PER_SIGNATURE;
  // at most a quarter of what is left: a wallet never runs dry over thousands of transfers
  const amount = fail ? have + Number(rnd.magnitude(8, 9)) : Math.min(Number(rnd.magnitude(5, 9)), Math.max(0, Math.floor(have / 4)));
  return {
    signers: [from],
    header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1 },
    keys: [from.address, to.address, SYSTEM_PROGRAM],
    instructions: [{ programIdIndex: 2, accounts: [0, 1], data: concat(u32le(2), u64le(amount)) }],
    moves: fail ? undefined : new Map([[0, -amount], [1, amount]]),
    err: fail ? { InstructionError: [0, { Custom: 1 }] } : undefined,
    logs: fail ? invokeLogs(SYSTEM_PROGRAM, [`Transfer: insufficient lamports ${have}, need ${amount}`], undefined, 'custom program error: 0x1') : invokeLogs(SYSTEM_PROGRAM),
    cu: 150,
  };
}

export function tokenTransfer(w: World, rnd: Random, fail: boolean): Draft {
  const from = rnd.pick(w.holdings);
  const candidates = w.holdings.filter((h) => h.mint === from.mint && h !== from);
  const to = rnd.pick(candidates);
  const owner = w.wallets[from.owner]!;
  const mint = w.mints[from.mint]!;
  const amount = fail ? from.amount + BigInt(rnd.int(1, 10 ** 6)) : (from.amount * BigInt(rnd.int(1, 30))) / 100n;
  const limit = rnd.pick([20_000, 40_000, 80_000, 200_000]);
  const price = BigInt(rnd.pick([1000, 10_000, 50_000, 250_000, 1_000_000]));
  const cu = fail ? 4300 : 6200 + rnd.int(0, 200);
  return {
    signers: [owner],
    header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 3 },
    keys: [owner.address, from.address, to.address, mint.address, TOKEN_PROGRAM, COMPUTE_BUDGET_PROGRAM],
    instructions: [
      { programIdIndex: 5, accounts: [], data: concat(new Uint8Array([2]), u32le(limit)) },
      { programIdIndex: 5, accounts: [], data: concat(new Uint8Array([3]), u64le(price)) },
      { programIdIndex: 4, accounts: [1, 3, 2, 0], data: concat(new Uint8Array([12]), u64le(amount), new Uint8Array([mint.decimals])) },
    ],
    err: fail ? { InstructionError: [2, { Custom: 1 }] } : undefined,
    logs: [
      ...cbLogs(),
      ...invokeLogs(TOKEN_PROGRAM, ['Program log: Instruction: TransferChecked', ...(fail ? ['Program log: Error: insufficient funds'] : [])], [cu - 300, limit - 300], fail ? 'custom program error: 0x1' : undefined),
    ],
    cu,
    tokens: fail
      ? [
          { index: 1, holding: from, after: from.amount },
          { index: 2, holding: to, after: to.amount },
        ]
      : [
          { index: 1, holding: from, after: from.amount - amount },
          { index: 2, holding: to, after: to.amount + amount },
        ],
  };
}

/** a wallet that can pay `lamports` plus fees (the first of a few draws that can, else the richest drawn) */
function payerFor(w: World, rnd: Random, lamports: number): Key {
  let best = rnd.pick(w.wallets);
  for (let i = 0; i < 16 && w.balance(best.address) < lamports + 10_000_000; i++) {
    const next = rnd.pick(w.wallets);
    if (w.balance(next.address) > w.balance(best.address)) best = next;
  }
  return best;
}

export function createAta(w: World, rnd: Random, n: number): Draft {
  const payer = payerFor(w, rnd, RENT_TOKEN_ACCOUNT);
  let owner = rnd.int(0, w.wallets.length - 1);
  if (w.wallets[owner] === payer) owner = (owner + 1) % w.wallets.length;
  const mintIndex = rnd.int(0, w.mints.length - 1);
  const mint = w.mints[mintIndex]!;
  const holding = w.addHolding(owner, mintIndex, 0n, 100_000 + n);
  w.lamports.set(holding.address, 0);
  const keys = [payer.address, holding.address, w.wallets[owner]!.address, mint.address, SYSTEM_PROGRAM, TOKEN_PROGRAM, ATA_PROGRAM];
  const cu = 20_000 + rnd.int(0, 3000);
  return {
    signers: [payer],
    header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 5 },
    keys,
    instructions: [{ programIdIndex: 6, accounts: [0, 1, 2, 3, 4, 5], data: new Uint8Array([1]) }],
    moves: new Map([[0, -RENT_TOKEN_ACCOUNT], [1, RENT_TOKEN_ACCOUNT]]),
    logs: [
      `Program ${ATA_PROGRAM} invoke [1]`,
      'Program log: CreateIdempotent',
      `Program ${TOKEN_PROGRAM} invoke [2]`,
      'Program log: Instruction: GetAccountDataSize',
      `Program ${TOKEN_PROGRAM} consumed 1569 of ${cu + 170_000} compute units`,
      `Program return: ${TOKEN_PROGRAM} pQAAAAAAAAA=`,
      `Program ${TOKEN_PROGRAM} success`,
      `Program ${SYSTEM_PROGRAM} invoke [2]`,
      `Program ${SYSTEM_PROGRAM} success`,
      'Program log: Initialize the associated token account',
      `Program ${TOKEN_PROGRAM} invoke [2]`,
      'Program log: Instruction: InitializeImmutableOwner',
      'Program log: Please upgrade to SPL Token 2022 for immutable owner support',
      `Program ${TOKEN_PROGRAM} consumed 1405 of ${cu + 160_000} compute units`,
      `Program ${TOKEN_PROGRAM} success`,
      `Program ${TOKEN_PROGRAM} invoke [2]`,
      'Program log: Instruction: InitializeAccount3',
      `Program ${TOKEN_PROGRAM} consumed 3158 of ${cu + 155_000} compute units`,
      `Program ${TOKEN_PROGRAM} success`,
      `Program ${ATA_PROGRAM} consumed ${cu} of 200000 compute units`,
      `Program ${ATA_PROGRAM} success`,
    ],
    cu,
    inner: [
      {
        index: 0,
        instructions: [
          { programIdIndex: 5, accounts: [3], data: new Uint8Array([21, 7, 0]), stackHeight: 2 },
          { programIdIndex: 4, accounts: [0, 1], data: concat(u32le(0), u64le(RENT_TOKEN_ACCOUNT), u64le(165), base58.decode(TOKEN_PROGRAM)), stackHeight: 2 },
          { programIdIndex: 5, accounts: [1], data: new Uint8Array([22]), stackHeight: 2 },
          { programIdIndex: 5, accounts: [1, 3], data: concat(new Uint8Array([18]), base58.decode(keys[2]!)), stackHeight: 2 },
        ],
      },
    ],
    tokens: [{ index: 1, holding, after: 0n }],
  };
}

export function memo(w: World, rnd: Random, slot: number): Draft {
  const payer = rnd.pick(w.wallets);
  const text = `${rnd.pick(['order', 'invoice', 'swap ref', 'gm', 'bridge'])} ${slot}-${rnd.int(0, 99_999)}`;
  const cu = 2000 + text.length * 40;
  return {
    signers: [payer],
    header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1 },
    keys: [payer.address, MEMO_PROGRAM],
    instructions: [{ programIdIndex: 1, accounts: [0], data: new TextEncoder().encode(text) }],
    logs: invokeLogs(MEMO_PROGRAM, [`Program log: Memo (len ${text.length}): ${JSON.stringify(text)}`], [cu, 200_000]),
    cu,
  };
}

export function finish(w: World, d: Draft, recentBlockhash: string): SolTx {
  const message: SolMessage = { version: 'legacy', header: d.header, accountKeys: d.keys, recentBlockhash, instructions: d.instructions, addressTableLookups: [] };
  const messageBytes = encodeMessage(message);
  const signatures = d.signers.map((k) => new Uint8Array(sign(null, messageBytes, k.secret)));
  const fee = feeOf(message);
  const preBalances = d.keys.map((k) => w.balance(k));
  const postBalances = preBalances.map((b, i) => b + (i === 0 ? -fee : 0) + (d.moves?.get(i) ?? 0));
  if (postBalances.some((b) => b < 0)) throw new Error(`generated a transaction that leaves a negative balance (keys ${d.keys.join(', ')})`);
  d.keys.forEach((k, i) => {
    if (w.lamports.has(k)) w.lamports.set(k, postBalances[i]!);
  });
  const balance = (index: number, h: Holding, amount: bigint): TokenBalance => ({
    accountIndex: index,
    mint: w.mints[h.mint]!.address,
    owner: w.wallets[h.owner]!.address,
    programId: TOKEN_PROGRAM,
    uiTokenAmount: uiTokenAmount(amount, w.mints[h.mint]!.decimals),
  });
  const preTokenBalances = (d.tokens ?? []).filter(() => !d.inner).map((t) => balance(t.index, t.holding, t.holding.amount));
  const postTokenBalances = (d.tokens ?? []).map((t) => balance(t.index, t.holding, t.after));
  for (const t of d.tokens ?? []) t.holding.amount = t.after;
  const meta: SolMeta = {
    err: d.err ?? null,
    fee,
    preBalances,
    postBalances,
    innerInstructions: d.inner ?? [],
    logMessages: d.logs,
    preTokenBalances,
    postTokenBalances,
    loadedAddresses: { writable: [], readonly: [] },
    computeUnitsConsumed: d.cu,
  };
  return { signatures, message, messageBytes, wire: encodeTransaction(signatures, messageBytes), ids: signatures.map((s) => base58.encode(s)), meta };
}
