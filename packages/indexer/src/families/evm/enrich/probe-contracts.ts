/**
 * One probe of a pass's contracts, in two rounds of batched eth_calls: first every contract's
 * ERC-20 metadata (name, symbol, decimals, totalSupply) and the ERC-165 check
 * (supportsInterface(0x01ffc9a7) and (0xffffffff)); then, for the contracts that implement ERC-165
 * only, supportsInterface of ERC-721 and ERC-1155.
 */
import { isAddress } from 'viem';
import { RpcTransportError, type RpcClient } from '../../../rpc';
import {
  ERC165_CHECK,
  implementsErc165,
  NFT_CHECK,
  supportsInterfaceCalls,
  type Erc165Outcomes,
  type NftOutcomes,
} from './interface-calls';
import type { ProbeCandidate } from './probe-candidates';
import { groupOutcomes, probeCalls, toOutcome, type ProbeOutcomes } from './token-calls';
import { readProbe, type TokenProbe } from './token-decode';

interface Answers {
  token: ProbeOutcomes;
  erc165: Erc165Outcomes;
  nft?: NftOutcomes;
}

/** Probes in two sets of JSON-RPC batches. Throws when the node could not be reached for any contract. */
export async function probeContracts(
  client: RpcClient,
  candidates: ProbeCandidate[],
  signal?: AbortSignal,
): Promise<TokenProbe[]> {
  const valid = candidates.filter((c) => isAddress(c.address, { strict: false }));
  const answers = await firstRound(client, valid, signal);
  const claimers = answers.flatMap((a, i) => (implementsErc165(a.erc165) ? [i] : []));
  if (claimers.length > 0) {
    const second = await client.requestSettled(
      claimers.flatMap((i) => supportsInterfaceCalls(valid[i]!.address, NFT_CHECK)),
      signal,
    );
    claimers.forEach((i, k) => {
      const at = (j: number) => toOutcome(second[k * NFT_CHECK.length + j]!);
      answers[i]!.nft = { erc721: at(0), erc1155: at(1) };
    });
  }
  const byAddress = new Map(valid.map((c, i) => [c.address, readProbe(answers[i]!.token, answers[i])]));
  const probes = candidates.map((c): TokenProbe => byAddress.get(c.address) ?? { kind: 'not_erc20' });
  const unreachable = probes.filter((p) => p.kind === 'failed' && p.error instanceof RpcTransportError);
  if (unreachable.length > 0 && unreachable.length === probes.length)
    throw (unreachable[0] as { error: unknown }).error;
  return probes;
}

async function firstRound(client: RpcClient, valid: ProbeCandidate[], signal?: AbortSignal): Promise<Answers[]> {
  const tokenCalls = valid.flatMap((c) => probeCalls(c.address));
  const results = await client.requestSettled(
    [...tokenCalls, ...valid.flatMap((c) => supportsInterfaceCalls(c.address, ERC165_CHECK))],
    signal,
  );
  const tokens = groupOutcomes(results.slice(0, tokenCalls.length), valid.length);
  const checks = results.slice(tokenCalls.length);
  return tokens.map((token, i) => {
    const at = (j: number) => toOutcome(checks[i * ERC165_CHECK.length + j]!);
    return { token, erc165: { erc165: at(0), invalid: at(1) } };
  });
}
