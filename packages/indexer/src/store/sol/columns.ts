/**
 * The stored codes of the Solana columns (migration 027) live in core (sol-stored-codes.ts), shared
 * with the server that reads them back; the store uses them from there.
 */
export { EVENT_TYPE_CODE, EVENT_TYPE_PROGRAM, SUMMARY_PROGRAMS, summaryProgram, versionCode } from '@explorer/core';
