/**
 * The signatures of a parser config (packages/core/src/parser-config.ts) as the API accepts them: a
 * function's 4-byte selector or its human signature (`transfer(address,uint256)`), an event's topic0
 * or its signature (`Transfer(address indexed from, …)`), each stored as the lower-case hex viem
 * hashes it to; absent or '' → null.
 */
import { parseAbiItem, toEventSelector, toFunctionSelector, type AbiEvent, type AbiFunction } from 'viem';
import { z } from 'zod';

const SELECTOR_RE = /^0x[0-9a-fA-F]{8}$/;
const TOPIC_RE = /^0x[0-9a-fA-F]{64}$/;

/** A human signature → the parsed ABI item, or null when viem cannot read it as this kind. */
function parseSignature(kind: 'function', sig: string): AbiFunction | null;
function parseSignature(kind: 'event', sig: string): AbiEvent | null;
function parseSignature(kind: 'function' | 'event', sig: string): AbiFunction | AbiEvent | null {
  try {
    const item = parseAbiItem(sig.startsWith(`${kind} `) ? sig : `${kind} ${sig}`);
    return item.type === kind ? (item as AbiFunction | AbiEvent) : null;
  } catch {
    return null;
  }
}

/** `0x` + 8 hex, or a function signature → its lower-case selector; absent/'' → null. */
export const functionSignature = z
  .string({ error: '必须是文本 (must be text)' })
  .nullish()
  .transform((v, ctx) => {
    const s = (v ?? '').trim();
    if (s === '') return null;
    if (SELECTOR_RE.test(s)) return s.toLowerCase();
    const item = s.length <= 1000 && !s.includes('\u0000') ? parseSignature('function', s) : null;
    if (item) return toFunctionSelector(item);
    ctx.issues.push({
      code: 'custom',
      input: v,
      message:
        '应为 0x 开头的 4 字节选择器或函数签名，如 transfer(address,uint256) (a 4-byte selector or a function signature)',
    });
    return z.NEVER;
  });

/** `0x` + 64 hex, or an event signature → its lower-case topic0; absent/'' → null. */
export const eventSignature = z
  .string({ error: '必须是文本 (must be text)' })
  .nullish()
  .transform((v, ctx) => {
    const s = (v ?? '').trim();
    if (s === '') return null;
    if (TOPIC_RE.test(s)) return s.toLowerCase();
    const item = s.length <= 1000 && !s.includes('\u0000') ? parseSignature('event', s) : null;
    if (item) return toEventSelector(item);
    ctx.issues.push({
      code: 'custom',
      input: v,
      message:
        '应为 0x 开头的 32 字节 topic0 或事件签名，如 Transfer(address,address,uint256) (a topic0 or an event signature)',
    });
    return z.NEVER;
  });
