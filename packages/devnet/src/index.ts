export * from './anvil';
