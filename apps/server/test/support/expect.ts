/** Independent expectations: wei → coin text by string arithmetic (not the code under test). */
export function weiToCoin(wei: bigint, decimals = 18): string {
  const digits = wei.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}
