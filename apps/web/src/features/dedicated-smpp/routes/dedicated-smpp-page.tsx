import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatUsd, type DedicatedSmpp } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { notify } from '../../../components/notify';
import { useInvalidateOnEvent } from '../../../lib/events/use-event';
import { errorMessage } from '../../../lib/form-errors';
import { sharedText } from '../../../lib/i18n';
import { useCurrentPrice } from '../../../lib/queries/prices';
import {
  dedicatedSmppKey,
  previewCancel,
  previewChange,
  previewSubscribe,
  useCancelSubscription,
  useChangeAddresses,
  useSubscribe,
  useSubscription,
} from '../api/subscription';
import { AddressesForm } from '../components/addresses-form';
import { PreviewDialog } from '../components/preview-dialog';
import { SubscriptionDetails } from '../components/subscription-details';

/** What waits for confirmation: the server's preview of it. */
type Pending =
  | { kind: 'subscribe'; addresses: string[]; preview: string }
  | { kind: 'change'; addresses: string[]; preview: string }
  | { kind: 'cancel'; preview: string };

function Offer({ onPreviewed }: { onPreviewed: (addresses: string[], preview: string) => void }) {
  const { t } = useTranslation();
  const price = useCurrentPrice();
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('dedicatedSmpp.offerTitle')}
        </Typography>
        <Typography variant="body1">{t('dedicatedSmpp.offer')}</Typography>
        {price && (
          <Typography variant="body1" data-testid="dedicated-price">
            {t('dedicatedSmpp.price', { price: formatUsd(price.dedicated_ip_micros) })}
          </Typography>
        )}
        <AddressesForm initial={[]} preview={previewSubscribe} onPreviewed={onPreviewed} />
      </CardContent>
    </Card>
  );
}

/** /dedicated-smpp: an SMPP listener of the user's own, reachable only from their addresses. */
export function DedicatedSmppPage() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const subscribe = useSubscribe();
  const change = useChangeAddresses();
  const cancel = useCancelSubscription();
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState(false);
  const [cancelError, setCancelError] = useState<string>();
  // Sessions bind and unbind, and renewals change the state, while the page is open.
  useInvalidateOnEvent('client.connection', dedicatedSmppKey, 500);
  useInvalidateOnEvent('dedicated_smpp.changed', dedicatedSmppKey, 500);
  useInvalidateOnEvent('balance.changed', dedicatedSmppKey);

  const close = () => {
    setPending(null);
    subscribe.reset();
    change.reset();
    cancel.reset();
  };
  const startCancel = async (current: DedicatedSmpp) => {
    setCancelError(undefined);
    try {
      setPending({ kind: 'cancel', preview: (await previewCancel(current.id)).preview });
    } catch (error) {
      setCancelError(errorMessage(error));
    }
  };
  const confirm = () => {
    if (!pending) return;
    const current = subscription.data;
    const done = (message: string) => () => {
      notify.success(message);
      setEditing(false);
      close();
    };
    if (pending.kind === 'subscribe') {
      subscribe.mutate(pending.addresses, {
        onSuccess: done(sharedText('Your dedicated SMPP is ready')),
      });
    } else if (pending.kind === 'change' && current) {
      change.mutate(
        { id: current.id, ipAddresses: pending.addresses },
        { onSuccess: done(t('dedicatedSmpp.changed')) },
      );
    } else if (pending.kind === 'cancel' && current) {
      cancel.mutate(current.id, { onSuccess: done(t('dedicatedSmpp.cancelled')) });
    }
  };
  const mutation = { subscribe, change, cancel }[pending?.kind ?? 'subscribe'];
  const data = subscription.data;

  return (
    <>
      <PageHeader title={t('dedicatedSmpp.title')} subtitle={t('dedicatedSmpp.subtitle')} />
      {subscription.isError && (
        <LoadErrorAlert
          error={subscription.error}
          onRetry={() => void subscription.refetch()}
          sx={{ mb: 2 }}
        />
      )}
      {cancelError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {cancelError}
        </Alert>
      )}
      {subscription.isPending && (
        <Box aria-busy>
          <Skeleton height={160} />
        </Box>
      )}
      {data === null && (
        <Offer
          onPreviewed={(addresses, preview) =>
            setPending({ kind: 'subscribe', addresses, preview })
          }
        />
      )}
      {data && (
        <SubscriptionDetails
          subscription={data}
          onEdit={() => setEditing(true)}
          onCancel={() => void startCancel(data)}
        />
      )}
      {data && editing && !pending && (
        <Dialog open onClose={() => setEditing(false)} fullWidth maxWidth="sm">
          <DialogTitle>{t('dedicatedSmpp.editAddresses')}</DialogTitle>
          <DialogContent sx={{ pt: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              {t('dedicatedSmpp.editHint')}
            </Typography>
            <AddressesForm
              initial={data.ip_addresses}
              preview={(addresses) => previewChange(data.id, addresses)}
              onPreviewed={(addresses, preview) =>
                setPending({ kind: 'change', addresses, preview })
              }
              onCancel={() => setEditing(false)}
            />
          </DialogContent>
        </Dialog>
      )}
      {pending && (
        <PreviewDialog
          title={t(`dedicatedSmpp.confirmTitle.${pending.kind}`)}
          preview={pending.preview}
          confirmLabel={t(`dedicatedSmpp.confirm.${pending.kind}`)}
          destructive={pending.kind === 'cancel'}
          pending={mutation.isPending}
          error={mutation.error}
          onConfirm={confirm}
          onClose={close}
        />
      )}
    </>
  );
}
