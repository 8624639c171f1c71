/**
 * The mint address form (spec part 2 §2.7, §5): address, name and symbol required (the address fixed
 * when editing), decimals 0–18 (default 9), type (spl when none chosen), status active / inactive /
 * paused (saved 1 for active, 0 otherwise), the description kept in metadata as JSON, the logo a URL,
 * and the program from the registry.
 */
import type { Mint, MintBody } from './api/mints';
import { t } from '../../i18n';

export interface MintForm {
  address: string;
  name: string;
  symbol: string;
  decimals: string;
  type: string;
  status: 'active' | 'inactive' | 'paused';
  description: string;
  logo: string;
  programId: string;
}

export function defaultMintForm(): MintForm {
  return { address: '', name: '', symbol: '', decimals: '9', type: '', status: 'active', description: '', logo: '', programId: '' };
}

export function formFromMint(m: Mint): MintForm {
  return {
    address: m.address,
    name: m.name ?? '',
    symbol: m.symbol ?? '',
    decimals: m.decimals === null ? '9' : String(m.decimals),
    type: m.contract_type.toLowerCase(),
    status: m.status === 1 ? 'active' : 'inactive',
    description: m.description ?? (typeof m.metadata.description === 'string' ? m.metadata.description : ''),
    logo: m.contract_logo ?? '',
    programId: m.program_id ?? '',
  };
}

export const requiredError = (label: string) => (v: string) => (v.trim() === '' ? t('mints.error.required', { label }) : null);
export const decimalsError = (v: string): string | null => (/^\d{1,2}$/.test(v.trim()) && Number(v) <= 18 ? null : t('mints.error.decimals'));
export const logoUrlError = (v: string): string | null => (v.trim() === '' || /^https?:\/\/\S+$/i.test(v.trim()) ? null : t('mints.error.logoUrl'));

export function mintBody(f: MintForm): MintBody {
  const description = f.description.trim();
  return {
    address: f.address.trim(),
    name: f.name.trim(),
    symbol: f.symbol.trim(),
    decimals: Number(f.decimals),
    contract_type: f.type || 'spl',
    status: f.status === 'active' ? 1 : 0,
    metadata: description ? JSON.stringify({ description }) : '',
    contract_logo: f.logo.trim() || null,
    program_id: f.programId || null,
  };
}
