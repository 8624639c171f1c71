/**
 * A transaction in its wire format (base64, as `getTransaction`/`getBlock` give it in `base64`
 * encoding or a geyser stream does): decoded with @solana/kit's transaction and message decoders,
 * with the fee payer's ed25519 signature checked over the message bytes (WebCrypto, via kit).
 */
import {
  getBase58Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  verifySignature,
  type Address,
  type SignatureBytes,
} from '@solana/kit';

export interface SolWireTransaction {
  /** base58 of the first signature: the transaction's id */
  signature: string;
  /** 'legacy' or the message version number */
  version: 'legacy' | number;
  /** bytes of the whole transaction */
  length: number;
  feePayer: string;
  /** signer address → base58 signature (null where the signature is missing) */
  signatures: { address: string; signature: string | null }[];
  staticAccounts: string[];
  recentBlockhash: string;
  header: { numSignerAccounts: number; numReadonlySignerAccounts: number; numReadonlyNonSignerAccounts: number };
  instructions: { programIdIndex: number; accountIndices: number[]; data: Uint8Array }[];
  addressTableLookups: { lookupTableAddress: string; writableIndexes: number[]; readonlyIndexes: number[] }[];
  /** the signed bytes */
  messageBytes: Uint8Array;
  /** the fee payer's signature bytes */
  feePayerSignature: Uint8Array | null;
}

const base64 = getBase64Encoder();
const base58 = getBase58Decoder();
const txDecoder = getTransactionDecoder();
const messageDecoder = getCompiledTransactionMessageDecoder();

export function decodeWireTransaction(wire: string | Uint8Array): SolWireTransaction {
  const bytes = typeof wire === 'string' ? new Uint8Array(base64.encode(wire)) : wire;
  const tx = txDecoder.decode(bytes);
  const message = messageDecoder.decode(tx.messageBytes);
  const sigs = Object.entries(tx.signatures) as [string, SignatureBytes | null][];
  const first = sigs[0];
  if (!first || !first[1]) throw new Error('the transaction carries no fee payer signature');
  if (message.version === 1) throw new Error('version 1 transaction messages are not read here');
  const header = message.header;
  return {
    signature: base58.decode(first[1]),
    version: message.version,
    length: bytes.length,
    feePayer: first[0],
    signatures: sigs.map(([address, s]) => ({ address, signature: s ? base58.decode(s) : null })),
    staticAccounts: [...message.staticAccounts],
    recentBlockhash: message.lifetimeToken,
    header: {
      numSignerAccounts: header.numSignerAccounts,
      numReadonlySignerAccounts: header.numReadonlySignerAccounts,
      numReadonlyNonSignerAccounts: header.numReadonlyNonSignerAccounts,
    },
    instructions: message.instructions.map((i) => ({
      programIdIndex: i.programAddressIndex,
      accountIndices: [...(i.accountIndices ?? [])],
      data: new Uint8Array(i.data ?? []),
    })),
    addressTableLookups: (('addressTableLookups' in message ? message.addressTableLookups : undefined) ?? []).map((l) => ({
      lookupTableAddress: l.lookupTableAddress,
      writableIndexes: [...l.writableIndexes],
      readonlyIndexes: [...l.readonlyIndexes],
    })),
    messageBytes: new Uint8Array(tx.messageBytes),
    feePayerSignature: new Uint8Array(first[1]),
  };
}

/** true when the fee payer's ed25519 signature verifies over the message bytes */
export async function verifyFeePayerSignature(tx: SolWireTransaction): Promise<boolean> {
  if (!tx.feePayerSignature) return false;
  const key = await getPublicKeyFromAddress(tx.feePayer as Address);
  return verifySignature(key, tx.feePayerSignature as SignatureBytes, tx.messageBytes);
}
