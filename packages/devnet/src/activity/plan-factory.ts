/**
 * Factory calls: DevFactory deploys a FactoryChild inside the call, with CREATE or CREATE2 (a fresh
 * random salt), so the chain has contracts that no transaction of their own created.
 */
import { decodeEventLog, encodeFunctionData, getAddress } from 'viem';
import type { Planner } from './types';
import { draw } from './world';

export const planFactoryCreate: Planner = (ctx) => {
  const { random, world } = ctx;
  if (!world.factories.length) return null;
  const factory = random.pick(world.factories.slice(-2));
  const from = random.pick(ctx.accounts);
  const { abi } = ctx.contracts.DevFactory;
  const opcode = draw(ctx, 'factory-opcode', { create: 1, create2: 1 });
  const data =
    opcode === 'create2'
      ? encodeFunctionData({ abi, functionName: 'create2', args: [random.hex(32)] })
      : encodeFunctionData({ abi, functionName: 'create' });
  return {
    kind: 'factory-create',
    from,
    body: { to: factory, data, gas: BigInt(random.int(260_000, 320_000)) },
    label: `DevFactory.${opcode}`,
    onSuccess: (receipt) => {
      for (const log of receipt.logs) {
        if (getAddress(log.address) !== factory) continue;
        const event = decodeEventLog({ abi, data: log.data, topics: log.topics, strict: false });
        if (event.eventName === 'ChildCreated') world.children.push(getAddress((event.args as unknown as { child: string }).child));
      }
    },
  };
};
