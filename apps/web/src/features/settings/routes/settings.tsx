import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth/use-auth';
import { AppearanceSection } from '../components/appearance-section';
import { ConnectedAccountsSection } from '../components/connected-accounts-section';
import { EmailSection } from '../components/email-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';

const TABS = ['account', 'security', 'appearance'] as const;
type SettingsTab = (typeof TABS)[number];

/** /settings: profile and avatar, password, e-mail and the UI settings, one tab each. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = TABS.find((name) => name === requested) ?? 'account';
  if (!user) return null;

  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_, next: SettingsTab) => setSearchParams({ tab: next }, { replace: true })}
        sx={{ mb: 3 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="account" label={t('settings.tabs.account')} />
        <Tab value="security" label={t('settings.tabs.security')} />
        <Tab
          value="appearance"
          label={t('settings.tabs.appearance')}
          data-testid="tab-appearance"
        />
      </Tabs>
      {tab === 'account' && <ProfileSection user={user} />}
      {tab === 'security' && (
        <Stack spacing={3}>
          <PasswordSection email={user.email} />
          <EmailSection currentEmail={user.email} />
          <ConnectedAccountsSection />
        </Stack>
      )}
      {tab === 'appearance' && <AppearanceSection />}
    </>
  );
}
