import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (one isIP accepts), a trailing dotted quad too. */
function groupsOf(address: string): number[] {
  let text = address.split('%')[0]!;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const [head = '', tail] = text.split('::');
  const left = groups(head);
  if (tail === undefined) return left;
  const right = groups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const quadOf = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address of an IPv4-mapped IPv6 address in any spelling (::ffff:127.0.0.1, and
 * ::ffff:7f00:1 as the URL parser writes it): a socket to it is an IPv4 connection.
 */
export function mappedIpv4(address: string): string | undefined {
  if (isIP(address) !== 6) return undefined;
  const g = groupsOf(address);
  const mapped = g.slice(0, 5).every((group) => group === 0) && g[5] === 0xffff;
  return mapped ? quadOf(g[6]!, g[7]!) : undefined;
}

/**
 * The IPv4 address an IPv6 address carries where a network may take a connection on to it:
 * IPv4-compatible (::a.b.c.d, deprecated; :: and ::1 are not) and NAT64's well-known prefix
 * (64:ff9b::/96, RFC 6052). 6to4 and Teredo are left out: they need a relay this server's
 * hosting would have to run.
 */
export function carriedIpv4(address: string): string | undefined {
  if (isIP(address) !== 6) return undefined;
  const g = groupsOf(address);
  const zeroFrom = (start: number) => g.slice(start, 6).every((group) => group === 0);
  const compatible = zeroFrom(0) && !(g[6] === 0 && g[7]! <= 1);
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && zeroFrom(2);
  return compatible || nat64 ? quadOf(g[6]!, g[7]!) : undefined;
}
