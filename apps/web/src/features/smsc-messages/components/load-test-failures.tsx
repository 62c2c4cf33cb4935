import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { LoadTestSummary } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { statusReason } from '../../../components/command-status/status-reason';

const hex = (status: number) => `0x${status.toString(16).padStart(8, '0')}`;

/** A test's failed parts by command_status: the status, its meaning in plain words, how many. */
export function LoadTestFailures({ failures }: { failures: LoadTestSummary['failures'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <div data-testid="load-test-summary-failures">
      <Typography variant="subtitle2" component="h3">
        {t('loadTestSummary.failures.title')}
      </Typography>
      {failures.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('loadTestSummary.failures.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {failures.map(({ command_status: status, command_status_name: name, count }) => (
            <ListItem key={status ?? 'not-sent'} disableGutters>
              <ListItemText
                primary={
                  status === null
                    ? t('loadTestSummary.failures.notSent')
                    : `${name ?? ''} (${hex(status)})`
                }
                secondary={
                  status === null ? null : statusReason(t, status, name ?? '', { origin: 'peer' })
                }
                slotProps={{
                  primary: { sx: { fontFamily: status === null ? undefined : 'monospace' } },
                }}
              />
              <Typography
                variant="body2"
                sx={{ fontVariantNumeric: 'tabular-nums', ml: 2, whiteSpace: 'nowrap' }}
              >
                {t('loadTestSummary.failures.parts', { count: number.format(count) })}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </div>
  );
}
