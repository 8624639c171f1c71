/** Internal calls: the transaction page's section and the address page's tab (EVM). */
import type { CatalogFor } from '../types';
import type { internalCalls as zh } from '../zh-CN/internal-calls';

export const internalCalls = {
  'internalCalls.title': 'Internal transactions ({count})',
  'internalCalls.col.kind': 'Type',
  'internalCalls.col.from': 'From',
  'internalCalls.col.to': 'To',
  'internalCalls.col.value': 'Value',
  'internalCalls.col.depth': 'Depth',
  'internalCalls.col.error': 'Result',
  'internalCalls.col.tx': 'Transaction hash',
  'internalCalls.col.block': 'Block',
  'internalCalls.col.time': 'Time',
  'internalCalls.ok': 'Success',
  'internalCalls.failed': 'Failed: {error} (value not moved)',
  'internalCalls.empty': 'No internal call moved value',
  'internalCalls.pending': 'This block has not been traced for internal calls yet; check back shortly',
  'internalCalls.pendingAddress': 'Internal calls are traced up to block {height}; newer blocks are still being traced',
  'internalCalls.notStarted': 'Tracing internal calls has not started yet',
  'internalCalls.unavailable': 'This chain’s node serves no call traces (trace_block / debug_traceBlockByHash): internal transactions are not available',
  'internalCalls.loadFailed': 'Failed to load internal transactions',
  'internalCalls.note': 'Calls inside contract execution that moved value (CALL with value, CREATE/CREATE2 and SELFDESTRUCT), from the node’s block traces',
} satisfies CatalogFor<typeof zh>;
