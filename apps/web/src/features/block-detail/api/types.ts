/** Wire shapes the block detail reads: the server's own (packages/core/src/wire/{block,transaction}.ts). */
import type { ApiBlock, ApiTransaction, TransactionList } from '../../../lib/core';

export type DetailBlock = ApiBlock;
export type BlockTransaction = ApiTransaction;
export type TransactionPage = TransactionList;
