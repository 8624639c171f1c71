import { describe, expect, it } from 'vitest';
import { instructionSummaryLabel, programLabel } from './program-label';

describe('instruction summary labels', () => {
  it('names well-known programs and shortens custom ones', () => {
    expect(programLabel('11111111111111111111111111111111')).toBe('System');
    expect(programLabel('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe('SPL Token');
    expect(programLabel('ComputeBudget111111111111111111111111111111')).toBe('Compute Budget');
    expect(programLabel('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe('9xQe...VFin');
  });

  it("reads '<program>:<type>' entries; anything else is shown as sent", () => {
    expect(instructionSummaryLabel('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA:transferChecked')).toBe('SPL Token: transferChecked');
    expect(instructionSummaryLabel('ComputeBudget111111111111111111111111111111:setComputeUnitLimit')).toBe('Compute Budget: setComputeUnitLimit');
    expect(instructionSummaryLabel('system: transfer')).toBe('system: transfer');
    expect(instructionSummaryLabel('transfer')).toBe('transfer');
    // the API's named form: the word Program dropped
    expect(instructionSummaryLabel('System Program: transfer')).toBe('System: transfer');
    expect(instructionSummaryLabel('Memo Program (v1): memo')).toBe('Memo (v1): memo');
    expect(instructionSummaryLabel('Associated Token Account Program: createIdempotent')).toBe('Associated Token Account: createIdempotent');
    expect(instructionSummaryLabel('custom program: swap')).toBe('custom program: swap');
  });
});
