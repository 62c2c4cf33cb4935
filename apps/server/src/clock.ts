/** Milliseconds since the epoch; injected so tests can move time (token and session expiry). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
