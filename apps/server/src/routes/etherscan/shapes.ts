/**
 * The Etherscan API's answers and parameters: `{ status, message, result }` (status "1" with message
 * "OK", or "0" with "NOTOK" and the error's English text in result, or "No transactions found" /
 * "No records found" with an empty list), the proxy module's JSON-RPC `{ jsonrpc, id, result | error }`,
 * and the parameter forms Etherscan takes (decimal block numbers, 0x addresses and hashes).
 */
import { z } from 'zod';

export interface EtherscanAnswer {
  status: '0' | '1';
  message: string;
  result: unknown;
}

export interface RpcAnswer {
  jsonrpc: '2.0';
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

export type Answer = EtherscanAnswer | RpcAnswer;

/**
 * An answer that refuses the call (HTTP 200, as Etherscan answers). `served` false (bad input, the key,
 * no node): the API key's quota slot is given back; true: a lookup that ran and found nothing, which counts.
 */
export class Refusal extends Error {
  constructor(
    readonly answer: Answer,
    readonly served = false,
  ) {
    super(
      typeof (answer as EtherscanAnswer).result === 'string'
        ? ((answer as EtherscanAnswer).result as string)
        : 'refused',
    );
  }
}

export const MESSAGES = {
  module: 'Error! Missing Or invalid Module name',
  action: 'Error! Missing Or invalid Action name',
  address: 'Error! Invalid address format',
  txhash: 'Error! Invalid txhash format',
  apiKey: 'Invalid API Key',
  rateLimit: 'Max rate limit reached',
  chainId:
    'Missing or unsupported chainid parameter (required for v2 api), please see chainlist for the list of supported chainids',
  noNode: 'Error! The chain node did not answer',
} as const;

export const ok = (result: unknown): EtherscanAnswer => ({ status: '1', message: 'OK', result });
export const notOk = (result: string): EtherscanAnswer => ({ status: '0', message: 'NOTOK', result });
export const refuse = (result: string): Refusal => new Refusal(notOk(result));
/** a lookup that found nothing: refused, but served (it counts against the key's quota) */
export const missing = (result: string): Refusal => new Refusal(notOk(result), true);
/** a list: OK with its rows, or Etherscan's empty answer */
export const list = (rows: readonly unknown[], empty = 'No transactions found'): EtherscanAnswer =>
  rows.length > 0 ? ok(rows) : { status: '0', message: empty, result: [] };
export const rpc = (result: unknown): RpcAnswer => ({ jsonrpc: '2.0', id: 1, result });
export const rpcError = (code: number, message: string): RpcAnswer => ({
  jsonrpc: '2.0',
  id: 1,
  error: { code, message },
});

/** the whole answer of the route, for validation and the OpenAPI document */
export const AnswerSchema = z
  .union([
    z.object({ status: z.enum(['0', '1']), message: z.string(), result: z.unknown() }),
    z.object({
      jsonrpc: z.literal('2.0'),
      id: z.number(),
      result: z.unknown().optional(),
      error: z.object({ code: z.number(), message: z.string() }).optional(),
    }),
  ])
  .meta({
    examples: [
      {
        status: '1',
        message: 'OK',
        result: [
          {
            blockNumber: '14923678',
            timeStamp: '1654646411',
            hash: '0x' + 'a1'.repeat(32),
            nonce: '6',
            blockHash: '0x' + 'b2'.repeat(32),
            transactionIndex: '61',
            from: '0x' + '9a'.repeat(20),
            to: '0x' + '3c'.repeat(20),
            value: '1000000000000000000',
            gas: '21000',
            gasPrice: '14184761020',
            isError: '0',
            txreceipt_status: '1',
            input: '0x',
            contractAddress: '',
            cumulativeGasUsed: '4961281',
            gasUsed: '21000',
            confirmations: '122',
            methodId: '0x',
            functionName: '',
          },
        ],
      },
    ],
  });

// ---- parameters: each refusal in Etherscan's words ------------------------------------------------

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;

/** Etherscan takes an address in any case; stored addresses are lower case */
export const address = z
  .string({ error: MESSAGES.address })
  .trim()
  .regex(ADDRESS, MESSAGES.address)
  .transform((a) => a.toLowerCase());
export const txhash = z
  .string({ error: MESSAGES.txhash })
  .trim()
  .regex(HASH, MESSAGES.txhash)
  .transform((h) => h.toLowerCase());

/** a decimal integer within [0, 2^53) */
export const integer = (name: string) =>
  z
    .string({ error: `Error! Invalid ${name}` })
    .trim()
    .regex(/^\d{1,15}$/, `Error! Invalid ${name}`)
    .transform(Number);

export const optionalInt = (name: string) => integer(name).optional();

export const sort = z
  .enum(['asc', 'desc'], { error: 'Error! Invalid sort order, asc or desc' })
  .default('asc');

/** the list parameters every list action takes (Etherscan's: blocks, page, offset, sort) */
export const listParams = {
  startblock: optionalInt('startblock'),
  endblock: optionalInt('endblock'),
  page: optionalInt('page'),
  offset: optionalInt('offset'),
  sort,
};

/** the first zod issue's message (each schema above words its own in Etherscan's English) */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Error! Invalid parameters';
  const field = issue.path.join('.');
  // a message zod wrote itself (an unexpected shape) is put in Etherscan's form with the parameter's name
  return issue.message.startsWith('Error!') || issue.message.startsWith('Invalid')
    ? issue.message
    : `Error! Invalid ${field || 'parameters'}`;
}
