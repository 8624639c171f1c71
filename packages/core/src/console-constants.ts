/**
 * The contracts console's constants (spec part 2 §3, §9) and the logo check, without zod, so the
 * page uses the very lists and the very check the server's schemas use (wire/contracts.ts,
 * wire/coin-configs.ts, parser-config.ts import them from here).
 */
export const CONTRACT_TYPES = ['ERC20', 'ERC721', 'ERC1155', 'DEFI', 'DEX', 'LENDING', 'OTHER'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** 0 native, 1 ERC-20, 2 ERC-223, 3 ERC-721, 4 ERC-1155 */
export const COIN_TYPES = [0, 1, 2, 3, 4] as const;
export const COIN_TYPE_NAMES: Readonly<Record<number, string>> = { 0: 'native', 1: 'ERC-20', 2: 'ERC-223', 3: 'ERC-721', 4: 'ERC-1155' };

export const PARAM_TYPES = ['address', 'uint256', 'bytes', 'string'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

export const LOGS_PARSER_TYPES = ['input_data', 'event_log', 'both'] as const;
export type LogsParserType = (typeof LOGS_PARSER_TYPES)[number];

/** The bytes an input param of each type may read (its `length`). */
export const PARAM_TYPE_LENGTHS: Readonly<Record<ParamType, { min: number; max: number }>> = {
  address: { min: 20, max: 32 },
  uint256: { min: 1, max: 32 },
  bytes: { min: 1, max: 4096 },
  string: { min: 32, max: 32 },
};

/** decoded bytes of a logo */
export const LOGO_MAX_BYTES = 256 * 1024;

const LOGO_TYPES: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a,
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.length > 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61,
  'image/webp': (b) => b.length > 12 && String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
};
const DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

function base64Bytes(b64: string): Uint8Array | null {
  if (b64.length % 4 !== 0) return null;
  try {
    const bin = atob(b64);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** What is wrong with a logo data URL, or null when it is a PNG/JPEG/GIF/WebP under the cap whose bytes match its type. */
export function logoProblem(value: string): string | null {
  if (value.length > Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64) return `合约图标不能超过${LOGO_MAX_BYTES / 1024} KB`;
  const m = DATA_URL.exec(value);
  if (!m) return '合约图标只接受 PNG、JPEG、GIF 或 WebP 图片（base64 data URL）';
  const bytes = base64Bytes(m[2]!);
  if (!bytes) return '合约图标的数据不是有效的 base64';
  if (bytes.length > LOGO_MAX_BYTES) return `合约图标不能超过${LOGO_MAX_BYTES / 1024} KB`;
  if (!LOGO_TYPES[m[1]!]!(bytes)) return '合约图标的内容与声明的图片类型不符';
  return null;
}
