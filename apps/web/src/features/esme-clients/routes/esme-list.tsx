import AddOutlined from '@mui/icons-material/AddOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Client } from '@routelab/shared';
import { useCallback, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/form-errors';
import { useClients } from '../api/list-clients';
import { useUpdateClient } from '../api/update-client';
import { useSessionEvents } from '../api/use-session-events';
import { ClientDialog } from '../components/client-dialog';
import { ClientsTable } from '../components/clients-table';
import { DeleteClientDialog } from '../components/delete-client-dialog';
import { ReceivedSegmentPrice } from '../components/received-segment-price';
import { SmppEndpoint } from '../components/smpp-endpoint';
import { DEFAULT_SMPP_PORT } from '../lib/connection-details';

type Editing =
  | { kind: 'create' }
  | { kind: 'edit'; client: Client }
  | { kind: 'delete'; client: Client }
  | { kind: 'webhooks'; client: Client };

/** The dialogs of the row actions that belong to other features (the app passes them in). */
export interface ClientActionDialogs {
  webhooks: ComponentType<{ client: Client; onClose: () => void }>;
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 3 }}>
      <DevicesOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {t('esme.list.empty')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('esme.list.emptyHint')}
      </Typography>
      <Button variant="contained" startIcon={<AddOutlined />} onClick={onCreate}>
        {t('esme.list.create')}
      </Button>
    </Box>
  );
}

/** /esme: the user's ESME accounts on our SMPP server and their live sessions. */
export function EsmeListPage({ dialogs }: { dialogs: ClientActionDialogs }) {
  const { webhooks: WebhooksDialog } = dialogs;
  const { t } = useTranslation();
  const live = useSessionEvents();
  const clients = useClients(live);
  const update = useUpdateClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  // Passwords set in this browser since the page opened; the server keeps only hashes.
  const [toggling, setToggling] = useState<number>();
  const [passwords, setPasswords] = useState<ReadonlyMap<number, string>>(new Map());

  const onSaved = useCallback((client: Client, password: string | undefined) => {
    if (password) setPasswords((known) => new Map(known).set(client.id, password));
  }, []);

  const onToggle = (client: Client, enabled: boolean) => {
    setToggling(client.id);
    const { id, name, system_id, allowed_ips, max_binds, throughput_limit, dlr_policy } = client;
    // The whole account goes back: a field left out would be set to its default (routing off).
    const { routing, no_route } = client;
    update.mutate(
      {
        id,
        name,
        system_id,
        allowed_ips,
        max_binds,
        throughput_limit,
        dlr_policy,
        enabled,
        routing,
        no_route,
      },
      {
        onSuccess: (saved) =>
          notify.success(
            t(saved.enabled ? 'esme.list.enabledSaved' : 'esme.list.disabledSaved', {
              name: saved.name,
            }),
          ),
        onError: (error) => notify.error(errorMessage(error)),
        onSettled: () => setToggling(undefined),
      },
    );
  };

  const data = clients.data;
  const port = data?.smpp_port ?? DEFAULT_SMPP_PORT;
  return (
    <>
      <PageHeader
        title={t('esme.list.title')}
        subtitle={t('esme.list.subtitle')}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Chip
              size="small"
              variant="outlined"
              color={live ? 'success' : 'default'}
              label={t(live ? 'esme.list.live' : 'esme.list.polling')}
            />
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing({ kind: 'create' })}
            >
              {t('esme.list.create')}
            </Button>
          </Box>
        }
      />
      {data && <SmppEndpoint port={data.smpp_port} tlsPort={data.smpp_tls_port} />}
      <ReceivedSegmentPrice />
      <Card>
        {clients.isFetching && data && (
          <LinearProgress sx={{ height: 2 }} aria-label={t('smsc.loading')} />
        )}
        {clients.isError && (
          <LoadErrorAlert
            error={clients.error}
            onRetry={() => void clients.refetch()}
            sx={{ m: 2 }}
          />
        )}
        {clients.isPending && (
          <Box sx={{ p: 2 }} aria-busy>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={48} />
            ))}
          </Box>
        )}
        {data && data.clients.length === 0 && (
          <EmptyState onCreate={() => setEditing({ kind: 'create' })} />
        )}
        {data && data.clients.length > 0 && (
          <ClientsTable
            clients={data.clients}
            connections={data.connections}
            port={port}
            passwords={passwords}
            onEdit={(client) => setEditing({ kind: 'edit', client })}
            onDelete={(client) => setEditing({ kind: 'delete', client })}
            onWebhooks={(client) => setEditing({ kind: 'webhooks', client })}
            onToggle={onToggle}
            toggling={toggling}
          />
        )}
      </Card>
      {editing?.kind === 'create' && (
        <ClientDialog port={port} onClose={() => setEditing(null)} onSaved={onSaved} />
      )}
      {editing?.kind === 'edit' && (
        <ClientDialog
          client={editing.client}
          port={port}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteClientDialog client={editing.client} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'webhooks' && (
        <WebhooksDialog client={editing.client} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
