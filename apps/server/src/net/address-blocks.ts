import { BlockList, isIP } from 'node:net';
import { mappedIpv4 } from './embedded-ipv4.js';

/**
 * IPv4-mapped IPv6 as plain IPv4, in every spelling: ::ffff:a.b.c.d as dual-stack sockets report
 * IPv4 peers, ::ffff:7f00:1 as the URL parser writes [::ffff:127.0.0.1].
 */
const unmapped = (address: string): string => mappedIpv4(address) ?? address;

/**
 * A set of IPv4/IPv6 addresses and CIDR blocks (entries already validated; anything else is
 * skipped). IPv4-mapped IPv6 addresses are checked as IPv4.
 */
export class AddressBlocks {
  private readonly list = new BlockList();

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [ip = '', prefix] = entry.split('/');
      const family = isIP(ip);
      if (family === 0) continue;
      const type = family === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.list.addAddress(ip, type);
      else this.list.addSubnet(ip, Number(prefix), type);
    }
  }

  /** False for anything that is not an IP address. */
  has(address: string): boolean {
    const plain = unmapped(address);
    const family = isIP(plain);
    if (family === 0) return false;
    return this.list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  }
}

/** Whether a peer address is in an account's allowed IPs / CIDR blocks; an empty list allows all. */
export function isAddressAllowed(allowed: readonly string[], address: string | undefined): boolean {
  if (allowed.length === 0) return true;
  return address !== undefined && new AddressBlocks(allowed).has(address);
}
