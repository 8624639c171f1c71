/** The wallet page of an extended public key or descriptor: /{chain}/wallet/{key}[?gap=N] (the default gap limit is left out). */
export const WALLET_GAP_DEFAULT = 20;

export function walletPathIn(root: string, key: string, gap = WALLET_GAP_DEFAULT): string {
  return `${root}/wallet/${encodeURIComponent(key.replace(/\s+/g, ''))}${gap === WALLET_GAP_DEFAULT ? '' : `?gap=${gap}`}`;
}
