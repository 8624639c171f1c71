export * from './engine';
export { ReorgTooDeepError } from './reorg';
