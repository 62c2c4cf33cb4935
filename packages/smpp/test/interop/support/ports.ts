import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Ports are drawn from here up to the start of the OS's ephemeral range. */
const LOWEST_PORT = 10_000;

/** Where the OS's ports for listen(0) and outgoing connections start (Linux; else the default). */
function ephemeralStart(): number {
  try {
    const range = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
    const start = Number(range.trim().split(/\s+/)[0]);
    return Number.isInteger(start) ? start : 32_768;
  } catch {
    return 32_768;
  }
}

/** Opens and closes a listener on `port` of 127.0.0.1 (0: the OS picks): the port, or undefined. */
function probe(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === 'object' && address ? address.port : undefined),
      );
    });
  });
}

/**
 * A TCP port on 127.0.0.1 that is free now, for a program that opens it later (Kannel, Net::SMPP,
 * a server process). It lies below the ephemeral range: one the OS picked could be handed out
 * again, to a listen(0) or an outgoing connection of a test running in parallel, before that
 * program binds it.
 */
export async function freePort(): Promise<number> {
  const end = ephemeralStart();
  for (let attempt = 0; attempt < 100 && end - LOWEST_PORT >= 1_000; attempt++) {
    const port = await probe(LOWEST_PORT + Math.floor(Math.random() * (end - LOWEST_PORT)));
    if (port !== undefined) return port;
  }
  const port = await probe(0);
  if (port === undefined) throw new Error('could not open a probe listener on 127.0.0.1');
  return port;
}

/**
 * `count` ports in a row on 127.0.0.1, free now, and as many right after them (a range whose
 * TLS ports follow it, as DEDICATED_SMPP_PORTS has), below the ephemeral range like freePort.
 */
export async function freePortRange(count: number): Promise<{ first: number; last: number }> {
  const end = ephemeralStart() - 2 * count;
  for (let attempt = 0; attempt < 100 && end > LOWEST_PORT; attempt++) {
    const first = LOWEST_PORT + Math.floor(Math.random() * (end - LOWEST_PORT));
    let free = true;
    for (let port = first; free && port < first + 2 * count; port++) {
      free = (await probe(port)) !== undefined;
    }
    if (free) return { first, last: first + count - 1 };
  }
  throw new Error(`no ${2 * count} free ports in a row on 127.0.0.1`);
}
