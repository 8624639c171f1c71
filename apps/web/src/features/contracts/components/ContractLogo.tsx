/** A contract's logo in the list (cached per address for 7 days) or a placeholder with its initial. */
import type { ChainId, Contract } from '../../../lib/core';
import { LogoImage } from '../../../components/LogoImage';
import { useContractLogo } from '../api/contract-logo';

export function ContractLogo({ chain, contract }: { chain: ChainId; contract: Contract }) {
  const logo = useContractLogo(chain, contract);
  return <LogoImage src={logo.data} name={contract.name} />;
}
