import { BlockList, isIP } from 'node:net';

/**
 * Whether a peer address is in an account's allowed IPs / CIDR blocks. An empty list allows
 * every address; IPv4-mapped IPv6 peers (::ffff:a.b.c.d) are checked as IPv4.
 */
export function isAddressAllowed(allowed: readonly string[], address: string | undefined): boolean {
  if (allowed.length === 0) return true;
  if (!address) return false;
  const peer =
    address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(peer);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [ip = '', prefix] = entry.split('/');
    const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(ip) === 0) continue;
    if (prefix === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(prefix), type);
  }
  return list.check(peer, family === 6 ? 'ipv6' : 'ipv4');
}
