import { KANNEL_ANSWERS, type KannelAnswer } from './kannel-answers.js';

/** smsbox's default `sendsms-chars`: what a receiver number may hold. */
const NUMBER_CHARS = /^[0-9 +-]*$/;
/** A UDH longer than one message's 140 octets is refused (smsbox's MAX_SMS_OCTETS). */
const MAX_UDH_OCTETS = 140;
/** SMS_PARAM_UNDEFINED in Kannel: a number parameter not given. */
const UNDEFINED = -1;

/**
 * One sendsms request's parameters, as smsbox reads them. Text and UDH are the raw octets the
 * URL encoded (Kannel's %xx are bytes), decoded later by coding and charset.
 */
export interface KannelRequest {
  username: string | undefined;
  password: string | undefined;
  receivers: string[];
  from: string | undefined;
  text: Buffer | undefined;
  udh: Buffer | undefined;
  charset: string | undefined;
  smsc: string | undefined;
  /** Kannel's coding: 0 7-bit, 1 8-bit, 2 UCS-2 (-1: 7-bit, or 8-bit with a UDH). */
  coding: number;
  mclass: number;
  mwi: number;
  /** Minutes, -1 for none. */
  validity: number;
  deferred: number;
  priority: number;
  pid: number;
  altDcs: number;
  dlrMask: number;
  dlrUrl: string | undefined;
  metaData: string | undefined;
}

/** Where the parameters come from: a query or form, or a POST's X-Kannel-* headers. */
export type ParameterSource = (name: string) => Buffer | undefined;

const text = (value: Buffer | undefined) => value?.toString('latin1');

/** sscanf("%d"): a leading integer, or undefined (the parameter keeps its default). */
function scanInt(value: Buffer | undefined): number {
  const match = value && /^\s*([+-]?\d+)/.exec(value.toString('latin1'));
  return match ? Number.parseInt(match[1]!, 10) : UNDEFINED;
}

/**
 * Reads and checks a sendsms request the way smsbox does, in its order: authentication first
 * (by the caller), then `to`, then the fields; the first failure is the answer.
 */
export function readKannelRequest(
  get: ParameterSource,
  options: { post: boolean },
): { request: KannelRequest } | { refusal: KannelAnswer } {
  const to = text(get('to'));
  if (to === undefined) {
    return { refusal: options.post ? KANNEL_ANSWERS.missingPostTo : KANNEL_ANSWERS.missingTo };
  }
  if (to === '') return { refusal: KANNEL_ANSWERS.emptyTo };
  const request: KannelRequest = {
    username: text(get('username') ?? get('user')),
    password: text(get('password') ?? get('pass')),
    receivers: [...new Set(to.split(/\s+/).filter(Boolean))],
    from: text(get('from')),
    text: get('text'),
    udh: get('udh'),
    charset: text(get('charset')),
    smsc: text(get('smsc')),
    coding: scanInt(get('coding')),
    mclass: scanInt(get('mclass')),
    mwi: scanInt(get('mwi')),
    validity: scanInt(get('validity')),
    deferred: scanInt(get('deferred')),
    priority: scanInt(get('priority')),
    pid: scanInt(get('pid')),
    altDcs: scanInt(get('alt-dcs')),
    dlrMask: scanInt(get('dlr-mask') ?? get('dlrmask')),
    dlrUrl: text(get('dlr-url') ?? get('dlrurl')),
    metaData: text(get('meta-data')),
  };
  const refusal = fieldRefusal(request);
  return refusal ? { refusal } : { request };
}

/** smsbox_req_handle's checks, in its order. */
function fieldRefusal(request: KannelRequest): KannelAnswer | undefined {
  const { udh } = request;
  if (udh !== undefined && udh.length !== (udh[0] ?? -1) + 1) return KANNEL_ANSWERS.udhMisformed;
  if (udh !== undefined && udh.length > MAX_UDH_OCTETS) return KANNEL_ANSWERS.udhTooLong;
  if (request.receivers.every((receiver) => !NUMBER_CHARS.test(receiver))) {
    return KANNEL_ANSWERS.denied;
  }
  if (!request.from) return KANNEL_ANSWERS.missingSender;
  const url = request.dlrUrl;
  if (url && !/^https?:\/\//i.test(url)) return KANNEL_ANSWERS.dlrUrl;
  const out = (value: number, min: number, max: number) => value < min || value > max;
  if (out(request.dlrMask, -1, 255)) return KANNEL_ANSWERS.dlrMask;
  if (out(request.mclass, -1, 3)) return KANNEL_ANSWERS.mclass;
  if (out(request.pid, -1, 255)) return KANNEL_ANSWERS.pid;
  if (out(request.altDcs, -1, 1)) return KANNEL_ANSWERS.altDcs;
  if (out(request.mwi, -1, 7)) return KANNEL_ANSWERS.mwi;
  if (out(request.coding, -1, 2)) return KANNEL_ANSWERS.coding;
  if (request.validity < -1) return KANNEL_ANSWERS.validity;
  if (request.deferred < -1) return KANNEL_ANSWERS.deferred;
  if (request.priority !== UNDEFINED && out(request.priority, 0, 3)) {
    return KANNEL_ANSWERS.priority;
  }
  return undefined;
}

/** Receivers smsbox sends to: those of allowed characters (the others are denied). */
export const allowedReceivers = (request: KannelRequest): string[] =>
  request.receivers.filter((receiver) => NUMBER_CHARS.test(receiver));

export { UNDEFINED as KANNEL_UNDEFINED };
