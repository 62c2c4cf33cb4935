import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SocialProviderName } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { notify } from '../../../components/notify';
import { offersAny, ProviderButtons } from '../../../components/social/provider-buttons';
import { errorMessage } from '../../../lib/form-errors';
import {
  useConnectedAccounts,
  useConnectProvider,
  useDisconnect,
  type ProviderProof,
} from '../../../lib/social/connected-accounts';
import { PROVIDER_NAMES, useSignInProviders } from '../../../lib/social/providers';
import { useTwitterStart } from '../../../lib/social/use-twitter-start';

/**
 * The sign-in providers connected to the account, each of which can be disconnected, and the
 * configured ones not connected yet, each of which can be connected (Twitter through its round
 * trip, which comes back here).
 */
export function ConnectedAccountsSection() {
  const { t, i18n } = useTranslation();
  const connected = useConnectedAccounts();
  const providers = useSignInProviders();
  const connect = useConnectProvider();
  const disconnect = useDisconnect();
  const [error, setError] = useState<string>();
  const twitter = useTwitterStart('connect', setError);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  const accounts = connected.data?.accounts ?? [];
  const connectedNames: SocialProviderName[] = accounts.map((account) => account.provider);
  const offered = connected.data && providers.data;

  const add = (proof: ProviderProof) => {
    setError(undefined);
    connect.mutate(proof, {
      onSuccess: () =>
        notify.success(t('settings.connected.added', { provider: PROVIDER_NAMES[proof.provider] })),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Card>
      <CardHeader
        title={t('settings.connected.title')}
        subheader={t('settings.connected.subtitle')}
      />
      <CardContent>
        <FormAlert
          message={error ?? (connected.isError ? errorMessage(connected.error) : undefined)}
        />
        {connected.data && accounts.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('settings.connected.none')}</Typography>
        )}
        <List disablePadding>
          {accounts.map((account) => (
            <ListItem
              key={account.provider}
              disableGutters
              data-testid={`connected-${account.provider}`}
              secondaryAction={
                <Button
                  color="error"
                  disabled={disconnect.isPending}
                  onClick={() => {
                    setError(undefined);
                    disconnect.mutate(account.provider, {
                      onError: (failure) => setError(errorMessage(failure)),
                    });
                  }}
                >
                  {t('settings.connected.disconnect')}
                </Button>
              }
            >
              <ListItemText
                primary={PROVIDER_NAMES[account.provider]}
                secondary={t('settings.connected.since', {
                  who: account.email ?? account.name ?? '',
                  date: date.format(new Date(account.connected_at)),
                })}
              />
            </ListItem>
          ))}
        </List>
        {offered && offersAny(offered, connectedNames) && (
          <Box sx={{ mt: 2, maxWidth: 400 }} data-testid="connect-providers">
            <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
              {t('settings.connected.connect')}
            </Typography>
            <ProviderButtons
              providers={offered}
              hide={connectedNames}
              googleText="continue_with"
              pending={twitter.leaving || connect.isPending}
              onGoogle={(credential) => add({ provider: 'google', body: { credential } })}
              onFacebook={(body) => add({ provider: 'facebook', body })}
              onTwitter={() => {
                setError(undefined);
                twitter.start();
              }}
              onFailure={setError}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
