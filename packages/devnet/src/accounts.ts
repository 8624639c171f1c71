/**
 * Anvil's prefunded accounts, derived from the standard test mnemonic, and fresh never-seen
 * addresses that receive coins and tokens.
 */
import { getAddress, type Address } from 'viem';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import type { Random } from './random';

/** the mnemonic Anvil prefunds its default accounts from */
export const ANVIL_TEST_MNEMONIC = 'test test test test test test test test test test test junk';
/** how many accounts Anvil prefunds by default */
export const ANVIL_ACCOUNT_COUNT = 10;

export function devAccounts(count = ANVIL_ACCOUNT_COUNT, mnemonic = ANVIL_TEST_MNEMONIC): HDAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => mnemonicToAccount(mnemonic, { addressIndex }));
}

/** a random address nobody holds a key for (like a new user's wallet, from the chain's point of view) */
export function freshAddress(random: Random): Address {
  return getAddress(random.hex(20));
}
