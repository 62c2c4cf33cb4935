import type { Backoff } from './backoff.js';

/** A job as its handler sees it. */
export interface RunningJob {
  id: number;
  name: string;
  /** This run's number, 1 for the first. */
  attempt: number;
  maxAttempts: number;
}

/** One kind of job: its handler and how it is retried (and repeated, for recurring work). */
export interface JobDefinition {
  name: string;
  /**
   * Throws to fail the attempt; the job is then retried with backoff, up to maxAttempts runs
   * (a PermanentJobFailure gives it up at once).
   */
  handle(payload: unknown, job: RunningJob): Promise<void>;
  /** Runs per job (or per period, for a recurring job) before it gives up; default 5. */
  maxAttempts?: number;
  backoff?: Backoff;
  /** Recurring: one row (keyed by the name) runs at start and then every everyMs. */
  everyMs?: number;
}

/** The job kinds this process can run; a runner claims only jobs of these names. */
export class JobRegistry {
  private readonly definitions = new Map<string, JobDefinition>();

  constructor(definitions: readonly JobDefinition[] = []) {
    for (const definition of definitions) this.register(definition);
  }

  register(definition: JobDefinition): void {
    if (this.definitions.has(definition.name)) {
      throw new Error(`job ${definition.name} is registered twice`);
    }
    this.definitions.set(definition.name, definition);
  }

  get(name: string): JobDefinition | undefined {
    return this.definitions.get(name);
  }

  names(): string[] {
    return [...this.definitions.keys()];
  }

  recurring(): JobDefinition[] {
    return [...this.definitions.values()].filter((definition) => definition.everyMs !== undefined);
  }
}
