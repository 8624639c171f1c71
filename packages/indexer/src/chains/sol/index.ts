export { readSolBlock, solBlockTotals } from './block';
export { normalizeSolTransaction, readSolTransaction, type SolTransactionAnswer } from './transaction';
export { readSolMeta, type SolMeta, type SolMetaInnerInstruction, type SolMetaTokenBalance } from './meta';
export { consistentSolTransfers, transferEvents, type BalanceView, type TransferAt } from './events';
export { decodeInstruction, readParsedNode, type DecodedInstruction, type TransferFact } from './instruction';
export { PROGRAM_DECODERS } from './programs';
export { decodeWireTransaction, verifyFeePayerSignature, type SolWireTransaction } from './wire-transaction';
