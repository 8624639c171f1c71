/** Example answers of the Esplora API for the OpenAPI document (shapes as Esplora gives them; values from the regtest devnet). */
const HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';
const TXID = '8f0b4c1e2d3a5b6c7d8e9f00112233445566778899aabbccddeeff0011223344';
const STATUS = { confirmed: true, block_height: 120, block_hash: HASH, block_time: 1_700_003_600 };
const OUTPUT = {
  scriptpubkey: '0014751e76e8199196d454941c45d1b3a323f1433bd6',
  scriptpubkey_asm: 'OP_0 OP_PUSHBYTES_20 751e76e8199196d454941c45d1b3a323f1433bd6',
  scriptpubkey_type: 'v0_p2wpkh',
  scriptpubkey_address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
  value: 50_000,
};
export const TX_EXAMPLE = {
  txid: TXID,
  version: 2,
  locktime: 0,
  vin: [{ txid: TXID, vout: 1, prevout: OUTPUT, scriptsig: '', scriptsig_asm: '', witness: ['3044…01', '02…'], is_coinbase: false, sequence: 4294967293 }],
  vout: [{ ...OUTPUT, value: 48_590 }],
  size: 191,
  weight: 437,
  fee: 1410,
  status: STATUS,
};
export const BLOCK_EXAMPLE = {
  id: HASH,
  height: 120,
  version: 536870912,
  timestamp: 1_700_003_600,
  tx_count: 31,
  size: 7_480,
  weight: 20_326,
  merkle_root: TXID,
  previousblockhash: HASH,
  mediantime: 1_700_003_450,
  nonce: 2,
  bits: 545259519,
  difficulty: 4.656542373906925e-10,
};
export const EXAMPLES: Readonly<Record<string, unknown>> = {
  '/blocks/tip/height': '120',
  '/blocks/tip/hash': HASH,
  '/blocks': [BLOCK_EXAMPLE],
  '/blocks/:start_height': [BLOCK_EXAMPLE],
  '/block-height/:height': HASH,
  '/block/:hash': BLOCK_EXAMPLE,
  '/block/:hash/status': { in_best_chain: true, height: 120, next_best: HASH },
  '/block/:hash/txids': [TXID],
  '/block/:hash/txs': [TX_EXAMPLE],
  '/block/:hash/txs/:start_index': [TX_EXAMPLE],
  '/block/:hash/txid/:index': TXID,
  '/block/:hash/header': '00000020…',
  '/tx/:txid': TX_EXAMPLE,
  '/tx/:txid/outspend/:vout': { spent: true, txid: TXID, vin: 0, status: STATUS },
  '/tx/:txid/raw': '(the raw transaction’s bytes)',
  '/tx/:txid/status': STATUS,
  '/tx/:txid/hex': '02000000000101…',
  '/tx/:txid/outspends': [{ spent: true, txid: TXID, vin: 0, status: STATUS }, { spent: false }],
  '/address/:address': {
    address: OUTPUT.scriptpubkey_address,
    chain_stats: { funded_txo_count: 3, funded_txo_sum: 150_000, spent_txo_count: 1, spent_txo_sum: 50_000, tx_count: 3 },
    mempool_stats: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 },
  },
  '/address/:address/txs': [TX_EXAMPLE],
  '/address/:address/txs/chain': [TX_EXAMPLE],
  '/address/:address/txs/chain/:last_seen_txid': [TX_EXAMPLE],
  '/address/:address/txs/mempool': [],
  '/address/:address/utxo': [{ txid: TXID, vout: 0, status: STATUS, value: 48_590 }],
  '/fee-estimates': { '1': 12.5, '2': 8.04, '3': 8.04, '4': 5.2, '5': 5.2, '6': 5.2, '10': 2.1, '20': 2.1, '25': 2.1, '144': 1, '504': 1, '1008': 1 },
};

/** the error texts the document shows (the answers' own) */
export const TEXT_ERRORS: Readonly<Record<number, string>> = {
  400: 'Invalid transaction id',
  404: 'Transaction not found',
  500: 'Internal server error',
  503: 'The node is unavailable: transaction scripts and witnesses cannot be read',
};
