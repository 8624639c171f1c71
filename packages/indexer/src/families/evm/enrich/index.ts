export {
  createTokenEnricher,
  type EnrichPassStats,
  type TokenEnricher,
  type TokenEnricherOptions,
} from './token-enricher';
export { cleanText, readProbe, type Erc20Metadata, type NftMetadata, type TokenProbe } from './token-decode';
