import { isIP } from 'node:net';
import type { GatewayNetworks } from '../../config.js';
import { ValidationError } from '../../errors/domain-errors.js';
import { AddressBlocks } from '../../net/address-blocks.js';

export const HOST_NOT_ALLOWED = 'This server does not allow gateways to connect to this address';

/**
 * Where gateways may connect (GATEWAY_ALLOWED_NETWORKS minus GATEWAY_DENIED_NETWORKS), so that a
 * user cannot reach the server's own ports or its private neighbours through a gateway.
 */
export class GatewayNetworkPolicy {
  private readonly allowed: AddressBlocks;
  private readonly denied: AddressBlocks;

  constructor(networks: GatewayNetworks) {
    this.allowed = new AddressBlocks(networks.allowed);
    this.denied = new AddressBlocks(networks.denied);
  }

  /** For each address a gateway's connection would go to, checked before it is opened. */
  readonly allows = (address: string): boolean =>
    this.allowed.has(address) && !this.denied.has(address);

  /**
   * At create and edit: a host written as an IP address is checked at once. A host name is
   * checked on what it resolves to, at each connection.
   */
  assertHost(host: string): void {
    if (isIP(host) !== 0 && !this.allows(host))
      throw ValidationError.field('host', HOST_NOT_ALLOWED);
  }
}
