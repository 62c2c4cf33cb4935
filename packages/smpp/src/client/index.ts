export * from './client.js';
export type * from './client-events.js';
export type * from './client-options.js';
export * from './errors.js';
