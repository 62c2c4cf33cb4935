import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GatewayDetail } from '@routelab/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../duration-text';
import { failureText } from '../failure-text';
import { useNow } from '../use-now';
import { ConnectionBadge } from './connection-badge';
import { GatewayCounters } from './gateway-counters';

const LIFETIME = ['submitted', 'receipts', 'unmatched_receipts', 'mo'] as const;

function Field({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A gateway's health at a glance: state, bound since and uptime, the rate it sends at now, its
 * last failure with the time and the next attempt, and this session's counters beside the
 * stored all-time ones.
 */
export function GatewayHealth({ detail }: { detail: GatewayDetail }) {
  const { t, i18n } = useTranslation();
  const { gateway, connection, lifetime } = detail;
  const language = i18n.resolvedLanguage;
  const boundSince = connection.bound_since;
  const now = useNow(boundSince !== null);
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
  const number = new Intl.NumberFormat(language);
  const failure = connection.last_failure;
  return (
    <Card data-testid="gateway-health">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('gatewayHealth.title')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
            mb: 3,
          }}
        >
          <Field label={t('gatewayHealth.state')} testId="health-state">
            <ConnectionBadge gateway={gateway} connection={connection} />
          </Field>
          <Field label={t('gatewayHealth.boundSince')} testId="health-bound-since">
            {boundSince ? dateTime.format(new Date(boundSince)) : t('gatewayHealth.notBound')}
          </Field>
          <Field label={t('gatewayHealth.uptime')} testId="health-uptime">
            {boundSince ? durationText(now - Date.parse(boundSince), language) : '—'}
          </Field>
          <Field label={t('gatewayHealth.rate')} testId="health-rate">
            {t('gatewayHealth.rateValue', { rate: number.format(connection.sent_per_second) })}
          </Field>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field label={t('gatewayHealth.lastError')} testId="health-last-error">
              {failure ? (
                <Tooltip title={connection.last_error ?? ''}>
                  <span tabIndex={0}>
                    {`${failureText(t, failure, gateway)} · ${dateTime.format(new Date(failure.at))}`}
                  </span>
                </Tooltip>
              ) : (
                t('gatewayHealth.none')
              )}
            </Field>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box data-testid="health-session">
            <Tooltip
              title={t('gatewayHealth.sessionHint', {
                time: dateTime.format(new Date(connection.counters_since)),
              })}
            >
              <Typography variant="subtitle2" tabIndex={0} sx={{ mb: 1, width: 'fit-content' }}>
                {t('gatewayHealth.session')}
              </Typography>
            </Tooltip>
            <GatewayCounters connection={connection} />
          </Box>
          <Box data-testid="health-lifetime">
            <Tooltip title={t('gatewayHealth.lifetimeHint')}>
              <Typography variant="subtitle2" tabIndex={0} sx={{ mb: 1, width: 'fit-content' }}>
                {t('gatewayHealth.lifetime')}
              </Typography>
            </Tooltip>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, auto)', lg: 'repeat(4, auto)' },
                columnGap: 2,
                rowGap: 0.5,
                justifyContent: 'start',
              }}
            >
              {LIFETIME.map((counter) => (
                <Box key={counter} data-testid={`lifetime-${counter}`}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {number.format(lifetime[counter])}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t(`gatewayHealth.lifetimeCounters.${counter}`)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
