import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { displayName } from '../../../lib/auth/display-name';
import { useAuth } from '../../../lib/auth/use-auth';
import { AccountCard } from '../components/account-card';
import { BalanceCard } from '../components/balance-card';
import { GettingStartedCard } from '../components/getting-started-card';

/** The account overview at '/', until the SMSC list takes its place. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title={t('home.welcome', { name: displayName(user) })}
        subtitle={t('home.subtitle')}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <BalanceCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <AccountCard user={user} />
        </Grid>
        <Grid size={12}>
          <GettingStartedCard user={user} />
        </Grid>
      </Grid>
    </>
  );
}
