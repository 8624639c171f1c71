/**
 * Internal calls (issue 26): the frames inside a transaction that moved value — CALL with value,
 * CREATE/CREATE2 with value, SELFDESTRUCT with a balance — as the EVM indexer's tracer keeps them
 * from the node's block traces. A frame that failed is listed with its error (its value did not
 * move); frames undone by an enclosing frame's revert are not listed. `state` says whether the block
 * was traced: 'traced', 'pending' (the tracer has not reached it yet) or 'unavailable' (the node
 * serves no trace method, or could not trace this block).
 */
import { z } from 'zod';

export const INTERNAL_CALL_KINDS = ['call', 'create', 'create2', 'selfdestruct'] as const;
export const InternalCallKindSchema = z.enum(INTERNAL_CALL_KINDS);
export type InternalCallKind = z.infer<typeof InternalCallKindSchema>;

export const INTERNAL_CALL_STATES = ['traced', 'pending', 'unavailable'] as const;
export const InternalCallStateSchema = z.enum(INTERNAL_CALL_STATES);
export type InternalCallState = z.infer<typeof InternalCallStateSchema>;

export const InternalCallSchema = z.object({
  tx_hash: z.string(),
  block_height: z.number().int(),
  timestamp: z.number().int(),
  /** the call's place among the transaction's internal calls, in execution order */
  call_index: z.number().int(),
  /** 1: opened by the transaction's top frame */
  depth: z.number().int(),
  kind: InternalCallKindSchema,
  from: z.string(),
  to: z.string(),
  /** wei, decimal */
  value: z.string().regex(/^\d+$/),
  /** the frame failed: its value did not move */
  error: z.string().nullable(),
});
export type InternalCallWire = z.infer<typeof InternalCallSchema>;

export const TxInternalCallsSchema = z.object({ state: InternalCallStateSchema, calls: z.array(InternalCallSchema) });
export type TxInternalCalls = z.infer<typeof TxInternalCallsSchema>;

export const AddressInternalCallPageSchema = z.object({
  /** 'unavailable': the chain's node serves no trace method; else 'traced' up to traced_height */
  state: InternalCallStateSchema,
  /** the highest block the tracer has covered (null: none yet) */
  traced_height: z.number().int().nullable(),
  calls: z.array(InternalCallSchema),
  next_cursor: z.string().nullable(),
  limit: z.number().int(),
});
export type AddressInternalCallPage = z.infer<typeof AddressInternalCallPageSchema>;
