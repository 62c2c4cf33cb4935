import type { Gateway, GatewayConnection } from '@routelab/shared';
import type { TFunction } from 'i18next';

type Failure = NonNullable<GatewayConnection['last_failure']>;

const LOST_REASONS = new Set([
  'peer-closed',
  'peer-unbind',
  'dead-peer',
  'inactivity',
  'framing-error',
  'local',
  'unbind',
]);

/** A gateway's last failure in the user's language (the server's English stays the detail). */
export function failureText(t: TFunction, failure: Failure, gateway: Gateway): string {
  const host = gateway.host.includes(':') ? `[${gateway.host}]` : gateway.host;
  const code = failure.code ?? '';
  const reason = LOST_REASONS.has(code)
    ? t(`gatewayHealth.lostReasons.${code}`)
    : t('gatewayHealth.lostReasons.other', { code });
  return t(`gatewayHealth.failure.${failure.kind}`, {
    address: `${host}:${gateway.port}`,
    code,
    reason,
  });
}
