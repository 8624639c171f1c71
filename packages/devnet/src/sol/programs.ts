/** Addresses of the programs and sysvars the SOL devnet uses, and the fee rule's constants. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
export const LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
export const VOTE_PROGRAM = 'Vote111111111111111111111111111111111111111';

/** lamports per signature (the base fee) */
export const LAMPORTS_PER_SIGNATURE = 5000;
/** the default compute-unit limit per instruction that is not a compute-budget one, and the cap */
export const DEFAULT_CU_PER_INSTRUCTION = 200_000;
export const MAX_CU_LIMIT = 1_400_000;
/** the leader keeps half of the base fees (the rest is burnt) and every priority fee */
export const BASE_FEE_BURN_PERCENT = 50;
