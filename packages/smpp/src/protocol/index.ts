export * from './command-id.js';
export * from './command-status.js';
export * from './constants.js';
export * from './tlv-tag.js';
export * from './smpp-time-format.js';
