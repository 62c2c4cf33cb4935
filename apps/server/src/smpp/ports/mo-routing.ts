import type { Trx } from '../../db/database.js';
import type { MoDeliveryRow, NewMoDeliveryRow } from '../../db/schema.js';
import type { Work } from '../../db/work.js';

/** The MO route an SMSC's MO takes, and the ESME account it goes to. */
export interface MoRouteChoice {
  routeId: number;
  clientId: number;
}

/** What an MO route is matched on. */
export interface MoFacts {
  userId: number;
  gatewayId: number;
  /** The number the MO was sent to. */
  destination: string;
}

/** The MO routes as the gateways' MO path uses them (in memory, like MtRouter). */
export interface MoRouter {
  /** The first enabled MO route that matches, or undefined (the MO stays on its gateway only). */
  chooseMo(facts: MoFacts): MoRouteChoice | undefined;
}

/** A relayed part that went out, or was refused (tried again at `dueAt`, or given up). */
export type MoDeliveryOutcome =
  | { id: number; sent: true; at: number }
  | {
      id: number;
      sent: false;
      attempts: number;
      commandStatus: number | null;
      dueAt: number | null;
      at: number;
    };

/**
 * The MO parts relayed to ESME accounts (the routing module implements it): written in the
 * gateway's commit transaction, read and settled by the ESME side's MO relay.
 */
export interface MoDeliveries {
  insert(trx: Trx, row: NewMoDeliveryRow): Promise<void>;
  /** The account's queued parts due by `now`, oldest first (parts of one message in order). */
  due(clientId: number, now: number, limit: number): Promise<MoDeliveryRow[]>;
  addOutcomes(work: Work, outcomes: readonly MoDeliveryOutcome[]): void;
  /** When the account's next queued part is due, or null for none. */
  nextDue(clientId: number): Promise<number | null>;
}

/** The gateways' side of MO routing, as the composition root wires it. */
export interface MoRouting {
  router: MoRouter;
  deliveries: MoDeliveries;
  /** Told after an MO for these accounts was stored (their relay runs then). */
  onRouted: (clientIds: readonly number[]) => void;
}
