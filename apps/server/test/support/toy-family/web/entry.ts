/**
 * The web app's entry with the toy family: registers the toy chain, its view and its titles, then
 * loads the app's own entry (main.tsx), whose chain registry builds each chain's view when it is
 * evaluated.
 */
import { registerChain } from '../../../../../web/src/lib/core';
import { registerFamilyView } from '../../../../../web/src/chains/registered-families';
import { registerMessages } from '../../../../../web/src/i18n';
import type { SomeFamilyRows } from '../../../../../web/src/chains/family-rows';
import { TOY_CHAIN } from '../chain';
import { TOY_MESSAGES, TOY_ROWS, TOY_VIEW } from './view';

registerChain(TOY_CHAIN);
registerFamilyView(TOY_VIEW, TOY_ROWS as unknown as SomeFamilyRows);
registerMessages(TOY_MESSAGES);
void import('../../../../../web/src/main');
