import type { Client, Gateway } from '@routelab/shared';
import { WebhooksDialog } from './webhooks-dialog';

/** The ESME list's row action: an account's webhooks. */
export function ClientWebhooksDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  return (
    <WebhooksDialog
      owner={{ kind: 'client', id: client.id, name: client.name }}
      onClose={onClose}
    />
  );
}

/** The SMSC list's row action: a gateway's webhooks. */
export function GatewayWebhooksDialog({
  gateway,
  onClose,
}: {
  gateway: Gateway;
  onClose: () => void;
}) {
  return (
    <WebhooksDialog
      owner={{ kind: 'gateway', id: gateway.id, name: gateway.name }}
      onClose={onClose}
    />
  );
}
