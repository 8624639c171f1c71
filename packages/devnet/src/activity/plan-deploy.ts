/**
 * Deployments of the devnet's contracts besides tokens: Counter and Vault (contract-deploy now and
 * then), and once early an ERC-721 collection, an ERC-1155 multi-token and a factory, each with an
 * explicit gas limit above what it uses.
 */
import { encodeDeployData, getAddress, type Address } from 'viem';
import type { ContractName } from '../compile';
import type { PlanContext, Planner, PlannedTx, World } from './types';

export type DeployedName = Exclude<ContractName, 'DevToken'>;

interface DeploySpec {
  list: (world: World) => Address[];
  /** gas limit range; what the deployment uses is below its lower end */
  gas: readonly [number, number];
  args?: (ctx: PlanContext) => unknown[];
}

const COLLECTIONS = ['Pixel Foxes', 'Harbor Keys', 'Lunar Tiles', 'Amber Relics', 'Quiet Birds'];
const ITEM_SETS = ['Forge Items', 'Orbit Badges', 'Canyon Cards', 'Meadow Seeds'];
/** constructor arguments (name, symbol) of a collection */
const named = (name: string) => [name, name.split(' ').map((w) => w.slice(0, 2).toUpperCase()).join('')];

const DEPLOYS: Record<DeployedName, DeploySpec> = {
  Counter: { list: (w) => w.counters, gas: [300_000, 450_000] },
  Vault: { list: (w) => w.vaults, gas: [300_000, 450_000] },
  DevNft: {
    list: (w) => w.nfts,
    gas: [1_100_000, 1_300_000],
    args: (ctx) => named(ctx.random.pick(COLLECTIONS)),
  },
  DevMultiToken: {
    list: (w) => w.multiTokens,
    gas: [1_200_000, 1_400_000],
    args: (ctx) => named(ctx.random.pick(ITEM_SETS)),
  },
  DevFactory: { list: (w) => w.factories, gas: [450_000, 550_000] },
};

/** the deployed contracts of this kind the generator remembers */
export function deployedOf(world: World, name: DeployedName): Address[] {
  return DEPLOYS[name].list(world);
}

export function planDeployOf(ctx: PlanContext, name: DeployedName): Omit<PlannedTx, 'type'> {
  const { abi, bytecode } = ctx.contracts[name];
  const spec = DEPLOYS[name];
  const args = spec.args?.(ctx) ?? [];
  return {
    kind: 'contract-deploy',
    from: ctx.random.pick(ctx.accounts),
    body: { data: encodeDeployData({ abi, bytecode, args }), gas: BigInt(ctx.random.int(...spec.gas)) },
    label: `deploy ${name}${args.length ? ` ${String(args[0])}` : ''}`,
    onSuccess: (receipt) => {
      if (receipt.contractAddress) spec.list(ctx.world).push(getAddress(receipt.contractAddress));
    },
  };
}

export const planContractDeploy: Planner = (ctx) => planDeployOf(ctx, ctx.random.chance(0.5) ? 'Counter' : 'Vault');
