/** Where things are, from the repository root. */
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const WEB = fileURLToPath(new URL('../../', import.meta.url));
export const SCREENSHOTS = fileURLToPath(new URL('../../../../test-output/screenshots/', import.meta.url));
