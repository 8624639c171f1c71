-- The Solana program registry (spec part 2 §2.8, §3 Program, §7 Programs): the programs the sol
-- screens name, each with the rules that name its instructions and add events (the rule language:
-- packages/core/src/sol-program-rules.ts). Read at request time by the API (an active row names its
-- program; a matching instruction rule names the instruction), so a saved rule changes what the
-- explorer shows at once. Seeded with well-known mainnet programs; is_system marks the native ones
-- (builtins, loaders, precompiles): only an administrator may delete them or clear the flag.
CREATE TABLE sol_programs (
  id                BIGSERIAL PRIMARY KEY,
  program_id        TEXT NOT NULL UNIQUE,
  name              TEXT NOT NULL,
  alias             TEXT,
  category          TEXT,
  type              TEXT NOT NULL CHECK (type IN ('system', 'token', 'dex', 'defi', 'nft', 'other')),
  status            TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  version           TEXT,
  is_system         BOOLEAN NOT NULL DEFAULT FALSE,
  description       TEXT,
  instruction_rules JSONB NOT NULL DEFAULT '[]',
  event_rules       JSONB NOT NULL DEFAULT '[]',
  sample_data       JSONB,
  c_time            TIMESTAMPTZ NOT NULL DEFAULT now(),
  m_time            TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX sol_programs_type ON sol_programs (type, status, id);

-- Names of the programs the explorer knew before the registry (core sol-programs.ts) are kept as
-- they were, so the sol answers read the same until someone edits a row.
INSERT INTO sol_programs (program_id, name, alias, category, type, version, is_system, description) VALUES
  -- native programs (runtime builtins)
  ('11111111111111111111111111111111', 'System Program', 'system', 'native', 'system', NULL, TRUE, 'Creates accounts, transfers lamports, assigns owners, durable nonces.'),
  ('Vote111111111111111111111111111111111111111', 'Vote Program', 'vote', 'native', 'system', NULL, TRUE, 'Validator votes and vote accounts.'),
  ('Stake11111111111111111111111111111111111111', 'Stake Program', 'stake', 'native', 'system', NULL, TRUE, 'Stake accounts: delegate, deactivate, withdraw, split, merge.'),
  ('Config1111111111111111111111111111111111111', 'Config Program', 'config', 'native', 'system', NULL, TRUE, 'On-chain configuration accounts (validator info, stake config).'),
  ('ComputeBudget111111111111111111111111111111', 'Compute Budget Program', 'compute budget', 'native', 'system', NULL, TRUE, 'Compute unit limit (u32, code 2) and price (u64 micro-lamports, code 3) of a transaction.'),
  ('AddressLookupTab1e1111111111111111111111111', 'Address Lookup Table Program', 'lookup table', 'native', 'system', NULL, TRUE, 'Address lookup tables for version-0 transactions.'),
  ('NativeLoader1111111111111111111111111111111', 'Native Loader', NULL, 'loader', 'system', NULL, TRUE, 'Owner of the builtin programs.'),
  ('BPFLoader1111111111111111111111111111111111', 'BPF Loader', 'BPF loader 1', 'loader', 'system', '1', TRUE, 'The first (deprecated) loader of on-chain programs.'),
  ('BPFLoader2111111111111111111111111111111111', 'BPF Loader 2', NULL, 'loader', 'system', '2', TRUE, 'The loader of non-upgradeable on-chain programs.'),
  ('BPFLoaderUpgradeab1e11111111111111111111111', 'BPF Upgradeable Loader', 'BPF loader 3', 'loader', 'system', '3', TRUE, 'Deploys, upgrades and closes upgradeable programs.'),
  ('LoaderV411111111111111111111111111111111111', 'Loader v4', NULL, 'loader', 'system', '4', TRUE, 'The loader of programs with a single program account.'),
  ('Ed25519SigVerify111111111111111111111111111', 'Ed25519 Signature Verification', 'ed25519 precompile', 'precompile', 'system', NULL, TRUE, 'Precompile verifying Ed25519 signatures.'),
  ('KeccakSecp256k11111111111111111111111111111', 'Secp256k1 Signature Verification', 'secp256k1 precompile', 'precompile', 'system', NULL, TRUE, 'Precompile recovering secp256k1 (Ethereum) signatures.'),
  ('Secp256r1SigVerify1111111111111111111111111', 'Secp256r1 Signature Verification', 'secp256r1 precompile', 'precompile', 'system', NULL, TRUE, 'Precompile verifying secp256r1 (P-256) signatures.'),
  -- SPL programs
  ('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'SPL Token Program', 'spl-token', 'token', 'token', NULL, FALSE, 'Fungible and non-fungible tokens: mints, token accounts, transfers.'),
  ('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb', 'Token-2022 Program', 'token extensions', 'token', 'token', NULL, FALSE, 'The token program with extensions (transfer fees, metadata, confidential transfers, …).'),
  ('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', 'Associated Token Account Program', 'ata', 'token', 'token', NULL, FALSE, 'Creates the associated token account of a wallet and a mint.'),
  ('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo Program', 'memo v2', 'memo', 'other', '2', FALSE, 'UTF-8 memos signed by the given accounts.'),
  ('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo', 'Memo Program (v1)', 'memo v1', 'memo', 'other', '1', FALSE, 'UTF-8 memos (first version).'),
  -- DEX and aggregators
  ('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4', 'Jupiter Aggregator v6', 'Jupiter', 'aggregator', 'dex', '6', FALSE, 'Swap routing across Solana DEXs.'),
  ('JUP2jxvXaqu7NQY1GmNF4m1vodw12LVXYxbFL2uJvfo', 'Jupiter Aggregator v2', NULL, 'aggregator', 'dex', '2', FALSE, 'An earlier Jupiter swap router.'),
  ('6m2CDdhRgxpH4WjvdzxAYbGxwdGUz5MziiL5jek2kBma', 'OKX DEX Aggregation Router', 'OKX DEX', 'aggregator', 'dex', '2', FALSE, 'Swap routing of the OKX DEX aggregator.'),
  ('675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8', 'Raydium AMM v4', 'Raydium', 'amm', 'dex', '4', FALSE, 'Raydium''s constant-product AMM (liquidity pool v4).'),
  ('CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK', 'Raydium CLMM', 'Raydium concentrated liquidity', 'clmm', 'dex', NULL, FALSE, 'Raydium''s concentrated-liquidity market maker.'),
  ('whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc', 'Orca Whirlpools', 'Orca', 'clmm', 'dex', NULL, FALSE, 'Orca''s concentrated-liquidity pools.'),
  ('LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo', 'Meteora DLMM', 'Meteora', 'clmm', 'dex', NULL, FALSE, 'Meteora''s dynamic liquidity market maker (liquidity bins).'),
  ('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', 'Serum DEX v3', 'Serum', 'orderbook', 'dex', '3', FALSE, 'Serum''s central limit order book.'),
  ('srmqPvymJeFKQ4zGQed1GFppgkRHL9kaELCbyksJtPX', 'OpenBook', 'OpenBook v1', 'orderbook', 'dex', '1', FALSE, 'The community fork of the Serum order book.'),
  ('opnb2LAfJYbRMAHHvqjCwQxanZn7ReEHp1k81EohpZb', 'OpenBook v2', NULL, 'orderbook', 'dex', '2', FALSE, 'OpenBook''s second order book program.'),
  ('PhoeNiXZ8ByJGLkxNfZRnkUfjvmuYqLR89jjFHGqdXY', 'Phoenix', 'Phoenix DEX', 'orderbook', 'dex', NULL, FALSE, 'Phoenix''s crankless central limit order book.'),
  -- DeFi
  ('6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P', 'Pump.fun', 'pump', 'launchpad', 'defi', NULL, FALSE, 'Token launches on a bonding curve.'),
  ('MarBmsSgKXdrN1egZf5sqe1TMai9K1rChYNDJgjq7aD', 'Marinade Finance', 'Marinade', 'liquid staking', 'defi', NULL, FALSE, 'Liquid staking (mSOL).'),
  ('FsJ3A3u2vn5cTVofAjvy6y5kwABJAqYWpe4975bi2epH', 'Pyth Oracle', 'Pyth', 'oracle', 'other', '2', FALSE, 'Pyth price feeds (the Solana mainnet oracle program).'),
  -- NFT
  ('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s', 'Metaplex Token Metadata', 'Token Metadata', 'nft', 'nft', NULL, FALSE, 'Metadata of tokens and NFTs (names, symbols, URIs, creators, editions).'),
  ('BGUMAp9Gq7iTEuizy4pqaxsTyUCBK68MDfK752saRPUY', 'Metaplex Bubblegum', 'Bubblegum', 'nft', 'nft', NULL, FALSE, 'Compressed NFTs in concurrent Merkle trees.'),
  ('CndyV3LdqHUfDLmE5naZjVN8rBZz4tqhdefbAnjHG3JR', 'Metaplex Candy Machine v3', 'Candy Machine', 'nft', 'nft', '3', FALSE, 'NFT collection minting (Candy Machine Core).');

-- The registry's API-key scopes (GET /api/permissions).
INSERT INTO permission_types (config_value, config_name, sort_order) VALUES
  ('programs:read', '读取程序', 7),
  ('programs:write', '维护程序', 8);
