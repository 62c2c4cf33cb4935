import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Profile } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Step {
  key: string;
  done: boolean;
  /** Where to do it; steps whose screens are not built yet say so instead. */
  to?: string;
}

function stepsFor(user: Profile): Step[] {
  return [
    { key: 'account', done: true },
    { key: 'profile', done: Boolean(user.first_name && user.last_name), to: '/settings' },
    { key: 'avatar', done: Boolean(user.avatar), to: '/settings' },
    { key: 'topUp', done: (user.balance ?? 0) > 0 },
    { key: 'smsc', done: false },
    { key: 'esme', done: false },
  ];
}

export function GettingStartedCard({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const steps = stepsFor(user);
  const done = steps.filter((step) => step.done).length;
  return (
    <Card>
      <CardHeader
        title={t('home.gettingStarted.title')}
        subheader={t('home.gettingStarted.progress', { done, total: steps.length })}
      />
      <CardContent>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          sx={{ height: 8, borderRadius: 4, mb: 2 }}
        />
        {steps.map((step, index) => (
          <Box
            key={step.key}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              py: 1.5,
              borderTop: index === 0 ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            {step.done ? (
              <CheckCircle color="success" />
            ) : (
              <RadioButtonUnchecked sx={{ color: 'text.disabled' }} />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                sx={{ fontWeight: 500, textDecoration: step.done ? 'line-through' : 'none' }}
              >
                {t(`home.gettingStarted.steps.${step.key}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`home.gettingStarted.steps.${step.key}.text`)}
              </Typography>
            </Box>
            {!step.done && step.to && (
              <Button component={Link} to={step.to} size="small" variant="outlined">
                {t('home.gettingStarted.open')}
              </Button>
            )}
            {!step.done && !step.to && (
              <Chip size="small" label={t('home.gettingStarted.soon')} variant="outlined" />
            )}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
