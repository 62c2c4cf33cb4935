export * from './protocol/index.js';
export * from './codec/index.js';
