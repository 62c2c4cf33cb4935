export * from './protocol/index.js';
export * from './codec/index.js';
export * from './session/index.js';
export * from './client/index.js';
export * from './server/index.js';
export * from './encoding/index.js';
export * from './segmentation/index.js';
export * from './dlr/index.js';
