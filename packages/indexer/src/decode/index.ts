export * from './decode-pool';
