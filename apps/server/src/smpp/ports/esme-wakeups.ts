/**
 * What the ESME side tells the rest of the server when it stored work that others carry out
 * (the composition root wires it to the job queue): the SMPP side enqueues nothing itself.
 */
export interface EsmeWakeups {
  /** Automatic outcomes were stored; the earliest of them is due at `at`. */
  outcomesDue(at: number): void;
  /** Durable events (outbox rows) were stored. */
  eventsStored(): void;
}
