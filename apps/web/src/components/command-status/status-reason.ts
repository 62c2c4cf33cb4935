import { type TFunction } from 'i18next';
import { commandStatusesEn } from '../../locales/en/command-statuses';

/**
 * Who answered with the status: RouteLab's own SMPP server (to an ESME account: its submit and
 * bind answers, the status of a received message) or a peer (a provider's SMSC, an ESME
 * answering our deliver_sm).
 */
export type StatusOrigin = 'routelab' | 'peer';

export interface StatusContext {
  origin: StatusOrigin;
  /** The account's msg/s limit (0 or null: none), for RouteLab's throttling. */
  throughputLimit?: number | null;
  /** The account's most binds at once, for RouteLab's bind refusals. */
  maxBinds?: number | null;
  /** The message's destination, when known: a magic test number explains a refusal. */
  destination?: string | null;
  /**
   * The account answers magic test numbers (its receipt policy is automatic): without a known
   * destination, a refusal may be one of theirs.
   */
  magicDestinations?: boolean;
}

type StandardName = keyof typeof commandStatusesEn.standard;
type RouteLabReason = keyof typeof commandStatusesEn.routelab;

const ESME_ROK = 0;
const VENDOR_RANGE = [0x400, 0x4ff] as const;

const endsWith = (destination: string | null | undefined, suffix: string) =>
  (destination ?? '').trim().endsWith(suffix);

/** What RouteLab's server meant by a status it gave (smpp-server/: session, ingest, binds). */
function routelabReason(
  name: string,
  context: StatusContext,
): { key: RouteLabReason; values?: Record<string, number> } | undefined {
  const { destination, throughputLimit, maxBinds, magicDestinations = true } = context;
  switch (name) {
    case 'ESME_RTHROTTLED':
      // A message stored refused was not the limiter's (its refusals are answered, never
      // stored): its destination was the test number ending in 444.
      if (destination) return { key: 'magic444' };
      if (!throughputLimit) return { key: magicDestinations ? 'magic444' : 'throttled' };
      return {
        key: magicDestinations ? 'throttledLimitOrMagic' : 'throttledLimit',
        values: { limit: throughputLimit },
      };
    case 'ESME_RSUBMITFAIL':
      if (endsWith(destination, '333')) return { key: 'magic333' };
      return destination || !magicDestinations ? { key: 'balance' } : { key: 'submitFail' };
    case 'ESME_RMSGQFUL':
      return { key: 'queueFull' };
    case 'ESME_RBINDFAIL':
      return maxBinds ? { key: 'bindFailMax', values: { max: maxBinds } } : { key: 'bindFail' };
    case 'ESME_RINVPASWD':
      return { key: 'password' };
    case 'ESME_RINVSCHED':
      return { key: 'schedule' };
    case 'ESME_RINVEXPIRY':
      return { key: 'expiry' };
    case 'ESME_RSYSERR':
      return { key: 'systemError' };
    case 'ESME_RINVCMDID':
      return { key: 'command' };
    case 'ESME_RINVDLNAME':
      return { key: 'distributionList' };
    default:
      return undefined;
  }
}

/**
 * A status in plain words, in the console's language, or null for ESME_ROK and a status with no
 * known meaning. `name` is the status name the API gives (command_status_name).
 */
export function statusReason(
  t: TFunction,
  status: number,
  name: string,
  context: StatusContext,
): string | null {
  if (status === ESME_ROK) return null;
  if (context.origin === 'routelab') {
    const reason = routelabReason(name, context);
    if (reason) return t(`commandStatuses.routelab.${reason.key}`, reason.values);
  }
  if (Object.hasOwn(commandStatusesEn.standard, name)) {
    return t(`commandStatuses.standard.${name as StandardName}`);
  }
  if (status >= VENDOR_RANGE[0] && status <= VENDOR_RANGE[1]) return t('commandStatuses.vendor');
  return null;
}
