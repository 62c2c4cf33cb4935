import { decodePdu } from '../codec/decode.js';
import type { BindDecision, BindRequest } from '../server/server-options.js';
import type { SmppSession } from '../session/session.js';
import { credentialsCheck } from './credentials-check.js';
import type {
  BindAttempt,
  SimulatedConnection,
  SmscSimulatorEvents,
  SmscSimulatorOptions,
} from './simulator-options.js';

type Changed = <K extends keyof SmscSimulatorEvents & string>(
  event: K,
  ...args: SmscSimulatorEvents[K]
) => void;

/**
 * The simulator's connections and binds: each connection's record (open, what it received,
 * its bind), binds held until released, and the bind decision by credentials or the test's own.
 */
export class SimulatorConnections {
  readonly all: SimulatedConnection[] = [];
  readonly binds: BindAttempt[] = [];
  private readonly bySession = new Map<SmppSession, SimulatedConnection>();
  private readonly held: (() => void)[] = [];

  constructor(
    private readonly options: SmscSimulatorOptions,
    private readonly changed: Changed,
  ) {}

  /** Bound sessions still open, in bind order. */
  get bound(): SmppSession[] {
    return this.all
      .filter((connection) => connection.open && connection.bind?.accepted)
      .map((connection) => connection.session);
  }

  /** Bound sessions that may be sent deliver_sm (receivers and transceivers). */
  get receiving(): SmppSession[] {
    return this.bound.filter(
      (session) => session.state === 'BOUND_RX' || session.state === 'BOUND_TRX',
    );
  }

  accept(session: SmppSession): void {
    const connection: SimulatedConnection = {
      index: this.all.length + 1,
      session,
      open: true,
      received: [],
    };
    this.all.push(connection);
    this.bySession.set(session, connection);
    if (this.options.recordPdus) {
      session.onPdu = (direction, raw) => {
        if (direction === 'out') return;
        try {
          const pdu = decodePdu(raw);
          connection.received.push(pdu);
          this.changed('received', connection, pdu);
        } catch {
          // Malformed: the session answers it; there is nothing to record.
        }
      };
    }
    session.on('close', () => {
      connection.open = false;
      this.bySession.delete(session);
      this.changed('close', connection);
    });
    this.changed('connection', connection);
  }

  /** The answer to a bind: after release for a held connection, by the options' check. */
  async authenticate(bind: BindRequest, session: SmppSession): Promise<BindDecision> {
    const connection = this.bySession.get(session);
    const held = connection !== undefined && connection.index <= (this.options.holdBinds ?? 0);
    if (held) await new Promise<void>((release) => this.held.push(release));
    const check = this.options.authenticate ?? credentialsCheck(this.options.credentials);
    const decision = await check(bind, session);
    // A connection closed meanwhile gets no answer.
    if (session.closed) return decision;
    const { status } = decision;
    const attempt: BindAttempt = { ...bind, status, accepted: status === 0 };
    if (connection) {
      connection.bind = attempt;
      if (held) connection.releasedAfter = connection.received.length;
    }
    if (this.options.record !== false) this.binds.push(attempt);
    this.changed('bind', attempt);
    return decision;
  }

  releaseHeldBinds(): void {
    for (const release of this.held.splice(0)) release();
  }
}
