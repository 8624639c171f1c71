/**
 * Mainnet-shaped slots for benchmarks, written as recorded-block files (<slot>.json, getBlock
 * `json` answers) for startRecordedSolServer: ~1,500 real signed wire-valid transactions a slot,
 * ~70% TowerSync votes (Vote program, signed by a validator identity, fee 5000), the rest SOL
 * transfers, SPL transferChecked with compute-budget instructions, associated-token-account
 * creations with their inner instructions, memos and failing transfers. Nothing is executed: meta
 * follows the programs' known logs and costs, with balances tracked across the slots so that
 * fee = Σpre − Σpost holds for every transaction. Signing uses node's native ed25519.
 * Files are kept under <dir>/<parameters>/ and reused by a later call with the same parameters.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { base58 } from './base58';
import { createRandom } from '../random';
import { blockJson } from './block-json';
import { createAta, finish, memo, solTransfer, tokenTransfer, voteDraft, World } from './mainnet-traffic';
import type { SolBlock } from './model';
import { LAMPORTS_PER_SIGNATURE } from './programs';

export interface MainnetShapedOptions {
  /** base directory; the files go to a sub-directory named by the parameters */
  dir: string;
  /** slots with a block */
  count: number;
  txsPerSlot?: number;
  voteShare?: number;
  seed?: string;
  /** first slot (default 300,000,000) */
  startSlot?: number;
}

export interface MainnetShapedSlots {
  /** the directory holding <slot>.json, for startRecordedSolServer */
  dir: string;
  slots: number[];
  /** the files were there already */
  reused: boolean;
}

const DONE = 'complete.json';
/** part of the cache directory's name: a change to what is generated makes a new directory */
const GENERATOR_VERSION = 2;
const SKIP_RATE = 0.05;

export function generateMainnetShapedSlots(opts: MainnetShapedOptions): MainnetShapedSlots {
  const { count, txsPerSlot = 1500, voteShare = 0.7, seed = 'mainnet-shaped', startSlot = 300_000_000 } = opts;
  if (!Number.isInteger(count) || count < 1) throw new Error(`count must be a positive integer, got ${count}`);
  if (!(voteShare >= 0 && voteShare <= 1)) throw new Error(`voteShare must be in [0, 1], got ${voteShare}`);
  const dir = join(opts.dir, `sol-${seed}-${startSlot}-${count}x${txsPerSlot}-v${voteShare}-g${GENERATOR_VERSION}`);
  const listSlots = () =>
    readdirSync(dir)
      .map((n) => /^(\d+)\.json$/.exec(n)?.[1])
      .filter((s): s is string => s !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
  if (existsSync(join(dir, DONE))) return { dir, slots: listSlots(), reused: true };
  mkdirSync(dir, { recursive: true });

  const rnd = createRandom(createHash('sha256').update(seed).digest().readUInt32LE(0));
  const world = new World(seed, rnd);
  const leaders = world.validators.slice(0, 20);
  let blockhash = base58.encode(createHash('sha256').update(`${seed}/genesis`).digest());
  let parentSlot = startSlot - 1;
  let height = startSlot - 20_000_000;
  let time = 1_750_000_000;
  let made = 0;
  let n = 0;
  for (let slot = startSlot; made < count; slot++) {
    time += slot % 5 === 0 ? 1 : 0;
    if (made > 0 && rnd.chance(SKIP_RATE)) continue;
    const votes = Math.round(txsPerSlot * voteShare);
    const kinds = rnd.shuffle([...Array<string>(votes).fill('vote'), ...Array.from({ length: txsPerSlot - votes }, () => rnd.weighted({ sol: 35, token: 30, ata: 10, memo: 12, failToken: 8, failSol: 5 }))]);
    const transactions = kinds.map((k) => {
      const d =
        k === 'vote'
          ? voteDraft(world, rnd, slot, blockhash, time)
          : k === 'sol' || k === 'failSol'
            ? solTransfer(world, rnd, k === 'failSol')
            : k === 'token' || k === 'failToken'
              ? tokenTransfer(world, rnd, k === 'failToken')
              : k === 'ata'
                ? createAta(world, rnd, n++)
                : memo(world, rnd, slot);
      return finish(world, d, blockhash);
    });
    const leader = leaders[Math.floor(slot / 4) % leaders.length]!.identity.address;
    let reward = 0;
    for (const t of transactions) reward += (t.signatures.length * LAMPORTS_PER_SIGNATURE) / 2 + (t.meta.fee - t.signatures.length * LAMPORTS_PER_SIGNATURE);
    const postBalance = world.balance(leader) + reward;
    world.lamports.set(leader, postBalance);
    const hash = createHash('sha256').update(blockhash).update(String(slot));
    for (const t of transactions) hash.update(t.signatures[0]!);
    const block: SolBlock = {
      slot,
      parentSlot,
      blockhash: base58.encode(hash.digest()),
      previousBlockhash: blockhash,
      blockHeight: ++height,
      blockTime: time,
      transactions,
      rewards: [{ pubkey: leader, lamports: reward, postBalance, rewardType: 'Fee', commission: null }],
    };
    writeFileSync(join(dir, `${slot}.json`), JSON.stringify(blockJson(block, { encoding: 'json', transactionDetails: 'full', rewards: true })));
    blockhash = block.blockhash;
    parentSlot = slot;
    made++;
  }
  writeFileSync(join(dir, DONE), JSON.stringify({ count, txsPerSlot, voteShare, seed, startSlot }));
  return { dir, slots: listSlots(), reused: false };
}
