/**
 * The add/edit contract form (spec part 2 §2.6, §3, §5): its fields with the spec's defaults
 * (type erc20, decimals 18, status active, is ERC-20 yes), the form of a stored contract, the
 * checks made before any call, and the save body (status 1 for active, 0 otherwise; the description
 * kept in metadata; blank list entries and half-filled metadata pairs dropped).
 */
import { CONTRACT_TYPES, LOGO_MAX_BYTES, logoProblem, type ChainId, type Contract, type SaveContractBody } from '../../lib/core';
import { getLanguage, t } from '../../i18n';

export const FORM_STATUSES = ['active', 'inactive', 'paused'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
/** the types in the form and the filters, lower-case as the spec displays them */
export const TYPE_OPTIONS = CONTRACT_TYPES.map((t) => t.toLowerCase());

export interface MetadataPair {
  key: string;
  value: string;
}

export interface ContractForm {
  address: string;
  type: string;
  name: string;
  symbol: string;
  decimals: string;
  status: FormStatus;
  interfaces: string[];
  methods: string[];
  events: string[];
  metadata: MetadataPair[];
  totalSupply: string;
  isErc20: boolean;
  verified: boolean;
  creationBlock: string;
  creator: string;
  creationTx: string;
  contractLogo: string | null;
  description: string;
}

export function defaultContractForm(): ContractForm {
  return {
    address: '',
    type: 'erc20',
    name: '',
    symbol: '',
    decimals: '18',
    status: 'active',
    interfaces: [],
    methods: [],
    events: [],
    metadata: [],
    totalSupply: '',
    isErc20: true,
    verified: false,
    creationBlock: '',
    creator: '',
    creationTx: '',
    contractLogo: null,
    description: '',
  };
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v));

/** metadata may arrive as a JSON string (spec §3) */
export function metadataObject(raw: unknown): Record<string, unknown> {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function formFromContract(c: Contract): ContractForm {
  const metadata = metadataObject(c.metadata);
  const description = c.description ?? text(metadata.description);
  return {
    address: c.address,
    type: c.contract_type.toLowerCase(),
    name: c.name ?? '',
    symbol: c.symbol ?? '',
    decimals: c.decimals === null ? '' : String(c.decimals),
    status: c.status === 1 ? 'active' : 'inactive',
    interfaces: [...c.interfaces],
    methods: [...c.methods],
    events: [...c.events],
    metadata: Object.entries(metadata)
      .filter(([k]) => k !== 'description')
      .map(([key, value]) => ({ key, value: text(value) })),
    totalSupply: c.total_supply ?? '',
    isErc20: c.is_erc20,
    verified: c.verified,
    creationBlock: c.creation_block === null ? '' : String(c.creation_block),
    creator: c.creator ?? '',
    creationTx: c.creation_tx ?? '',
    contractLogo: c.contract_logo,
    description,
  };
}

/** Adds an entry to a name list: trimmed, blank ignored, no duplicates. */
export function addListEntry(list: readonly string[], entry: string): string[] {
  const v = entry.trim();
  return v === '' || list.includes(v) ? [...list] : [...list, v];
}

export const decimalsError = (v: string): string | null => (/^\d{1,2}$/.test(v.trim()) && Number(v) <= 18 ? null : t('contracts.error.decimals'));
export const addressError = (v: string): string | null => (v.trim() === '' ? t('contracts.error.address') : null);
export const creationBlockError = (v: string): string | null => (v.trim() === '' || /^\d{1,15}$/.test(v.trim()) ? null : t('contracts.error.creationBlock'));
export const totalSupplyError = (v: string): string | null => (v.trim() === '' || /^\d{1,78}$/.test(v.trim()) ? null : t('contracts.error.totalSupply'));
/** core's logo check answers in Chinese: shown as it is in zh-CN, as one English sentence otherwise. */
export function logoError(v: string | null): string | null {
  const problem = v ? logoProblem(v) : null;
  return problem === null || getLanguage() === 'zh-CN' ? problem : t('contracts.error.logo', { kb: LOGO_MAX_BYTES / 1024 });
}

export function saveBody(form: ContractForm, chain: ChainId): SaveContractBody {
  const metadata: Record<string, string> = {};
  for (const { key, value } of form.metadata) if (key.trim() !== '' && value.trim() !== '') metadata[key.trim()] = value.trim();
  if (form.description.trim() !== '') metadata.description = form.description.trim();
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    address: form.address.trim(),
    chain_name: chain,
    contract_type: form.type,
    name: orNull(form.name),
    symbol: orNull(form.symbol),
    decimals: Number(form.decimals),
    total_supply: orNull(form.totalSupply),
    is_erc20: form.isErc20,
    interfaces: form.interfaces,
    methods: form.methods,
    events: form.events,
    metadata,
    status: form.status === 'active' ? 1 : 0,
    verified: form.verified,
    creator: orNull(form.creator),
    creation_tx: orNull(form.creationTx),
    creation_block: form.creationBlock.trim() === '' ? null : Number(form.creationBlock),
    contract_logo: form.contractLogo,
  };
}
