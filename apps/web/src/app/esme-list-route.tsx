import { EsmeListPage, type ClientActionDialogs } from '../features/esme-clients/routes/esme-list';
import { ClientWebhooksDialog } from '../features/webhooks/components/owner-webhooks-dialogs';

/** Webhooks are their own feature's dialog: features do not import each other. */
const DIALOGS: ClientActionDialogs = { webhooks: ClientWebhooksDialog };

/** '/esme': the ESME list with the webhooks dialog of each account. */
export function EsmeListRoute() {
  return <EsmeListPage dialogs={DIALOGS} />;
}
