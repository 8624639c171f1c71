/**
 * Child process for the kill -9 test: runs a btc devnet on a data directory, mining every
 * second, and prints {"height","hash"} after each block so the parent knows what was mined.
 */
import { startBtcDevnet } from '../../src';

const dataDir = process.argv[2]!;
const devnet = await startBtcDevnet({ dataDir, blockTime: 0, initialBlocks: 102, txPerBlock: [3, 6], seed: 'kill-test', keysPerKind: 4 });
const report = () => console.log(JSON.stringify({ height: devnet.height(), hash: devnet.chain.tip.hash }));
report();
setInterval(() => {
  devnet.mine(1);
  report();
}, 200);
