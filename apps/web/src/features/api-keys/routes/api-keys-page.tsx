import AddOutlined from '@mui/icons-material/AddOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ApiKey, CreatedApiKey } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useApiKeys } from '../api/list-api-keys';
import { ApiKeyDialog } from '../components/api-key-dialog';
import { ApiKeysTable } from '../components/api-keys-table';
import { CreatedKeyDialog } from '../components/created-key-dialog';
import { RevokeApiKeyDialog } from '../components/revoke-api-key-dialog';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; apiKey: ApiKey }
  | { kind: 'revoke'; apiKey: ApiKey }
  // The only place the new key lives; closing the dialog drops it.
  | { kind: 'created'; created: CreatedApiKey };

function EmptyState({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 3 }}>
      <KeyOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {t('apiKeys.empty')}
      </Typography>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', mb: 2, maxWidth: 560, mx: 'auto' }}
      >
        {t('apiKeys.emptyHint')}
      </Typography>
      <Button variant="contained" startIcon={<AddOutlined />} onClick={onCreate}>
        {t('apiKeys.create')}
      </Button>
    </Box>
  );
}

/** /api-keys: keys that let scripts and SMS software use the API in the user's name. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const onCreate = () => setOpen({ kind: 'create' });
  const data = keys.data;

  return (
    <>
      <PageHeader
        title={t('apiKeys.title')}
        subtitle={t('apiKeys.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={onCreate}>
            {t('apiKeys.create')}
          </Button>
        }
      />
      <Card>
        {keys.isFetching && data && (
          <LinearProgress sx={{ height: 2 }} aria-label={t('smsc.loading')} />
        )}
        {keys.isError && (
          <LoadErrorAlert error={keys.error} onRetry={() => void keys.refetch()} sx={{ m: 2 }} />
        )}
        {keys.isPending && (
          <Box sx={{ p: 2 }} aria-busy>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={48} />
            ))}
          </Box>
        )}
        {data && data.results.length === 0 && <EmptyState onCreate={onCreate} />}
        {data && data.results.length > 0 && (
          <ApiKeysTable
            keys={data.results}
            now={keys.dataUpdatedAt}
            onEdit={(apiKey) => setOpen({ kind: 'edit', apiKey })}
            onRevoke={(apiKey) => setOpen({ kind: 'revoke', apiKey })}
          />
        )}
      </Card>
      {open?.kind === 'create' && (
        <ApiKeyDialog
          onClose={close}
          onCreated={(created) => setOpen({ kind: 'created', created })}
        />
      )}
      {open?.kind === 'edit' && <ApiKeyDialog apiKey={open.apiKey} onClose={close} />}
      {open?.kind === 'revoke' && <RevokeApiKeyDialog apiKey={open.apiKey} onClose={close} />}
      {open?.kind === 'created' && <CreatedKeyDialog created={open.created} onClose={close} />}
    </>
  );
}
