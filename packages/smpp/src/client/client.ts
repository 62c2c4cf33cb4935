import type { PduOf, ResponsePdu } from '../codec/pdu-types.js';
import type { RequestCommandName } from '../protocol/command-id.js';
import { CommandStatus } from '../protocol/command-status.js';
import { ReconnectBackoff } from '../session/backoff.js';
import type { BindType } from '../session/bind-state.js';
import { SmppSessionClosedError } from '../session/errors.js';
import { hasResponse, type ResponseInit } from '../session/responses.js';
import { SafeEmitter, toError } from '../session/safe-emitter.js';
import type { SessionCloseInfo } from '../session/session-events.js';
import {
  SmppSession,
  type BindResponse,
  type RequestInput,
  type ResponseOf,
  type SentRequest,
} from '../session/session.js';
import type { SmppClientOptions } from './client-options.js';
import type { ClientState, SmppClientEvents } from './client-events.js';
import { connectSocket } from './connect-socket.js';
import { SmppBindError, SmppCommandError, SmppNotBoundError } from './errors.js';

type Fields<K extends RequestCommandName> = Omit<RequestInput<K>, 'command'>;
type Answer<K extends RequestCommandName> = Exclude<ResponseOf<K>, PduOf<'generic_nack'>>;

/** The typed request methods resolve only with ESME_ROK answers. */
function refuseUnlessOk(command: string, response: ResponsePdu): SmppCommandError | undefined {
  return response.command === 'generic_nack' || response.commandStatus !== 0
    ? new SmppCommandError(command, response)
    : undefined;
}

/**
 * An ESME: connects over TCP or TLS, binds, keeps the bind alive and (optionally) reconnects with
 * exponential backoff and jitter. Requests go through the current bound session.
 */
export class SmppClient extends SafeEmitter<SmppClientEvents> {
  readonly bindType: BindType;
  private readonly options: SmppClientOptions;
  private readonly backoff: ReconnectBackoff | undefined;
  private stateNow: ClientState = 'idle';
  private current: SmppSession | undefined;
  /** The session whose bind is under way: close() and unbind() must end it too. */
  private binding: SmppSession | undefined;
  private running: Promise<BindResponse> | undefined;
  private stopped = false;
  private closedForGood = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private cancelRetry: (() => void) | undefined;

  constructor(options: SmppClientOptions) {
    super();
    this.options = options;
    this.bindType = options.bindType ?? 'transceiver';
    const { reconnect } = options;
    this.backoff = reconnect
      ? new ReconnectBackoff(reconnect === true ? {} : reconnect)
      : undefined;
  }

  get state(): ClientState {
    return this.stateNow;
  }

  /** The bound session, if there is one right now. */
  get session(): SmppSession | undefined {
    return this.current;
  }

  /**
   * Connects and binds. Resolves with the bind response once bound. Without `reconnect` it rejects
   * on the first failure (SmppBindError for a refused bind); with it, it keeps trying and rejects
   * only when the client is closed first.
   */
  connect(): Promise<BindResponse> {
    if (this.closedForGood) return Promise.reject(new SmppSessionClosedError('local'));
    if (this.current) return Promise.reject(new Error('the SMPP client is already bound'));
    this.running ??= this.maintain().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Sends a request on the bound session; resolves once written (see SmppSession.send). */
  send<K extends RequestCommandName>(input: RequestInput<K>): Promise<SentRequest<K>> {
    return this.current ? this.current.send(input) : this.notBound();
  }

  /** Sends a request and resolves with its response, whatever its command_status. */
  request<K extends RequestCommandName>(input: RequestInput<K>): Promise<ResponseOf<K>> {
    return this.current ? this.current.request(input) : this.notBound();
  }

  /** submit_sm; rejects with SmppCommandError unless the SMSC answered ESME_ROK. */
  submitSm(fields: Fields<'submit_sm'>): Promise<Answer<'submit_sm'>> {
    return this.call('submit_sm', fields);
  }

  submitMulti(fields: Fields<'submit_multi'>): Promise<Answer<'submit_multi'>> {
    return this.call('submit_multi', fields);
  }

  dataSm(fields: Fields<'data_sm'>): Promise<Answer<'data_sm'>> {
    return this.call('data_sm', fields);
  }

  querySm(fields: Fields<'query_sm'>): Promise<Answer<'query_sm'>> {
    return this.call('query_sm', fields);
  }

  cancelSm(fields: Fields<'cancel_sm'>): Promise<Answer<'cancel_sm'>> {
    return this.call('cancel_sm', fields);
  }

  replaceSm(fields: Fields<'replace_sm'>): Promise<Answer<'replace_sm'>> {
    return this.call('replace_sm', fields);
  }

  enquireLink(): Promise<Answer<'enquire_link'>> {
    return this.call('enquire_link', {});
  }

  /** Answers a request from the SMSC on the session it came from (see the 'pdu' event). */
  respond<K extends RequestCommandName>(
    request: Pick<PduOf<K>, 'command' | 'sequenceNumber'>,
    init?: ResponseInit<K>,
  ): boolean {
    return this.current?.respond(request, init) ?? false;
  }

  /** Unbinds gracefully and stops reconnecting. */
  async unbind(): Promise<void> {
    this.stop();
    this.binding?.close('local');
    await this.current?.unbind();
    this.finishClose();
  }

  /** Closes at once and stops reconnecting; outstanding requests are rejected. */
  async close(): Promise<void> {
    this.stop();
    this.binding?.close('local');
    const session = this.current;
    session?.close('local');
    if (session) await session.closedPromise();
    this.finishClose();
  }

  private call<K extends RequestCommandName>(command: K, fields: Fields<K>): Promise<Answer<K>> {
    const session = this.current;
    if (!session) return this.notBound();
    return session.requestCommand(command, fields, refuseUnlessOk) as Promise<Answer<K>>;
  }

  private notBound(): Promise<never> {
    return Promise.reject(new SmppNotBoundError(this.stateNow));
  }

  /** Attempts until bound; between attempts waits the backoff delay when reconnecting is on. */
  private async maintain(): Promise<BindResponse> {
    this.stopped = false;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.attempt(attempt);
      } catch (error) {
        if (this.stopped) throw new SmppSessionClosedError('local');
        const failure = toError(error);
        this.stateNow = 'disconnected';
        const reason = failure instanceof SmppBindError ? 'bind-failed' : 'connect-failed';
        this.notify('disconnected', { reason, error: failure });
        if (!this.backoff) throw failure;
        await this.wait(this.backoff.next(), attempt + 1);
      }
    }
  }

  private async attempt(attempt: number): Promise<BindResponse> {
    if (this.stopped) throw new SmppSessionClosedError('local');
    this.stateNow = 'connecting';
    this.notify('connecting', { attempt });
    const o = this.options;
    const socket = await connectSocket({
      host: o.host ?? '127.0.0.1',
      port: o.port,
      ...(o.tls === undefined ? {} : { tls: o.tls }),
      timeoutMs: o.connectTimeoutMs ?? 10_000,
      allowAddress: o.allowAddress,
    });
    const session = new SmppSession(socket, { ...o, role: 'esme' });
    session.on('error', (error) => this.reportError(error));
    session.on('pdu', (pdu) => {
      // Nobody to answer: refuse rather than leave the SMSC waiting (it will retry later).
      if (this.listenerCount('pdu') > 0) this.notify('pdu', pdu, session);
      else if (hasResponse(pdu.command))
        session.respond(pdu, { commandStatus: CommandStatus.ESME_RSYSERR });
    });
    session.on('close', (info) => this.sessionClosed(session, info));
    this.notify('connected', { session, attempt });
    if (this.stopped) session.close('local');
    this.binding = session;
    const response = await session
      .bind(this.bindType, {
        system_id: o.system_id,
        password: o.password ?? '',
        system_type: o.system_type ?? '',
        interface_version: o.interface_version ?? 0x34,
        addr_ton: o.addr_ton ?? 0,
        addr_npi: o.addr_npi ?? 0,
        address_range: o.address_range ?? '',
      })
      .catch((error: unknown) => {
        // An abandoned attempt (no bind_resp in time) is closed before the next one opens: left
        // open, a late answer would bind it behind our back, and SMSCs limit binds per account.
        session.close('local');
        throw error;
      })
      .finally(() => {
        if (this.binding === session) this.binding = undefined;
      });
    if (response.command === 'generic_nack' || response.commandStatus !== 0) {
      session.close('local');
      throw new SmppBindError(this.bindType, response.commandStatus);
    }
    if (this.stopped) {
      // close() or unbind() came while the bind was under way: never stay bound after them.
      session.close('local');
      throw new SmppSessionClosedError('local');
    }
    this.current = session;
    this.stateNow = 'bound';
    this.backoff?.reset();
    this.notify('bound', { session, bindType: this.bindType, response });
    return response;
  }

  private sessionClosed(session: SmppSession, info: SessionCloseInfo): void {
    if (session !== this.current) return;
    this.current = undefined;
    this.stateNow = this.stopped ? 'closed' : 'disconnected';
    this.notify(
      'disconnected',
      info.error ? { reason: info.reason, error: info.error } : { reason: info.reason },
    );
    if (this.backoff && !this.stopped) {
      const delayMs = this.backoff.next();
      void this.wait(delayMs, 1)
        .then(() => this.connect())
        .catch(() => undefined);
    }
  }

  /** Waits before the next attempt; close() cuts the wait short. */
  private wait(delayMs: number, attempt: number): Promise<void> {
    this.notify('reconnecting', { delayMs, attempt });
    return new Promise<void>((resolve, reject) => {
      this.cancelRetry = () => reject(new SmppSessionClosedError('local'));
      this.retryTimer = setTimeout(() => {
        this.cancelRetry = undefined;
        resolve();
      }, delayMs);
    });
  }

  private stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.cancelRetry?.();
    this.cancelRetry = undefined;
  }

  private finishClose(): void {
    if (this.closedForGood) return;
    this.closedForGood = true;
    this.current = undefined;
    this.stateNow = 'closed';
    this.notify('close');
  }
}
