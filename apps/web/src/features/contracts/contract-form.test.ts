import { describe, expect, it } from 'vitest';
import type { Contract } from '../../lib/core';
import { addListEntry, decimalsError, defaultContractForm, formFromContract, logoError, saveBody } from './contract-form';

const PNG_1x1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const stored: Contract = {
  id: 7,
  address: '0x00000000000000000000000000000000000000aa',
  chain_name: 'eth',
  contract_type: 'ERC721',
  name: 'Kitties',
  symbol: 'KIT',
  decimals: 0,
  total_supply: '100',
  is_erc20: false,
  interfaces: ['ERC165'],
  methods: ['mint'],
  events: [],
  metadata: { site: 'https://k.example', description: 'cats' },
  description: 'cats',
  status: 0,
  verified: true,
  creator: null,
  creation_tx: null,
  creation_block: 12,
  contract_logo: null,
  has_logo: false,
  program_id: null,
  source: 'user',
  last_activity_block: null,
  last_activity_at: null,
  c_time: '2026-01-01T00:00:00.000Z',
  m_time: '2026-01-02T00:00:00.000Z',
};

describe('contract form (spec part 2 §2.6, §5)', () => {
  it('starts from the spec defaults: erc20, decimals 18, active, is ERC-20 yes', () => {
    const f = defaultContractForm();
    expect([f.type, f.decimals, f.status, f.isErc20, f.verified]).toEqual(['erc20', '18', 'active', true, false]);
    const body = saveBody({ ...f, address: ' 0xabc ' }, 'bsc');
    expect(body).toMatchObject({ address: '0xabc', chain_name: 'bsc', contract_type: 'erc20', decimals: 18, status: 1, is_erc20: true, metadata: {}, creation_block: null, name: null });
  });

  it('saves active as 1 and inactive or paused as 0; the description goes into metadata; half-filled pairs are dropped', () => {
    const f = { ...defaultContractForm(), address: '0xabc', description: ' hello ', metadata: [{ key: 'a', value: '1' }, { key: 'b', value: ' ' }, { key: ' ', value: 'x' }] };
    expect(saveBody({ ...f, status: 'paused' }, 'eth')).toMatchObject({ status: 0, metadata: { a: '1', description: 'hello' } });
    expect(saveBody({ ...f, status: 'inactive' }, 'eth').status).toBe(0);
    expect(saveBody({ ...f, status: 'active' }, 'eth').status).toBe(1);
  });

  it('an edit starts from the stored contract and saves the same values back', () => {
    const f = formFromContract(stored);
    expect(f).toMatchObject({ type: 'erc721', status: 'inactive', description: 'cats', metadata: [{ key: 'site', value: 'https://k.example' }], creationBlock: '12', decimals: '0' });
    expect(saveBody(f, 'eth')).toMatchObject({ contract_type: 'erc721', decimals: 0, total_supply: '100', is_erc20: false, verified: true, metadata: { site: 'https://k.example', description: 'cats' }, creation_block: 12, interfaces: ['ERC165'] });
  });

  it('metadata that arrives as a JSON string is read as an object', () => {
    expect(formFromContract({ ...stored, metadata: '{"k":"v"}' as never, description: null }).metadata).toEqual([{ key: 'k', value: 'v' }]);
  });

  it('list entries: trimmed, blank and repeated ones ignored', () => {
    expect(addListEntry(['a'], '  b ')).toEqual(['a', 'b']);
    expect(addListEntry(['a'], '   ')).toEqual(['a']);
    expect(addListEntry(['a'], 'a')).toEqual(['a']);
  });

  it('decimals 0 to 18 only; logos only real images', () => {
    expect(decimalsError('18')).toBeNull();
    expect(decimalsError('0')).toBeNull();
    expect(decimalsError('19')).toMatch(/0 到 18/);
    expect(decimalsError('1.5')).toMatch(/0 到 18/);
    expect(logoError(PNG_1x1)).toBeNull();
    expect(logoError('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')).toMatch(/PNG/);
    expect(logoError(PNG_1x1.replace('image/png', 'image/gif'))).toMatch(/不符/);
  });
});
