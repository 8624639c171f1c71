/**
 * The en-US catalog, loaded only when English is chosen. Missing keys fall back to zh-CN. A feature
 * adds its own file here too and one line below.
 */
import type { Catalog } from '../types';
import { auth } from './auth';
import { chains } from './chains';
import { common } from './common';
import { shell } from './shell';
import { blockDetail } from './block-detail';
import { blocks } from './blocks';
import { home } from './home';
import { transactions } from './transactions';
import { addresses } from './addresses';
import { personal } from './personal';
import { profile } from './profile';
import { apiKeys } from './api-keys';
import { btc } from './btc';
import { sol } from './sol';
import { contracts } from './contracts';
import { programs } from './programs';
import { mints } from './mints';

export const enUS: Catalog = {
  ...common,
  ...shell,
  ...auth,
  ...chains,
  ...home,
  ...blocks,
  ...blockDetail,
  ...transactions,
  ...addresses,
  ...personal,
  ...profile,
  ...apiKeys,
  ...btc,
  ...sol,
  ...contracts,
  ...programs,
  ...mints,
};
