/**
 * Token pages on both mounts (mount.ts; a key needs contracts:read, an address's tokens
 * addresses:read): a token's figures from the balances the indexer keeps (issue 26), its holders,
 * transfers (and their CSV, at most the mount's row cap) and items, and the tokens an address holds.
 * Chains whose family keeps no token balances are not in the chain parameter's list.
 */
import {
  AddressTokenPageSchema,
  TokenHolderPageSchema,
  TokenInventoryPageSchema,
  TokenSummarySchema,
  TokenTransferPageSchema,
  type ChainId,
} from '@explorer/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountCell, sendCsv } from '../../../http/csv';
import { ok, responses } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { serverFamily, tokenChain } from '../../../families';
import type { FamilyTokens } from '../../../families/types';
import { AddressPath, storedAddress } from './address-page';
import { csvResponses } from './csv';
import { KeysetPageQuery } from './schemas';
import { errorsOf, operationId, routeConfig, tagsOf, type Mount } from './mount';

export const TOKEN_NOT_FOUND = '未找到该代币的转账记录';
const CSV_PAGE = 500;
export const TOKEN_TRANSFERS_CSV_HEADER = ['tx_hash', 'block_height', 'log_index', 'time_utc', 'from', 'to', 'token_id', 'amount'];

const TokenPath = z.object({ chain: tokenChain, address: z.string().trim().min(1, '地址不能为空').max(128, '地址过长').describe('the token contract’s address') });
const PageQuery = KeysetPageQuery;
const AddressTokensQuery = PageQuery.extend({ chain: tokenChain });

const tokensOf = (chain: ChainId): FamilyTokens => serverFamily(chain).tokens!;

/** the token's stored address, and a 404 when no move of it was indexed */
async function knownToken(app: FastifyInstance, chain: ChainId, text: string): Promise<string> {
  const address = await storedAddress(app, chain, text);
  if (!(await tokensOf(chain).known(app.repos, chain, address))) throw notFound(TOKEN_NOT_FOUND);
  return address;
}

async function* transferRows(app: FastifyInstance, chain: ChainId, token: string, cap: number) {
  let cursor: string | undefined;
  let written = 0;
  while (written < cap) {
    const page = await tokensOf(chain).transfers(app.repos, chain, token, cursor, Math.min(CSV_PAGE, cap - written));
    for (const t of page.transfers) {
      if (written++ >= cap) return;
      yield [t.tx_hash, t.block_height, t.log_index, new Date(t.timestamp * 1000).toISOString(), t.from, t.to, t.token_id === null ? null : amountCell(t.token_id), amountCell(t.amount)];
    }
    if (!page.next_cursor) break;
    cursor = page.next_cursor;
  }
}

export const tokenRoutes =
  (m: Mount): FastifyPluginAsyncZod =>
  async (app) => {
    const config = routeConfig(m, 'contracts:read');
    const tags = tagsOf(m, 'tokens');
    /** handler: the answer, or undefined for a token no indexed move names (404); `checked`: the token is looked up first */
    const get = <S extends z.ZodType>(
      url: string,
      name: string,
      description: string,
      querystring: z.ZodObject,
      schema: S,
      handler: (chain: ChainId, address: string, q: z.infer<typeof PageQuery>) => Promise<z.infer<S> | undefined>,
      checked = true,
    ) =>
      app.get(
        url,
        { config, schema: { tags, operationId: operationId(m, name), description, params: TokenPath, querystring, response: responses(schema, errorsOf(m, 404)) } },
        async (req) => {
          const { chain, address } = req.params as z.infer<typeof TokenPath>;
          const token = checked ? await knownToken(app, chain, address) : await storedAddress(app, chain, address);
          const answer = await handler(chain, token, req.query as z.infer<typeof PageQuery>);
          if (answer === undefined) throw notFound(TOKEN_NOT_FOUND);
          return ok(answer);
        },
      );

    get('/tokens/:chain/:address', 'getToken', 'A token: standard, name, symbol, decimals, supply (the node’s and minted − burned), holder and transfer counts, and how far its indexed balances can be trusted', z.object({}), TokenSummarySchema, (chain, address) => tokensOf(chain).summary(app.repos, chain, address), false);
    get(
      '/tokens/:chain/:address/holders',
      'getTokenHolders',
      'A token’s holders, largest balance first, with their share of the indexed supply (keyset pages)',
      PageQuery,
      TokenHolderPageSchema,
      (chain, address, q) => tokensOf(chain).holders(app.repos, chain, address, q.cursor, q.limit),
      false,
    );
    get('/tokens/:chain/:address/transfers', 'getTokenTransfers', 'A token’s transfers (ERC-20 amounts, ERC-721 and ERC-1155 items), newest first (keyset pages of logs: a TransferBatch log gives several rows)', PageQuery, TokenTransferPageSchema, (chain, address, q) =>
      tokensOf(chain).transfers(app.repos, chain, address, q.cursor, q.limit),
    );
    get('/tokens/:chain/:address/inventory', 'getTokenInventory', 'An NFT’s items (ERC-721 owner, ERC-1155 balance per holder) by token id (keyset pages)', PageQuery, TokenInventoryPageSchema, (chain, address, q) =>
      tokensOf(chain).inventory(app.repos, chain, address, q.cursor, q.limit),
    );

    app.get(
      '/tokens/:chain/:address/transfers.csv',
      {
        config,
        schema: {
          tags,
          operationId: operationId(m, 'getTokenTransfersCsv'),
          description: `A token's transfers as CSV, newest first (at most ${m.limits.csvRows} rows; amounts and token ids in base units, kept as text)`,
          produces: ['text/csv'],
          params: TokenPath,
          response: csvResponses(errorsOf(m, 404), TOKEN_TRANSFERS_CSV_HEADER),
        },
      },
      async (req, reply) => {
        const token = await knownToken(app, req.params.chain, req.params.address);
        reply.header('x-row-cap', String(m.limits.csvRows));
        await sendCsv(reply, `${req.params.chain}-token-${token.slice(0, 16)}-transfers.csv`, TOKEN_TRANSFERS_CSV_HEADER, transferRows(app, req.params.chain, token, m.limits.csvRows));
        return reply;
      },
    );

    app.get(
      '/addresses/:address/tokens',
      {
        config: routeConfig(m, 'addresses:read'),
        schema: {
          tags: tagsOf(m, 'addresses'),
          operationId: operationId(m, 'getAddressTokens'),
          description: 'The tokens an address holds, from the indexed balances (ERC-20 amounts, ERC-721 item counts, ERC-1155 sums over ids), by token address (keyset pages)',
          params: AddressPath,
          querystring: AddressTokensQuery,
          response: responses(AddressTokenPageSchema, m.errors),
        },
      },
      async (req) => {
        const holder = await storedAddress(app, req.query.chain, req.params.address);
        return ok(await tokensOf(req.query.chain).ofHolder(app.repos, req.query.chain, holder, req.query.cursor, req.query.limit));
      },
    );
  };
