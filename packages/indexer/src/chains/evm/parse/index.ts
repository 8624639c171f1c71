/**
 * Parsed results of EVM transactions by parser configs (the contracts and decoding console): the
 * engine, the default ERC-20 configs and configs generated from ABI fragments.
 */
export * from './apply-parser-configs';
export * from './erc20-parser-configs';
export * from './parser-config-from-abi';
