/** A contract's logo in the list (cached per address for 7 days) or a placeholder with its initial. */
import type { ChainId, Contract } from '../../../lib/core';
import { useContractLogo } from '../api/contract-logo';

export function LogoImage({ src, name, size = 28 }: { src: string | null | undefined; name: string | null; size?: number }) {
  if (src) return <img className="contract-logo" src={src} alt="" width={size} height={size} data-testid="contract-logo-img" />;
  const initial = (name ?? '').trim().charAt(0).toUpperCase() || '?';
  return (
    <span className="contract-logo contract-logo-placeholder" style={{ width: size, height: size }} aria-hidden="true">
      {initial}
    </span>
  );
}

export function ContractLogo({ chain, contract }: { chain: ChainId; contract: Contract }) {
  const logo = useContractLogo(chain, contract);
  return <LogoImage src={logo.data} name={contract.name} />;
}
