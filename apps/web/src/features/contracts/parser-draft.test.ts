import { describe, expect, it } from 'vitest';
import { checkParserConfig, ParserConfigSchema } from '../../../../../packages/core/src/parser-config';
import { coinBody, coinFormFrom, rankError, urlError } from './coin-form';
import { draftFromConfig, newParam, newParserDraft, parserBody } from './parser-draft';

const ADDR = '0x00000000000000000000000000000000000000aa';

describe('parser config drafts (spec part 2 §3)', () => {
  it('a new parameter is uint256, offset 0, length 32', () => {
    expect(newParam()).toEqual({ name: '', type: 'uint256', offset: '0', length: '32', description: '' });
    expect(newParserDraft().logs_parser_type).toBe('input_data');
  });

  it('an edited transfer config becomes a body the server applies as written', () => {
    const d = newParserDraft();
    d.function_signature = 'transfer(address,uint256)';
    d.param_config = [
      { name: 'to', type: 'address', offset: '0', length: '32', description: '' },
      { name: 'amount', type: 'uint256', offset: '32', length: '32', description: '' },
    ];
    d.parser_rules = { ...d.parser_rules, extract_to_address: 'to', extract_amount: 'amount', amount_unit: '6' };
    const body = parserBody(d, ADDR, 'eth');
    const { chain_name, ...fields } = body;
    expect(chain_name).toBe('eth');
    expect(checkParserConfig(fields)).toEqual([]);
    const parsed = ParserConfigSchema.parse(fields);
    expect(parsed.function_signature).toBe('0xa9059cbb');
    expect(parsed.param_config[1]).toMatchObject({ name: 'amount', offset: 32, length: 32 });
    expect(parsed.parser_rules).toEqual({ extract_to_address: 'to', extract_amount: 'amount', amount_unit: 6 });
  });

  it('a stored config round-trips through the editor unchanged', () => {
    const stored = ParserConfigSchema.parse({
      contract_address: ADDR,
      event_signature: 'Transfer(address,address,uint256)',
      logs_parser_type: 'event_log',
      priority: 5,
      logs_param_config: [
        { name: 'from', type: 'address', topic_index: 1 },
        { name: 'to', type: 'address', topic_index: 2 },
        { name: 'value', type: 'uint256', data_index: 0 },
      ],
      logs_parser_rules: { extract_from_address: 'from', extract_to_address: 'to', extract_amount: 'value', amount_unit: 'gwei' },
    });
    const again = ParserConfigSchema.parse(parserBody(draftFromConfig({ ...stored, id: 3 }), ADDR, 'eth'));
    expect(again).toEqual({ ...stored, id: undefined });
  });

  it('text typed into a number field is sent as typed so the server names the field', () => {
    const d = newParserDraft();
    d.param_config = [{ ...newParam(), name: 'x', offset: 'abc' }];
    const { chain_name: _c, ...fields } = parserBody(d, ADDR, 'eth');
    expect(checkParserConfig(fields).join(' ')).toMatch(/param_config\[0\]\.offset/);
  });
});

describe('coin info form (spec part 2 §2.6)', () => {
  it('a contract without a coin config starts from its row: coin_type 1, its decimals as precision', () => {
    const f = coinFormFrom({ address: ADDR, name: 'Tok', symbol: 'TK', decimals: 6, verified: false, description: null }, null);
    expect(f).toMatchObject({ coinType: '1', precision: '6', status: '1', name: 'Tok' });
    expect(coinBody(f, 'eth')).toMatchObject({ contract_addr: ADDR, coin_type: 1, precision: 6, decimals: 6, status: 1, market_cap_rank: null, logo_url: null });
  });

  it('rank ≥ 0 and links only http(s)', () => {
    expect(rankError('-1')).not.toBeNull();
    expect(rankError('3')).toBeNull();
    expect(urlError('javascript:alert(1)')).not.toBeNull();
    expect(urlError('https://ok.example')).toBeNull();
  });
});
