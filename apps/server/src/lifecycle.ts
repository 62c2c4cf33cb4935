import type { FastifyBaseLogger } from 'fastify';

/** A long-lived part of the process (jobs, SMPP listeners, gateway binds, HTTP listener). */
export interface Service {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts services in order; if one fails, the ones already started are stopped again.
 * Returns the function that stops them all in reverse order.
 */
export async function startServices(
  services: readonly Service[],
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const started: Service[] = [];
  const stopAll = async () => {
    for (const service of started.reverse()) {
      try {
        await service.stop();
        log.info({ service: service.name }, 'stopped');
      } catch (error) {
        log.error({ err: error, service: service.name }, 'stopping failed');
      }
    }
    started.length = 0;
  };
  for (const service of services) {
    try {
      await service.start();
    } catch (error) {
      await stopAll();
      throw error;
    }
    started.push(service);
  }
  return stopAll;
}
