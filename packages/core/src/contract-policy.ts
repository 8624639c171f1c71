/**
 * Who may write in the contracts console, from the registry's `contractWrites` (spec part 2 §2.6,
 * §6): the server enforces it and the web shows the buttons by the same rule. A caller is signed in
 * with a role and the permissions its profile lists (an administrator has them all).
 */
import { CHAINS, type ChainId } from './chains';

export const CONTRACTS_WRITE = 'contracts:write';

export type ContractWriteAction = 'add' | 'edit';

export interface ContractWriter {
  role: 'user' | 'administrator';
  permissions: readonly string[];
}

export function mayWriteContracts(caller: ContractWriter | null, chain: ChainId, action: ContractWriteAction): boolean {
  if (!caller) return false;
  const rule = CHAINS[chain].contractWrites?.[action];
  if (rule === undefined) return false;
  if (caller.role === 'administrator') return true;
  if (rule === 'user') return true;
  if (rule === CONTRACTS_WRITE) return caller.permissions.includes(CONTRACTS_WRITE);
  return false;
}
