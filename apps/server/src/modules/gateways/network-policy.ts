import { isIP } from 'node:net';
import { ValidationError } from '../../errors/domain-errors.js';
import { NetworkPolicy } from '../../net/network-policy.js';

export const HOST_NOT_ALLOWED = 'This server does not allow gateways to connect to this address';

/** The network policy as gateways' create and edit apply it to the host field. */
export class GatewayNetworkPolicy extends NetworkPolicy {
  /**
   * At create and edit: a host written as an IP address is checked at once. A host name is
   * checked on what it resolves to, at each connection.
   */
  assertHost(host: string): void {
    if (isIP(host) !== 0 && !this.allows(host))
      throw ValidationError.field('host', HOST_NOT_ALLOWED);
  }
}
