import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/form-errors';
import { useConnectedAccounts, useDisconnect } from '../api/connected-accounts';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter / X' };

/** The sign-in providers connected to the account, each of which can be disconnected. */
export function ConnectedAccountsSection() {
  const { t, i18n } = useTranslation();
  const connected = useConnectedAccounts();
  const disconnect = useDisconnect();
  const [error, setError] = useState<string>();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  const accounts = connected.data?.accounts ?? [];

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
      </CardContent>
    </Card>
  );
}
