import { createServer } from 'node:net';
import type { PortRange } from '../../src/config.js';

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * `count` free loopback ports in a row, and as many again after them (the dedicated range's TLS
 * ports), below the ephemeral range so outgoing connections do not take them meanwhile. Test
 * files start at different places (by process) so servers side by side rarely probe the same.
 */
export async function freePortRange(count: number): Promise<PortRange> {
  const span = 20_000;
  let first = 12_000 + ((process.pid * 7_919 + Math.floor(performance.now())) % span);
  for (
    let tries = 0;
    tries < 200;
    tries++, first = 12_000 + ((first - 12_000 + 2 * count) % span)
  ) {
    let free = true;
    for (let port = first; port < first + 2 * count && free; port++) free = await isFree(port);
    if (free) return { first, last: first + count - 1 };
  }
  throw new Error(`no ${count} free ports in a row for dedicated SMPP`);
}
