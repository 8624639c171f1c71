/** npm run contracts:compile — rewrites packages/devnet/contracts/compiled.json from the .sol sources. */
import { join } from 'node:path';
import { ARTIFACT_FILE, CONTRACTS_DIR } from '../src/compile';
import { writeArtifact } from './solc';

const artifact = await writeArtifact();
console.log(`wrote ${join(CONTRACTS_DIR, ARTIFACT_FILE)}: ${Object.keys(artifact.contracts).join(', ')} (solc ${artifact.compiler}, sources ${artifact.sourcesHash})`);
