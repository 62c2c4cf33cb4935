import { AbilityProvider } from '@casl/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth';
import { i18n } from '../../lib/i18n';
import { AppThemeProvider } from './theme-provider';
import { AppToaster } from './toaster';

function UserAbilityProvider({ children }: { children: ReactNode }) {
  const { ability } = useAuth();
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <UserAbilityProvider>
            {children}
            <AppToaster />
          </UserAbilityProvider>
        </AppThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
