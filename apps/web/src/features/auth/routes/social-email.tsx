import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { SocialEmailStep } from '../components/social-email-step';
import type { socialEmailState } from '../social-email-state';

/**
 * /login/social/email: a provider signed someone new in without an e-mail address; the sign-in
 * brings its answer here in the navigation state (nothing to do without it).
 */
export function SocialEmailPage() {
  const { t } = useTranslation();
  const state = useLocation().state as Partial<ReturnType<typeof socialEmailState>> | null;
  const request = state?.request;
  if (!request) return <Navigate to="/login" replace />;
  return (
    <AuthCard title={t('social.emailTitle')} subtitle={t('social.emailSubtitle')}>
      <SocialEmailStep request={request} />
    </AuthCard>
  );
}
