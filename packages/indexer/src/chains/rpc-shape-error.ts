/** Where in the RPC answer a field was read: the block (number or hash) and, for tx-level objects, the tx. */
export interface ShapeLocation {
  object: 'block' | 'transaction' | 'receipt' | 'log';
  block?: number | string;
  tx?: string;
}

/**
 * A raw JSON-RPC object lacks a field or carries one in the wrong shape. Thrown at the RPC edge so
 * nothing downstream ever sees a half-valid block; the message names the field, block and tx.
 */
export class RpcShapeError extends Error {
  override readonly name = 'RpcShapeError';
  readonly field: string;
  readonly block: number | string | undefined;
  readonly tx: string | undefined;

  constructor(field: string, problem: string, where: ShapeLocation) {
    const place = [where.block !== undefined ? `block ${where.block}` : '', where.tx ? `tx ${where.tx}` : '']
      .filter(Boolean)
      .join(', ');
    super(`${where.object} field "${field}" ${problem}${place ? ` (${place})` : ''}`);
    this.field = field;
    this.block = where.block;
    this.tx = where.tx;
  }
}
