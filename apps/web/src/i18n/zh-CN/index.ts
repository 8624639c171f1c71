/**
 * The zh-CN catalog (the default language): one file per area, merged here. A feature adds its
 * own file (home.ts, blocks.ts, …) with keys prefixed by the feature name and one line below.
 */
import { auth } from './auth';
import { chains } from './chains';
import { common } from './common';
import { shell } from './shell';
import { blockDetail } from './block-detail';
import { blocks } from './blocks';
import { home } from './home';
import { transactions } from './transactions';
import { addresses } from './addresses';
import { address } from './address';
import { personal } from './personal';
import { profile } from './profile';
import { apiKeys } from './api-keys';
import { btc } from './btc';
import { sol } from './sol';
import { contracts } from './contracts';
import { programs } from './programs';
import { mints } from './mints';
import { settings } from './settings';
import { server } from './server';
import { statistics } from './statistics';
import { alerts } from './alerts';
import { search } from './search';
import { csv } from './csv';
import { pruned } from './pruned';
import { evmTx } from './evm-tx';
import { tokens } from './tokens';
import { internalCalls } from './internal-calls';
import { wallet } from './wallet';
import { webhooks } from './webhooks';

export const zhCN = {
  ...common,
  ...shell,
  ...auth,
  ...chains,
  ...home,
  ...blocks,
  ...blockDetail,
  ...transactions,
  ...addresses,
  ...address,
  ...personal,
  ...profile,
  ...apiKeys,
  ...btc,
  ...sol,
  ...contracts,
  ...programs,
  ...mints,
  ...settings,
  ...server,
  ...statistics,
  ...alerts,
  ...search,
  ...csv,
  ...pruned,
  ...evmTx,
  ...tokens,
  ...internalCalls,
  ...wallet,
  ...webhooks,
};

export type MessageKey = keyof typeof zhCN;
