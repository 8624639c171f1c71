/**
 * Test activity on an Anvil node, signed with viem and explicit nonces: an EIP-1559 transfer, a
 * legacy transfer, two contract deployments (hand-assembled bytecode: one contract emits an
 * ERC-20 Transfer log of 42 to a fixed address, the other always reverts), a call of each, and a
 * few empty blocks. Several txs share a block (automine off while they are sent).
 */
import { createWalletClient, getContractAddress, http, parseEther, parseGwei, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

const MNEMONIC = 'test test test test test test test test test test test junk';
export const sender = mnemonicToAccount(MNEMONIC, { addressIndex: 0 });
export const receiver: Address = '0x00000000000000000000000000000000000000b0';
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** runtime: mstore(0, 42); log3(0, 32, Transfer, caller, receiver); stop */
const emitterRuntime = `602a600052` + `73${receiver.slice(2)}` + `33` + `7f${TRANSFER_TOPIC.slice(2)}` + `60206000a300`;
/** runtime: revert(0, 0) */
const revertRuntime = '60006000fd';
/** creation code: copy the runtime that follows this 11-byte prefix into memory and return it */
const deploy = (runtime: string): Hex => {
  const len = (runtime.length / 2).toString(16).padStart(2, '0');
  return `0x60${len}80600b6000396000f3${runtime}`;
};

export async function rpcCall<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export async function sendSampleActivity(rpcUrl: string): Promise<{ emitter: Address; reverter: Address }> {
  const wallet = createWalletClient({ account: sender, transport: http(rpcUrl) });
  const chain = null;
  let nonce = await rpcCall<string>(rpcUrl, 'eth_getTransactionCount', [sender.address, 'pending']).then(Number);
  const emitter = getContractAddress({ from: sender.address, nonce: BigInt(nonce + 2) });
  const reverter = getContractAddress({ from: sender.address, nonce: BigInt(nonce + 3) });
  const fees = { maxFeePerGas: parseGwei('3'), maxPriorityFeePerGas: parseGwei('1') };

  await rpcCall(rpcUrl, 'evm_setAutomine', [false]);
  await wallet.sendTransaction({ chain, nonce: nonce++, to: receiver, value: parseEther('1.5'), gas: 21_000n, type: 'eip1559', ...fees });
  await wallet.sendTransaction({ chain, nonce: nonce++, to: receiver, value: 12345n, gas: 21_000n, type: 'legacy', gasPrice: parseGwei('4') });
  await wallet.sendTransaction({ chain, nonce: nonce++, data: deploy(emitterRuntime), gas: 200_000n, type: 'eip1559', ...fees });
  await wallet.sendTransaction({ chain, nonce: nonce++, data: deploy(revertRuntime), gas: 200_000n, type: 'eip1559', ...fees });
  await rpcCall(rpcUrl, 'evm_mine');
  await wallet.sendTransaction({ chain, nonce: nonce++, to: emitter, gas: 100_000n, type: 'eip1559', ...fees });
  await wallet.sendTransaction({ chain, nonce: nonce++, to: reverter, gas: 100_000n, type: 'legacy', gasPrice: parseGwei('5') });
  await rpcCall(rpcUrl, 'evm_mine');
  await rpcCall(rpcUrl, 'evm_setAutomine', [true]);
  await rpcCall(rpcUrl, 'anvil_mine', ['0x3']);
  return { emitter, reverter };
}
