/** NFT activity: mints of the ERC-721 collection (the next token id) and of ERC-1155 items (a few ids, varied amounts). */
import { encodeFunctionData } from 'viem';
import { recipient } from './pick';
import type { Planner } from './types';

/** the newest collections get the mints */
const ACTIVE = 2;

export const planNftMint: Planner = (ctx) => {
  const { random, world } = ctx;
  if (!world.nfts.length && !world.multiTokens.length) return null;
  const choice = random.weighted({ nft: world.nfts.length ? 3 : 0, multi: world.multiTokens.length ? 2 : 0 });
  const from = random.pick(ctx.accounts);
  const to = recipient(ctx, from.address, 0.3);
  if (choice === 'nft') {
    const collection = random.pick(world.nfts.slice(-ACTIVE));
    const data = encodeFunctionData({ abi: ctx.contracts.DevNft.abi, functionName: 'mint', args: [to] });
    return { kind: 'nft-mint', from, body: { to: collection, data, gas: BigInt(random.int(120_000, 160_000)) }, label: `DevNft.mint to ${to}` };
  }
  const items = random.pick(world.multiTokens.slice(-ACTIVE));
  const id = BigInt(random.int(1, 5));
  const amount = random.chance(0.3) ? 1n : random.magnitude(0, 4);
  const data = encodeFunctionData({ abi: ctx.contracts.DevMultiToken.abi, functionName: 'mint', args: [to, id, amount] });
  return { kind: 'nft-mint', from, body: { to: items, data, gas: BigInt(random.int(80_000, 110_000)) }, label: `DevMultiToken.mint ${amount} of #${id} to ${to}` };
};
