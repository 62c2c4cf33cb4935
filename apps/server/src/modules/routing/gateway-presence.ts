/**
 * Whether an SMSC connection is bound now (able to submit), as the route decision needs it: the
 * gateway manager's live links (read lazily, as the manager is built after the routing module).
 */
export interface GatewayPresence {
  isBound(gatewayId: number): boolean;
}
