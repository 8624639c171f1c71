import { describe, expect, it } from 'vitest';
import { defaultProgramForm, jsonError, programBody } from './program-form';

describe('program form (spec part 2 §2.8)', () => {
  it('parses the JSON areas; blank rules are empty lists, blank sample data null', () => {
    const body = programBody({ ...defaultProgramForm(), programId: ' Abc ', name: 'P', type: 'dex', instructionRules: '[{"name":"swap"}]', eventRules: '', sampleData: '' });
    expect(body).toMatchObject({ program_id: 'Abc', name: 'P', type: 'dex', status: 'active', instruction_rules: [{ name: 'swap' }], event_rules: [], sample_data: null, alias: null });
  });
  it('invalid JSON blocks the save with its reason (deviation from the spec: not dropped)', () => {
    expect(jsonError('{"a":')).toMatch(/^不是有效的 JSON/);
    expect(jsonError('')).toBeNull();
    expect(jsonError('[1]')).toBeNull();
  });
});
