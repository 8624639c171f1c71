/** The EVM address page: transactions with their token transfers, and whether the address is a contract (a token's fields). */
import { inPageOrder } from '../address-rows';
import { hexParam } from './tx-rows';
import type { FamilyAddressPage } from '../types';

export const evmAddressPage: FamilyAddressPage = {
  /** the 20 bytes (the indexer's BlockActivity keys the lower-case hex) */
  addressBytes: (_chain, address) => hexParam(address),
  async rows(repos, chain, address, keys) {
    const txs = inPageOrder(keys, await repos.evm.address.transactions(chain, keys));
    const transfers = await repos.evm.address.transfers(chain, address, txs);
    return txs.map((t) => {
      const out = t.from_addr === address;
      const direction = out && (t.to_addr === address || t.contract_address === address) ? 'self' : out ? 'out' : 'in';
      return {
        hash: t.hash,
        block_height: t.block_height,
        tx_index: t.tx_index,
        timestamp: t.timestamp,
        direction,
        counterparty: direction === 'in' ? t.from_addr : (t.to_addr ?? t.contract_address),
        value: t.value,
        fee: t.fee,
        status: t.status,
        token_transfers: transfers
          .filter((x) => x.block_height === t.block_height && x.tx_index === t.tx_index)
          .map((x) => ({ log_index: x.log_index, token: x.token, symbol: x.symbol, decimals: x.decimals, from: x.from_addr, to: x.to_addr, amount: x.amount })),
      };
    });
  },
  async extras(repos, chain, address) {
    const c = await repos.evm.address.contract(chain, address);
    const token = c && (c.is_erc20 || c.symbol !== null || c.name !== null) ? { name: c.name, symbol: c.symbol, decimals: c.decimals, contract_type: c.contract_type, total_supply: c.total_supply } : null;
    return { evm: { is_contract: c !== undefined, token, creator: c?.creator ?? null, creation_tx: c?.creation_tx ?? null } };
  },
};
