export * from './server.js';
export type * from './server-events.js';
export type * from './server-options.js';
