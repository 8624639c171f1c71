/**
 * The web app's entry with the toy family: registers the toy chain and its view, then loads the
 * app's own entry (main.tsx), whose chain registry builds each chain's view when it is evaluated.
 */
import { registerChain } from '../../../../../web/src/lib/core';
import { registerFamilyView } from '../../../../../web/src/chains/registered-families';
import type { SomeFamilyRows } from '../../../../../web/src/chains/family-rows';
import { TOY_CHAIN } from '../chain';
import { TOY_ROWS, TOY_VIEW } from './view';

registerChain(TOY_CHAIN);
registerFamilyView(TOY_VIEW, TOY_ROWS as unknown as SomeFamilyRows);
void import('../../../../../web/src/main');
