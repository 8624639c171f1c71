/** A token named by its symbol (else its shortened address), linked to its token page (/{chain}/tokens/{address}). */
import { Link } from 'react-router';
import type { ChainId } from '../lib/core';
import { shortHash } from '../lib/format';
import { chainView } from './registry';

/** the contract types that have a token page (holders, transfers) */
const TOKEN_TYPES = new Set(['ERC20', 'ERC721', 'ERC1155']);

/** whether a contract of this type on this chain has a token page */
export const hasTokenPage = (chain: ChainId, contractType: string | null | undefined) => chainView(chain).screens.token !== null && TOKEN_TYPES.has(contractType ?? '');

export function TokenLink({ root, token, symbol }: { root: string; token: string; symbol?: string | null }) {
  return (
    <Link to={`${root}/tokens/${token}`} title={token} data-testid="token-link">
      {symbol ?? shortHash(token, 6, 4)}
    </Link>
  );
}
