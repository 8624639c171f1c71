/**
 * Errors crossing from a decode worker to the indexer keep their class, so the sync engine treats
 * them as it would in its own thread (transient → retry, NodeCapabilityError → stop, reorg kinds →
 * fetch again). Own fields travel as data; the cause chain stays behind (it may not be cloneable).
 */
import { RpcShapeError } from '../chains/rpc-shape-error';
import { BlockNotFoundError, InconsistentBlockError, NodeCapabilityError, RpcResponseError, RpcTransportError } from '../rpc/errors';

const CLASSES: Record<string, { prototype: Error }> = {
  RpcTransportError,
  RpcResponseError,
  NodeCapabilityError,
  BlockNotFoundError,
  InconsistentBlockError,
  RpcShapeError,
};

export interface SentError {
  name: string;
  fields: Record<string, unknown>;
}

export function sendableError(e: unknown): SentError {
  if (!(e instanceof Error)) return { name: 'Error', fields: { message: String(e) } };
  const fields: Record<string, unknown> = {};
  for (const key of Object.getOwnPropertyNames(e)) {
    const v = (e as unknown as Record<string, unknown>)[key];
    if (key !== 'cause' && (v === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof v)))
      fields[key] = v;
  }
  return { name: e.name, fields };
}

export function revivedError(sent: SentError): Error {
  const e = Object.create((CLASSES[sent.name] ?? Error).prototype) as Error;
  return Object.assign(e, sent.fields);
}
