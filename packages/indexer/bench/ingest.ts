/**
 * npm run bench:ingest [-- --chain eth|btc|sol] [-- blocks]: the ingest benchmark of a chain family —
 * ingest-evm.ts (recorded Ethereum mainnet blocks), ingest-btc.ts (mainnet-sized regtest blocks) or
 * ingest-sol.ts (mainnet-shaped Solana slots).
 */
const args = process.argv.slice(2);
const at = args.indexOf('--chain');
const chain = at >= 0 ? args[at + 1] : 'eth';
if (at >= 0) args.splice(at, 2);
process.argv = [process.argv[0]!, process.argv[1]!, ...args];
if (chain === 'eth') await import('./ingest-evm');
else if (chain === 'btc') await import('./ingest-btc');
else if (chain === 'sol') await import('./ingest-sol');
else {
  console.error(`--chain ${chain}: the ingest benchmark exists for eth, btc and sol`);
  process.exitCode = 2;
}

export {};
