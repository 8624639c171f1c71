/**
 * Where a webhook may be sent: never to the operator's own network unless WEBHOOK_ALLOW_PRIVATE=1.
 * An address is refused when it is unspecified, loopback, private (RFC 1918), shared (CGNAT
 * 100.64/10), link-local, unique-local, multicast, reserved or documentation space, in IPv4 and
 * IPv6 alike; an IPv6 address that carries an IPv4 one (IPv4-mapped ::ffff:0:0/96, IPv4-compatible
 * ::/96, NAT64 64:ff9b::/96, 6to4 2002::/16) is judged by the IPv4 address inside it.
 * The host name is resolved here, and the sender connects to the address checked (no second lookup
 * a rebinding DNS server could answer differently).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export const PRIVATE_TARGET_REASON = 'refused: private or internal address';

/** [first address, prefix length] per blocked IPv4 range */
const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const V6_BLOCKED: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

function v4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** The IPv6 address as a 128-bit number (dotted IPv4 tail allowed). */
function v6Number(address: string): bigint {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = v4Number(tail[1]!);
    text = text.slice(0, -tail[1]!.length) + `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

const inV4 = (n: number, [base, bits]: [string, number]) => bits === 0 || n >>> (32 - bits) === v4Number(base) >>> (32 - bits);
const inV6 = (n: bigint, [base, bits]: [string, number]) => n >> BigInt(128 - bits) === v6Number(base) >> BigInt(128 - bits);

/** Whether a literal IP address is one a webhook must not reach (false for anything not an IP). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address.split('%')[0]!);
  if (family === 4) return V4_BLOCKED.some((r) => inV4(v4Number(address), r));
  if (family !== 6) return false;
  const n = v6Number(address);
  const embedded = (shift: bigint) => Number((n >> shift) & 0xffffffffn);
  const v4 = (x: number) => [x >>> 24, (x >>> 16) & 255, (x >>> 8) & 255, x & 255].join('.');
  // IPv4-mapped, IPv4-compatible (and ::, ::1), NAT64: the IPv4 address in the low 32 bits
  if (n >> 32n === 0xffffn || n >> 32n === 0n || n >> 32n === v6Number('64:ff9b::') >> 32n) {
    if (n === 0n || n === 1n) return true;
    return isPrivateAddress(v4(embedded(0n)));
  }
  // 6to4: the IPv4 address in bits 16–48
  if (n >> 112n === 0x2002n) return isPrivateAddress(v4(embedded(80n)));
  return V6_BLOCKED.some((r) => inV6(n, r));
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

export class TargetRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TargetRefused';
  }
}

/** the host of a URL as a lookup takes it (no brackets around IPv6) */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves the URL's host and checks every address it has (one internal address refuses the host:
 * which one a client would pick is not ours to know). Throws TargetRefused with a short reason.
 */
export async function resolveTarget(url: URL, allowPrivate: boolean, lookup = dnsLookup): Promise<ResolvedTarget> {
  const host = hostOf(url);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch (err) {
      throw new TargetRefused(`DNS: ${(err as { code?: string }).code ?? 'lookup failed'}`);
    }
  }
  if (addresses.length === 0) throw new TargetRefused('DNS: no address');
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) throw new TargetRefused(PRIVATE_TARGET_REASON);
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
