import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import type { PortRange } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import type { EsmeServer } from '../../smpp/smpp-server/esme-server.js';
import type { Ledger } from '../billing/ledger.js';
import type { Pricing } from '../billing/pricing.js';
import type { UsersRepository } from '../users/repository.js';
import { DedicatedListeners, type ListenerSettings } from './listeners.js';
import { DedicatedSmppRepository } from './repository.js';
import { DedicatedSmppService } from './service.js';

/** Where dedicated listeners open (DEDICATED_SMPP_PORTS, SMPP_HOST, the SMPP certificate). */
export interface DedicatedSmppSettings extends ListenerSettings {
  ports: PortRange;
}

/** The dedicated SMPP module: its listeners on the ESME side and the subscription service. */
export function createDedicatedSmpp(deps: {
  database: DatabaseHandle;
  esme: EsmeServer;
  ledger: Ledger;
  pricing: Pricing;
  users: UsersRepository;
  mailer: Mailer;
  bus: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  settings: DedicatedSmppSettings;
}): DedicatedSmppService {
  const repository = new DedicatedSmppRepository(deps.database.db);
  const { ports, ...listenerSettings } = deps.settings;
  const listeners = new DedicatedListeners({
    esme: deps.esme,
    repository,
    settings: listenerSettings,
    clock: deps.clock,
    log: deps.log,
  });
  return new DedicatedSmppService({
    transactions: deps.database.transactions,
    repository,
    listeners,
    ledger: deps.ledger,
    pricing: deps.pricing,
    users: deps.users,
    mailer: deps.mailer,
    bus: deps.bus,
    clock: deps.clock,
    log: deps.log,
    ports,
    publicHost: new URL(deps.publicUrl).hostname,
    consoleUrl: `${deps.publicUrl}/dedicated-smpp`,
  });
}
