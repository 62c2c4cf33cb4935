import { hasPermission } from '../auth/principal.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { GatewayRow } from '../../db/schema.js';
import type { InsertColumn } from '../../db/raw-sql.js';
import type { Work } from '../../db/work.js';
import { DomainError } from '../../errors/domain-errors.js';
import type { OutboundHttp } from '../../net/outbound-http.js';
import type { GatewayManager } from '../../smpp/gateway-manager/gateway-manager.js';
import type { ApiKeys } from '../api-keys/service.js';
import type { GatewaysRepository } from '../gateways/repository.js';
import type { SmscMessagesService } from '../smsc-messages/service.js';
import { dlrUrlNotAllowed, KANNEL_ANSWERS, type KannelAnswer } from './kannel-answers.js';
import { kannelSendBody } from './kannel-message.js';
import {
  allowedReceivers,
  readKannelRequest,
  type KannelRequest,
  type ParameterSource,
} from './kannel-request.js';

export interface SendsmsDeps {
  apiKeys: ApiKeys;
  gateways: GatewaysRepository;
  manager: GatewayManager;
  messages: SmscMessagesService;
  /** Judges dlr-urls as they will be called (the network policy). */
  dlrUrls: Pick<OutboundHttp, 'refusalOf'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

interface ReportRow {
  message_id: number;
  user_id: number;
  dlr_url: string;
  dlr_mask: number;
  sender: string;
  receiver: string;
  smsc_id: string;
  meta_data: string | null;
  created_at: number;
}

/** How long a user's gateways are taken from memory, and for how many users at most. */
const GATEWAY_CACHE_MS = 1_000;
const GATEWAY_CACHE_USERS = 10_000;

const REPORT_COLUMNS: readonly InsertColumn<ReportRow>[] = [
  ['message_id', 'integer'],
  ['user_id', 'integer'],
  ['dlr_url', 'text'],
  ['dlr_mask', 'integer'],
  ['sender', 'text'],
  ['receiver', 'text'],
  ['smsc_id', 'text'],
  ['meta_data', 'text'],
  ['created_at', 'bigint'],
];

/**
 * Kannel's /cgi-bin/sendsms on RouteLab: the request is read and answered as smsbox does, the
 * password is an API key with `send_sms` (the username its owner's e-mail or the key's name),
 * `smsc` names one of the owner's gateways, and each receiver gets a message through it. A
 * dlr-url is kept with the messages, in their transaction, for SendsmsReports.
 */
export class SendsmsService {
  private readonly gateways = new Map<number, { rows: GatewayRow[]; until: number }>();

  constructor(private readonly deps: SendsmsDeps) {}

  async send(get: ParameterSource, post: boolean, address: string): Promise<KannelAnswer> {
    const username = (get('username') ?? get('user'))?.toString('latin1');
    const password = (get('password') ?? get('pass'))?.toString('latin1');
    if (username === undefined || password === undefined) return KANNEL_ANSWERS.authorization;
    const check = await this.deps.apiKeys.authenticate(password, address);
    if (!check.ok) return KANNEL_ANSWERS.authorization;
    const { user } = check.principal;
    const named = username.toLowerCase() === user.email.toLowerCase() || username === check.keyName;
    if (!named || !hasPermission(check.principal, 'send_sms')) return KANNEL_ANSWERS.authorization;
    if (this.deps.apiKeys.throttle(check.keyId, check.rateLimit) > 0) {
      return KANNEL_ANSWERS.temporary;
    }
    const read = readKannelRequest(get, { post });
    if ('refusal' in read) return read.refusal;
    const { request } = read;
    const dlrUrlRefusal = this.dlrUrlRefusal(request);
    if (dlrUrlRefusal) return dlrUrlRefusal;
    const gateway = await this.gatewayFor(user.id, request.smsc);
    if (!gateway) return KANNEL_ANSWERS.notRoutable;
    const receivers = allowedReceivers(request);
    let body;
    try {
      body = kannelSendBody(request, gateway.id, receivers);
    } catch {
      return KANNEL_ANSWERS.charset;
    }
    try {
      await this.deps.messages.create(user.id, body, {
        gateway,
        tier: user.tier,
        alongside: (work, ids) => this.keepReports(work, request, gateway, user.id, receivers, ids),
      });
    } catch (error) {
      return this.refusalOf(error);
    }
    const bound = this.deps.manager.connection(gateway.id).state === 'bound';
    return bound ? KANNEL_ANSWERS.accepted : KANNEL_ANSWERS.queued;
  }

  /**
   * A dlr-url the server would call but never may is refused at once (RouteLab's own answer;
   * Kannel has no network policy). Only a URL that parses as it is: one whose host an escape code
   * fills is judged when it is called, filled.
   */
  private dlrUrlRefusal({ dlrUrl: url, dlrMask }: KannelRequest): KannelAnswer | undefined {
    if (!url || dlrMask <= 0 || !URL.canParse(url)) return undefined;
    const refusal = this.deps.dlrUrls.refusalOf(url);
    return refusal && dlrUrlNotAllowed(refusal.message);
  }

  /** The named gateway, or the first that can send, bound ones first. */
  private async gatewayFor(userId: number, name: string | undefined) {
    const gateways = await this.sendingGateways(userId);
    if (name !== undefined) return gateways.find((gateway) => gateway.name === name);
    const bound = gateways.find(
      (gateway) => this.deps.manager.connection(gateway.id).state === 'bound',
    );
    return bound ?? gateways[0];
  }

  /**
   * The user's gateways that can send, read at most once a second per user: an application
   * sending one message per request would otherwise read them for each.
   */
  private async sendingGateways(userId: number): Promise<GatewayRow[]> {
    const now = this.deps.clock();
    const cached = this.gateways.get(userId);
    if (cached && cached.until > now) return cached.rows;
    const rows = (await this.deps.gateways.listForUser(userId)).filter(
      (gateway) => gateway.enabled === 1 && gateway.bind_type !== 'rx',
    );
    if (this.gateways.size >= GATEWAY_CACHE_USERS) this.gateways.clear();
    this.gateways.set(userId, { rows, until: now + GATEWAY_CACHE_MS });
    return rows;
  }

  private keepReports(
    work: Work,
    request: KannelRequest,
    gateway: GatewayRow,
    userId: number,
    receivers: string[],
    ids: number[],
  ): void {
    if (!request.dlrUrl || request.dlrMask <= 0) return;
    const now = this.deps.clock();
    const rows = ids.map((id, index) => ({
      message_id: id,
      user_id: userId,
      dlr_url: request.dlrUrl!,
      dlr_mask: request.dlrMask,
      sender: request.from ?? '',
      receiver: receivers[index] ?? '',
      smsc_id: gateway.name,
      meta_data: request.metaData ?? null,
      created_at: now,
    }));
    work.insert('sendsms_reports', REPORT_COLUMNS, rows);
  }

  /** The send service's refusals, as smsbox-style answers (never a 500). */
  private refusalOf(error: unknown): KannelAnswer {
    if (error instanceof DomainError) {
      if (error.kind === 'insufficient-balance') return KANNEL_ANSWERS.balance;
      if (error.kind === 'not-found') return KANNEL_ANSWERS.notRoutable;
      if (error.kind === 'validation') return KANNEL_ANSWERS.charset;
    }
    this.deps.log.error({ err: error }, 'sendsms failed');
    return KANNEL_ANSWERS.temporary;
  }
}
