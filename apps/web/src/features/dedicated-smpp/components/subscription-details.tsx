import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatUsd, type DedicatedSmpp } from '@routelab/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-format-date-time';
import { notify } from '../../../components/notify';
import { DedicatedSessions } from './dedicated-sessions';

const STATUS_COLOR = { active: 'success', grace: 'warning', suspended: 'error' } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body1" component="div">
        {children}
      </Typography>
    </Box>
  );
}

interface SubscriptionDetailsProps {
  subscription: DedicatedSmpp;
  onEdit: () => void;
  onCancel: () => void;
}

/** A subscription: status, where to connect, addresses, period, live sessions, refusals. */
export function SubscriptionDetails({ subscription, onEdit, onCancel }: SubscriptionDetailsProps) {
  const { t } = useTranslation();
  // One style for every date on the page (issue 36: it showed two).
  const formatTime = useFormatDateTime();
  const { host, port, tls_port: tlsPort, refused_connections: refused } = subscription;
  const endpoint = [
    `${t('dedicatedSmpp.host')}: ${host}`,
    `${t('dedicatedSmpp.port')}: ${port}`,
    ...(tlsPort === null ? [] : [`${t('dedicatedSmpp.tlsPort')}: ${tlsPort}`]),
  ].join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(endpoint);
      notify.success(t('dedicatedSmpp.copied'));
    } catch {
      notify.error(t('dedicatedSmpp.copyFailed'));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {subscription.status === 'grace' && subscription.grace_until && (
        <Alert severity="warning">
          {t('dedicatedSmpp.graceNotice', {
            date: formatTime(subscription.grace_until),
          })}
        </Alert>
      )}
      {subscription.status === 'suspended' && (
        <Alert severity="error">{t('dedicatedSmpp.suspendedNotice')}</Alert>
      )}
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {t('dedicatedSmpp.yourEndpoint')}
            </Typography>
            <Chip
              size="small"
              color={STATUS_COLOR[subscription.status]}
              label={t(`dedicatedSmpp.status.${subscription.status}`)}
            />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography
              component="pre"
              data-testid="dedicated-endpoint"
              sx={{ fontFamily: 'monospace', m: 0, whiteSpace: 'pre-wrap' }}
            >
              {endpoint}
            </Typography>
            <Tooltip title={t('dedicatedSmpp.copy')}>
              <IconButton aria-label={t('dedicatedSmpp.copy')} onClick={() => void copy()}>
                <ContentCopyOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
              gap: 2,
            }}
          >
            <Field label={t('dedicatedSmpp.periodEnd')}>
              {formatTime(subscription.period_end)}
            </Field>
            <Field label={t('dedicatedSmpp.nextCharge')}>
              {formatUsd(subscription.price_per_period_micros)}
            </Field>
            <Field label={t('dedicatedSmpp.refused')}>
              {refused.count === 0
                ? t('dedicatedSmpp.noRefused')
                : t('dedicatedSmpp.refusedDetail', {
                    count: refused.count,
                    address: refused.last_address ?? '?',
                    time: refused.last_at ? formatTime(refused.last_at) : '',
                  })}
            </Field>
          </Box>
          <Box>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('dedicatedSmpp.addresses')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
              {subscription.ip_addresses.map((address) => (
                <Chip key={address} label={address} sx={{ fontFamily: 'monospace' }} />
              ))}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={onEdit}>{t('dedicatedSmpp.editAddresses')}</Button>
            <Button color="error" onClick={onCancel}>
              {t('dedicatedSmpp.cancelSubscription')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('dedicatedSmpp.sessions')}
          </Typography>
          <DedicatedSessions sessions={subscription.sessions} />
        </CardContent>
      </Card>
    </Box>
  );
}
