// The SMPP test kit (`@routelab/smpp/testing`): a simulated SMSC for tests and benchmarks.
export { credentialsCheck } from './credentials-check.js';
export { SmscSimulator } from './smsc-simulator.js';
export type { LongMobileOriginated, MobileOriginated } from './simulator-pdus.js';
export type * from './simulator-options.js';
