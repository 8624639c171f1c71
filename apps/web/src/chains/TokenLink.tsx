/** A token named by its symbol (else its shortened address), linked to its token page (/{chain}/tokens/{address}). */
import { Link } from 'react-router';
import { shortHash } from '../lib/format';

export function TokenLink({ root, token, symbol }: { root: string; token: string; symbol?: string | null }) {
  return (
    <Link to={`${root}/tokens/${token}`} title={token} data-testid="token-link">
      {symbol ?? shortHash(token, 6, 4)}
    </Link>
  );
}
