/** Migration 024's SQL decoders (base58, Bitcoin address → output script, a chain's address and hash bytes) on known vectors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from './testing';

/** (address, its output script): BIP 173/350 vectors and the same key hashes in every network's forms (@scure/btc-signer's encodings) */
const SCRIPTS: [string, string][] = [
  // mainnet
  ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '76a91462e907b15cbf27d5425399ebf6f0fb50ebb88f1888ac'], // the genesis coinbase's P2PKH
  ['1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH', '76a914751e76e8199196d454941c45d1b3a323f1433bd688ac'],
  ['3CNHUhP3uyB9EUtRLsmvFUmvGdjGdkTxJw', 'a914751e76e8199196d454941c45d1b3a323f1433bd687'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'], // upper case bech32
  ['bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'],
  // testnet (regtest shares the base58 prefixes)
  ['mrCDrCybB6J1vRfbwM5hemdJz73FwDBC8r', '76a914751e76e8199196d454941c45d1b3a323f1433bd688ac'],
  ['2N3vVYSK5XRgVSGWy21PnsRmBUywSQNdCsf', 'a914751e76e8199196d454941c45d1b3a323f1433bd687'],
  ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47zagq', '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'],
  // regtest
  ['bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
  ['bcrt1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qzf4jry', '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262'],
  ['bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6', '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'],
];

/** base58 text → bytes (hex): leading '1's are zero bytes */
const BASE58: [string, string][] = [
  ['', ''],
  ['1', '00'],
  ['11', '0000'],
  ['2', '01'],
  ['z', '39'],
  ['21', '3a'],
  ['1112', '00000001'],
  ['11111111111111111111111111111111', '00'.repeat(32)], // Solana's system program
  ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', '06ddf6e1d765a193d9cbe146ceeb79ac1cb485ed5f5b37913a8cf5857eff00a9'],
];

describe.each(TEST_ENGINES)("migration 024's decoders on %s", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
  });
  afterAll(async () => t?.drop());

  const one = async (query: ReturnType<typeof sql<{ v: string | null }>>) => (await query.execute(t.database.db)).rows[0]!.v;

  it.each(BASE58)('explorer_b58_decode(%j) is 0x%s', async (text, bytes) => {
    expect(await one(sql`SELECT explorer_b58_decode(${text}) AS v`)).toBe(`0x${bytes}`);
  });

  it('explorer_b58_decode refuses a character outside the alphabet', async () => {
    await expect(sql`SELECT explorer_b58_decode('0OIl') AS v`.execute(t.database.db)).rejects.toThrow(/not base58/);
  });

  it.each(SCRIPTS)('explorer_btc_script(%s) is its output script', async (address, script) => {
    expect(await one(sql`SELECT explorer_btc_script(${address}) AS v`)).toBe(`0x${script}`);
  });

  it('explorer_btc_script has no script for a base58 text of another length or version', async () => {
    expect(await one(sql`SELECT explorer_btc_script('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') AS v`)).toBeNull(); // 32 bytes
    // a 25-byte base58check payload with version 0x30 (Litecoin P2PKH): not a Bitcoin form
    expect(await one(sql`SELECT explorer_btc_script('LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9') AS v`)).toBeNull();
  });

  it("explorer_address_bytes: EVM hex as its bytes, Bitcoin as the script, Solana's base58 as the key", async () => {
    expect(await one(sql`SELECT explorer_address_bytes('eth', '0xAbCd00000000000000000000000000000000Ef12') AS v`)).toBe('0xabcd00000000000000000000000000000000ef12');
    expect(await one(sql`SELECT explorer_address_bytes('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4') AS v`)).toBe('0x0014751e76e8199196d454941c45d1b3a323f1433bd6');
    expect(await one(sql`SELECT explorer_address_bytes('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa') AS v`)).toBe('0x76a91462e907b15cbf27d5425399ebf6f0fb50ebb88f1888ac');
    expect(await one(sql`SELECT explorer_address_bytes('sol', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') AS v`)).toBe('0x06ddf6e1d765a193d9cbe146ceeb79ac1cb485ed5f5b37913a8cf5857eff00a9');
  });

  it("explorer_hash_bytes: '0x' hex, Bitcoin's bare hex and Solana's base58 as the hash's bytes", async () => {
    const h = '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f';
    expect(await one(sql`SELECT explorer_hash_bytes('eth', ${`0x${h.toUpperCase()}`}) AS v`)).toBe(`0x${h}`);
    expect(await one(sql`SELECT explorer_hash_bytes('btc', ${h}) AS v`)).toBe(`0x${h}`);
    expect(await one(sql`SELECT explorer_hash_bytes('sol', '11111111111111111111111111111111') AS v`)).toBe(`0x${'00'.repeat(32)}`);
  });
});
