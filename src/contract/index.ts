// Public surface of the contract: schemas, inferred types, enums, errors and the operation registry.
export * from './enums';
export * from './errors';
export * from './common';
export * from './operation';
export * from './assets';
export * from './asset-scans';
export * from './blocklist';
export * from './reports';
export * from './disputes';
export * from './takedowns';
export * from './registry';
