/**
 * Reading parser-config parameters out of hex text without throwing: every reader answers a value
 * or a reason. Works on the lower-case hex digits (no 0x) so that a large call data is never
 * copied into bytes; positions are in bytes. Addresses come out lower-case (the repo's stored form),
 * integers as decimal strings, bytes as 0x hex.
 */
import type { ParamType } from '@explorer/core';

export type Read = { ok: true; value: string } | { ok: false; reason: string };

const HEX_RE = /^0x[0-9a-fA-F]*$/;

/** The lower-case hex digits of `0x…` with an even count, or null (odd length, non-hex, not a string). */
export function hexDigits(hex: unknown): string | null {
  if (typeof hex !== 'string' || hex.length % 2 !== 0 || !HEX_RE.test(hex)) return null;
  return hex.slice(2).toLowerCase();
}

const fail = (reason: string): Read => ({ ok: false, reason });

/** `length` bytes at byte `offset` of `digits`, or null when they run past the end. */
function slice(digits: string, offset: number, length: number): string | null {
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 1) return null;
  const end = (offset + length) * 2;
  return end <= digits.length ? digits.slice(offset * 2, end) : null;
}

const utf8 = new TextDecoder('utf-8');

function hexToText(digits: string): string {
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  // NUL cannot be stored in a PostgreSQL text value
  return utf8.decode(bytes).replaceAll('\u0000', '');
}

/**
 * An ABI dynamic string whose head word is at byte `head` of `digits` (the encoded arguments: call
 * data after the selector, or log data); the head holds the position of the length word, counted
 * from the start of `digits` as for a top-level ABI parameter.
 */
function readDynamicString(digits: string, head: number): Read {
  const pointerWord = slice(digits, head, 32);
  if (pointerWord === null) return fail(`string 的头部 (字节 ${head}) 超出数据长度`);
  const available = BigInt(digits.length / 2);
  const pointer = BigInt(`0x${pointerWord}`);
  if (pointer + 32n > available) return fail(`string 的位置 ${pointer} 超出数据长度`);
  const lengthWord = slice(digits, Number(pointer), 32)!;
  const length = BigInt(`0x${lengthWord}`);
  if (pointer + 32n + length > available) return fail(`string 的长度 ${length} 超出数据长度`);
  if (length === 0n) return { ok: true, value: '' };
  return { ok: true, value: hexToText(slice(digits, Number(pointer) + 32, Number(length))!) };
}

/** A value of `type` from `length` bytes at `offset` (a string: its head word at offset). */
export function readParam(digits: string, type: ParamType, offset: number, length: number): Read {
  if (type === 'string') {
    if (length !== 32) return fail('string 的长度应为 32');
    return readDynamicString(digits, offset);
  }
  const part = slice(digits, offset, length);
  if (part === null) return fail(`偏移 ${offset} + 长度 ${length} 超出数据长度 ${digits.length / 2}`);
  switch (type) {
    case 'address':
      return length >= 20 && length <= 32
        ? { ok: true, value: `0x${part.slice(-40)}` }
        : fail('address 的长度应为 20–32');
    case 'uint256':
      return length <= 32
        ? { ok: true, value: BigInt(`0x${part}`).toString() }
        : fail('uint256 的长度应为 1–32');
    case 'bytes':
      return { ok: true, value: `0x${part}` };
    default:
      return fail(`未知的参数类型 ${String(type)}`);
  }
}

/** A value of `type` from a 32-byte topic (a string cannot be read back from its hash). */
export function readTopic(topic: unknown, type: ParamType): Read {
  const digits = hexDigits(topic);
  if (digits === null || digits.length !== 64) return fail('topic 不是 32 字节的十六进制');
  if (type === 'string') return fail('indexed string 的 topic 只有哈希');
  return readParam(digits, type, 0, 32);
}
