/**
 * Output descriptor checksums (BIP380): the 8-character suffix Core appends to every `desc` it
 * reports. A BCH-like code over the descriptor's characters, computed as the BIP specifies.
 */
const INPUT_CHARSET = '0123456789()[],\'/*abcdefgh@:$%{}IJKLMNOPQRSTUVWXYZ&+-.;<=>?!^_|~ijklmnopqrstuvwxyzABCDEFGH`#"\\ ';
const CHECKSUM_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0xf5dee51989n, 0xa9fdca3312n, 0x1bab10e32dn, 0x3706b1677an, 0x644d626ffdn];

function polymod(symbols: number[]): bigint {
  let chk = 1n;
  for (const value of symbols) {
    const top = chk >> 35n;
    chk = ((chk & 0x7ffffffffn) << 5n) ^ BigInt(value);
    for (let i = 0; i < 5; i++) if ((top >> BigInt(i)) & 1n) chk ^= GENERATOR[i]!;
  }
  return chk;
}

export function descriptorChecksum(desc: string): string {
  const symbols: number[] = [];
  const groups: number[] = [];
  for (const c of desc) {
    const v = INPUT_CHARSET.indexOf(c);
    if (v < 0) throw new Error(`character ${JSON.stringify(c)} cannot be in a descriptor`);
    symbols.push(v & 31);
    groups.push(v >> 5);
    if (groups.length === 3) symbols.push(groups.shift()! * 9 + groups.shift()! * 3 + groups.shift()!);
  }
  if (groups.length === 1) symbols.push(groups[0]!);
  else if (groups.length === 2) symbols.push(groups[0]! * 3 + groups[1]!);
  const c = polymod([...symbols, 0, 0, 0, 0, 0, 0, 0, 0]) ^ 1n;
  let out = '';
  for (let i = 0; i < 8; i++) out += CHECKSUM_CHARSET[Number((c >> BigInt(5 * (7 - i))) & 31n)];
  return out;
}

export const withChecksum = (desc: string): string => `${desc}#${descriptorChecksum(desc)}`;
