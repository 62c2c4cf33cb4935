import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth/use-auth';
import { sharedText } from '../lib/i18n';

/**
 * The console banner of a dedicated SMPP subscription waiting for money (issue 24): in grace
 * until a date, or suspended. The profile (refreshed every 10 s) says so.
 */
export function DedicatedSmppAlert() {
  const { t, i18n } = useTranslation();
  const alert = useAuth().user?.dedicated_smpp_alert;
  if (!alert) return null;
  const date = alert.grace_until
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
        new Date(alert.grace_until),
      )
    : '';
  return (
    <Alert
      severity={alert.status === 'grace' ? 'warning' : 'error'}
      sx={{ mb: 2 }}
      role="alert"
      action={
        <Button color="inherit" size="small" component={Link} to="/dedicated-smpp">
          {sharedText('Open Dedicated SMPP')}
        </Button>
      }
    >
      {alert.status === 'grace'
        ? t('dedicatedSmpp.banner.grace', { date })
        : t('dedicatedSmpp.banner.suspended')}
    </Alert>
  );
}
