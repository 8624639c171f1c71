/** Wire shapes the block detail reads: the server's own (packages/core/src/wire/{block,transaction,receipt}.ts). */
import type { ApiBlock, ApiReceipt, ApiTransaction, TransactionList } from '../../../lib/core';

export type { ParsedResult, ReceiptLog, ReceiptToken } from '../../../lib/core';
export type DetailBlock = ApiBlock;
export type BlockTransaction = ApiTransaction;
export type TransactionPage = TransactionList;
export type Receipt = ApiReceipt;
