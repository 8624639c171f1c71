export {
  createTokenEnricher,
  type EnrichPassStats,
  type TokenEnricher,
  type TokenEnricherOptions,
} from './token-enricher';
export { cleanText, readProbe, type Erc20Metadata, type TokenProbe } from './token-decode';
