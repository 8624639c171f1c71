import { describe, expect, it } from 'vitest';
import { decimalsError, defaultMintForm, logoUrlError, mintBody } from './mint-form';

describe('mint form (spec part 2 §2.7, §5)', () => {
  it('defaults to decimals 9 and sends spl when no type is chosen', () => {
    const body = mintBody({ ...defaultMintForm(), address: ' So1 ', name: 'A', symbol: 'B' });
    expect(body).toEqual({ address: 'So1', name: 'A', symbol: 'B', decimals: 9, contract_type: 'spl', status: 1, metadata: '', contract_logo: null, program_id: null });
  });
  it('stores paused as inactive and the description in metadata JSON', () => {
    const body = mintBody({ ...defaultMintForm(), status: 'paused', description: 'hello "x"' });
    expect(body.status).toBe(0);
    expect(JSON.parse(body.metadata)).toEqual({ description: 'hello "x"' });
  });
  it('decimals 0–18 and a logo that is a URL', () => {
    expect(decimalsError('19')).not.toBeNull();
    expect(decimalsError('0')).toBeNull();
    expect(logoUrlError('data:image/png;base64,AAAA')).not.toBeNull();
    expect(logoUrlError('https://x.example/a.png')).toBeNull();
  });
});
