/**
 * An instruction summary entry as the API sends it ('<program id>:<type>', the first three top-level
 * instructions of a transaction) in words: the program's name from core's table of well-known
 * programs (spec part 2 §2.4), or the shortened id of a custom one, then the type.
 */
import { solProgramInfo } from '../../lib/core';
import { shortHash } from '../../lib/format';

/** a well-known program's name; a custom (or malformed) one as its shortened id */
export function programLabel(programId: string): string {
  const info = solProgramInfo(programId);
  return info.category === 'custom' || info.category === 'unknown' ? shortHash(programId, 4, 4) : info.name.replace(/ Program$/, '');
}

/** '<program id>:<type>' or the API's named form '<name> Program: <type>', short: 'SPL Token: transfer' */
export function instructionSummaryLabel(entry: string): string {
  const at = entry.lastIndexOf(':');
  // the API names the program already: only drop the word Program (the table is narrow)
  if (at <= 0 || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(entry.slice(0, at))) return entry.replace(/ Program(?=( \(v1\))?:)/, '');
  return `${programLabel(entry.slice(0, at))}: ${entry.slice(at + 1)}`;
}
