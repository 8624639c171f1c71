/**
 * Serves recorded blocks instead of producing them: a directory of getBlock answers in `json`
 * encoding, one `<slot>.json` per slot (the `result`, or a whole JSON-RPC reply). The highest
 * slot is the tip (every block final), slots between without a file are skipped (-32007). A json
 * getBlock answer is the file's text as is; other encodings and getTransaction load the block.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockFromJson, type JsonBlock } from './block-from-json';
import type { SolBlock } from './model';
import { createRpcContext } from './rpc-methods';
import { startSolRpcServer, type SolRpcServer, type SolRpcServerOptions } from './rpc-server';
import { sliceSorted } from './svm-chain';
import type { SolView } from './view';

const LOADED_KEPT = 32;

export class RecordedSolView implements SolView {
  readonly slots: number[];
  readonly genesisHash: string;
  private readonly loaded = new Map<number, SolBlock>();
  private txIndex?: Map<string, { slot: number; index: number }>;

  constructor(readonly dir: string) {
    this.slots = readdirSync(dir)
      .map((n) => /^(\d+)\.json$/.exec(n)?.[1])
      .filter((s): s is string => s !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    if (!this.slots.length) throw new Error(`no <slot>.json block files in ${dir}`);
    this.genesisHash = this.block(this.slots[0]!)!.previousBlockhash;
  }
  get tip(): SolBlock {
    return this.block(this.slots[this.slots.length - 1]!)!;
  }
  get firstSlot(): number {
    return this.slots[0]!;
  }
  producedSlots(from: number, to: number): number[] {
    return sliceSorted(this.slots, from, to);
  }
  rawBlockJson(slot: number): string | undefined {
    if (!this.producedSlots(slot, slot).length) return undefined;
    const text = readFileSync(join(this.dir, `${slot}.json`), 'utf8').trim();
    return text.startsWith('{"jsonrpc"') ? JSON.stringify((JSON.parse(text) as { result: unknown }).result) : text;
  }
  block(slot: number): SolBlock | undefined {
    const hit = this.loaded.get(slot);
    if (hit) return hit;
    const raw = this.rawBlockJson(slot);
    if (raw === undefined) return undefined;
    const block = blockFromJson(slot, JSON.parse(raw) as JsonBlock);
    if (this.loaded.size >= LOADED_KEPT) this.loaded.delete(this.loaded.keys().next().value!);
    this.loaded.set(slot, block);
    return block;
  }
  findTx(signature: string): { block: SolBlock; index: number } | undefined {
    if (!this.txIndex) {
      // built on the first lookup: the signatures are read from the text without decoding the blocks
      this.txIndex = new Map();
      for (const slot of this.slots) {
        const j = JSON.parse(this.rawBlockJson(slot)!) as { transactions?: { transaction: { signatures: string[] } }[] };
        (j.transactions ?? []).forEach((t, index) => this.txIndex!.set(t.transaction.signatures[0]!, { slot, index }));
      }
    }
    const at = this.txIndex.get(signature);
    return at && { block: this.block(at.slot)!, index: at.index };
  }
}

export interface RecordedSolServer extends SolRpcServer {
  view: RecordedSolView;
}

export async function startRecordedSolServer(opts: { dir: string } & SolRpcServerOptions): Promise<RecordedSolServer> {
  const view = new RecordedSolView(opts.dir);
  const server = await startSolRpcServer(createRpcContext(view, { allFinalized: true }), opts);
  return { ...server, view };
}
