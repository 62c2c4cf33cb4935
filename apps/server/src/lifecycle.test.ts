import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startServices, type Service } from './lifecycle.js';

const log = pino({ level: 'silent' });

function recorder(events: string[], name: string, failStart = false): Service {
  return {
    name,
    start: async () => {
      if (failStart) throw new Error(`${name} cannot start`);
      events.push(`start ${name}`);
    },
    stop: async () => {
      events.push(`stop ${name}`);
    },
  };
}

describe('startServices', () => {
  it('starts in order and stops in reverse order', async () => {
    const events: string[] = [];
    const stop = await startServices([recorder(events, 'http'), recorder(events, 'smpp')], log);
    await stop();
    expect(events).toEqual(['start http', 'start smpp', 'stop smpp', 'stop http']);
  });

  it('stops the started ones when a later one fails', async () => {
    const events: string[] = [];
    const services = [recorder(events, 'http'), recorder(events, 'smpp', true)];
    await expect(startServices(services, log)).rejects.toThrow('smpp cannot start');
    expect(events).toEqual(['start http', 'stop http']);
  });
});
