/**
 * The eth_calls of an ERC-20 metadata probe (name, symbol, decimals, totalSupply, encoded with
 * viem's erc20Abi) and what each answer means: data, a deterministic execution failure of the
 * contract (revert, invalid opcode, out of gas — asking again gives the same answer), or an error
 * of the node (missing state, rate limit, network) that says nothing about the contract.
 */
import { encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { RpcResponseError, type RpcCall } from '../../../rpc';

export const PROBED_FUNCTIONS = ['name', 'symbol', 'decimals', 'totalSupply'] as const;
export type ProbedFunction = (typeof PROBED_FUNCTIONS)[number];

const CALL_DATA: Record<ProbedFunction, Hex> = {
  name: encodeFunctionData({ abi: erc20Abi, functionName: 'name' }),
  symbol: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }),
  decimals: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }),
  totalSupply: encodeFunctionData({ abi: erc20Abi, functionName: 'totalSupply' }),
};

export type CallOutcome =
  { kind: 'answer'; data: Hex } | { kind: 'reverted' } | { kind: 'error'; error: unknown };
export type ProbeOutcomes = Record<ProbedFunction, CallOutcome>;

/** The probe's calls for one contract, in PROBED_FUNCTIONS order. */
export function probeCalls(address: string): RpcCall[] {
  return PROBED_FUNCTIONS.map((fn) => ({
    method: 'eth_call',
    params: [{ to: address, data: CALL_DATA[fn] }, 'latest'],
  }));
}

const HEX_DATA = /^0x([0-9a-fA-F]{2})*$/;

export function toOutcome(result: PromiseSettledResult<unknown>): CallOutcome {
  if (result.status === 'rejected')
    return isExecutionFailure(result.reason) ? { kind: 'reverted' } : { kind: 'error', error: result.reason };
  const data = result.value;
  if (typeof data === 'string' && HEX_DATA.test(data)) return { kind: 'answer', data: data as Hex };
  return { kind: 'error', error: new Error(`eth_call answered ${JSON.stringify(data)?.slice(0, 80)}`) };
}

/** Messages nodes use when the call itself failed inside the EVM (geth, erigon, nethermind, anvil, besu). */
const EXECUTION_FAILURE =
  /revert|EVM error|invalid opcode|out of gas|stack (underflow|overflow)|invalid jump|bad jump|vm exception|execution error|invalid instruction/i;

export function isExecutionFailure(error: unknown): boolean {
  if (!(error instanceof RpcResponseError)) return false;
  return error.code === 3 || EXECUTION_FAILURE.test(error.rpcMessage);
}

/** Settled results of probeCalls (4 per contract, in order) → one record per contract. */
export function groupOutcomes(results: PromiseSettledResult<unknown>[], contracts: number): ProbeOutcomes[] {
  return Array.from({ length: contracts }, (_, i) => {
    const at = (k: number) => toOutcome(results[i * PROBED_FUNCTIONS.length + k]!);
    return { name: at(0), symbol: at(1), decimals: at(2), totalSupply: at(3) };
  });
}
