import { describe, expect, it } from 'vitest';
import { SafeEmitter } from './safe-emitter.js';

interface Events {
  ping: [value: number];
  error: [error: Error];
}

class Pinger extends SafeEmitter<Events> {
  ping(value: number): void {
    this.notify('ping', value);
  }
}

describe('SafeEmitter', () => {
  it('turns a throwing listener into an error event and keeps going', () => {
    const pinger = new Pinger();
    const errors: Error[] = [];
    pinger.on('error', (error) => errors.push(error));
    pinger.on('ping', () => {
      throw new Error('listener bug');
    });
    pinger.ping(1);
    expect(errors.map((error) => error.message)).toEqual(['listener bug']);
  });

  it('swallows errors nobody listens for instead of throwing them', () => {
    const pinger = new Pinger();
    pinger.on('ping', () => {
      throw new Error('unheard');
    });
    expect(() => pinger.ping(1)).not.toThrow();
  });

  it('routes a rejecting async listener to the error event', async () => {
    const pinger = new Pinger();
    const errors: Error[] = [];
    pinger.on('error', (error) => errors.push(error));
    pinger.on('ping', async (value) => {
      await Promise.resolve();
      throw new Error(`async ${value}`);
    });
    pinger.ping(7);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors.map((error) => error.message)).toEqual(['async 7']);
  });
});
