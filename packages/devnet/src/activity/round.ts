/**
 * One round's plan: first the contracts the other kinds need (two tokens, a vault, a counter, an
 * ERC-721 collection, an ERC-1155 multi-token, a factory), then any kind or envelope type not
 * produced yet, then a weighted mix.
 */
import { TX_TYPES, type TxType } from '../fees';
import { planNftMint } from './plan-collectible';
import { planContractCall, planRevert } from './plan-contract';
import { deployedOf, planContractDeploy, planDeployOf, type DeployedName } from './plan-deploy';
import { planFactoryCreate } from './plan-factory';
import { planTokenApprove, planTokenDeploy, planTokenTransfer, planTokenTransferFrom } from './plan-token';
import { planTransfer } from './plan-transfer';
import { ACTIVITY_KINDS, type ActivityKind, type ActivityStats, type PlanContext, type PlannedTx, type Planner } from './types';

const PLANNERS: Record<ActivityKind, Planner> = {
  transfer: planTransfer,
  'token-deploy': planTokenDeploy,
  'token-transfer': planTokenTransfer,
  'token-approve': planTokenApprove,
  'token-transfer-from': planTokenTransferFrom,
  'contract-call': planContractCall,
  'contract-deploy': planContractDeploy,
  revert: planRevert,
  'nft-mint': planNftMint,
  'factory-create': planFactoryCreate,
};

const KIND_WEIGHTS: Record<ActivityKind, number> = {
  transfer: 6,
  'token-transfer': 5,
  'token-approve': 1.5,
  'token-transfer-from': 1.2,
  'contract-call': 2,
  revert: 0.8,
  'nft-mint': 0.8,
  'factory-create': 0.25,
  'contract-deploy': 0.08,
  'token-deploy': 0.05,
};

const TYPE_WEIGHTS: Record<TxType, number> = { eip1559: 70, legacy: 22, eip2930: 8 };
const MIN_TOKENS = 2;
/** deployed once early (when the generator knows none of them) */
const EARLY_DEPLOYS: readonly DeployedName[] = ['Vault', 'Counter', 'DevNft', 'DevMultiToken', 'DevFactory'];

export function planRound(ctx: PlanContext, stats: ActivityStats, size: number): PlannedTx[] {
  const { random, world } = ctx;
  const plans: Omit<PlannedTx, 'type'>[] = [];
  const add = (plan: Omit<PlannedTx, 'type'> | null) => plan && plans.push(plan);
  for (let i = world.tokens.length; i < MIN_TOKENS; i++) add(planTokenDeploy(ctx));
  for (const name of EARLY_DEPLOYS) if (!deployedOf(world, name).length) add(planDeployOf(ctx, name));
  for (const kind of ACTIVITY_KINDS) {
    if (stats.byKind[kind] === 0 && !plans.some((p) => p.kind === kind)) add(PLANNERS[kind](ctx));
  }
  for (let attempts = 0; plans.length < size && attempts < size * 4; attempts++) {
    add(PLANNERS[random.weighted(KIND_WEIGHTS)](ctx));
  }
  const missingTypes = TX_TYPES.filter((t) => stats.byType[t] === 0);
  return plans.map((plan, i) => ({ ...plan, type: missingTypes[i] ?? random.weighted(TYPE_WEIGHTS) }));
}
