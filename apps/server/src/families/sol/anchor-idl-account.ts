/**
 * An Anchor program's IDL as it keeps it on chain: the IDL account at
 * createWithSeed(base = findProgramAddress([], program), seed "anchor:idl", owner = program), whose
 * data is an 8-byte account discriminator, the 32-byte authority, a u32 little-endian length and
 * that many bytes of zlib-deflated IDL JSON. Read with getAccountInfo (base64) from the sol node
 * (config RPC_URL_SOL; several providers are asked in turn); inflated with a bound on its size.
 */
import { MAX_IDL_BYTES, redactRpcUrl, splitRpcUrls } from '@explorer/core';
import { address, createAddressWithSeed, getProgramDerivedAddress } from '@solana/kit';
import { base58 } from '@scure/base';
import { inflateSync } from 'node:zlib';

export const IDL_SEED = 'anchor:idl';
/** discriminator + authority + length */
const HEADER_BYTES = 8 + 32 + 4;

export class IdlAccountError extends Error {}

/** The address of a program's Anchor IDL account. */
export async function anchorIdlAddress(programId: string): Promise<string> {
  const program = address(programId);
  const [base] = await getProgramDerivedAddress({ programAddress: program, seeds: [] });
  return createAddressWithSeed({ baseAddress: base, programAddress: program, seed: IDL_SEED });
}

/** The authority and the IDL text of an IDL account's data; IdlAccountError (Chinese) when it is not one. */
export function readAnchorIdlAccount(data: Uint8Array): { authority: string; text: string } {
  if (data.length < HEADER_BYTES) throw new IdlAccountError(`IDL 账户数据只有 ${data.length} 字节，不是 Anchor IDL 账户`);
  const authority = base58.encode(data.subarray(8, 40));
  const length = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(40, true);
  if (HEADER_BYTES + length > data.length) throw new IdlAccountError(`IDL 账户声明的长度 ${length} 超出账户数据`);
  let inflated: Buffer;
  try {
    inflated = inflateSync(data.subarray(HEADER_BYTES, HEADER_BYTES + length), { maxOutputLength: MAX_IDL_BYTES });
  } catch (e) {
    const tooBig = (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new IdlAccountError(tooBig ? `IDL 解压后超过 ${MAX_IDL_BYTES / 1024 / 1024} MB` : 'IDL 账户数据不是 zlib 压缩的内容');
  }
  return { authority, text: new TextDecoder().decode(inflated) };
}

export class NodeUnavailableError extends Error {}

export interface ChainIdl {
  idlAddress: string;
  authority: string;
  text: string;
}

/**
 * The IDL of `programId` read from the node: null when the node has no such account;
 * NodeUnavailableError when no provider answered with the account (its error, when one gave one);
 * IdlAccountError when the account is not an IDL.
 */
export async function fetchAnchorIdl(
  rpcUrl: string,
  programId: string,
  options: { timeoutMs?: number; logger?: { warn(obj: object, msg: string): void } } = {},
): Promise<ChainIdl | null> {
  const idlAddress = await anchorIdlAddress(programId);
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'getAccountInfo',
    params: [idlAddress, { encoding: 'base64', commitment: 'confirmed' }],
  });
  let refused: string | null = null;
  for (const node of splitRpcUrls(rpcUrl)) {
    let value: unknown;
    try {
      const res = await fetch(node, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const reply = (await res.json()) as { result?: { value?: unknown }; error?: { message?: string } };
      if (reply.error || !reply.result) {
        refused = String(reply.error?.message ?? 'no result').slice(0, 200);
        throw new Error(refused);
      }
      value = reply.result.value;
    } catch (err) {
      options.logger?.warn({ rpc: redactRpcUrl(node), err: err instanceof Error ? err.message : String(err) }, 'IDL account read failed');
      continue;
    }
    if (value === null || value === undefined) return null;
    const data = (value as { data?: unknown }).data;
    if (!Array.isArray(data) || typeof data[0] !== 'string' || data[1] !== 'base64')
      throw new IdlAccountError('节点返回的 IDL 账户数据格式无法识别');
    return { idlAddress, ...readAnchorIdlAccount(Buffer.from(data[0], 'base64')) };
  }
  // a node that answered with an error (e.g. one that serves no getAccountInfo) says so
  throw new NodeUnavailableError(refused ? `Solana 节点未能读取 IDL 账户：${refused}` : 'Solana 节点无法访问');
}
