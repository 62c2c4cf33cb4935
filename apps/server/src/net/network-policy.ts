import type { GatewayNetworks } from '../config.js';
import { AddressBlocks } from './address-blocks.js';
import { carriedIpv4 } from './embedded-ipv4.js';

/**
 * Where the server may connect on a user's behalf (GATEWAY_ALLOWED_NETWORKS minus
 * GATEWAY_DENIED_NETWORKS): gateways' SMPP connections and every user-given URL, so that a user
 * cannot reach the server's own ports or its private neighbours through them.
 */
export class NetworkPolicy {
  private readonly allowed: AddressBlocks;
  private readonly denied: AddressBlocks;

  constructor(networks: GatewayNetworks) {
    this.allowed = new AddressBlocks(networks.allowed);
    this.denied = new AddressBlocks(networks.denied);
  }

  /**
   * For each address a connection would go to, checked before it is opened. An IPv6 address
   * carrying a denied IPv4 one (NAT64, IPv4-compatible) is denied too: a network may lead there.
   */
  readonly allows = (address: string): boolean => {
    if (!this.allowed.has(address) || this.denied.has(address)) return false;
    const carried = carriedIpv4(address);
    return carried === undefined || !this.denied.has(carried);
  };
}
