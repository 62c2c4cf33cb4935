import { SmscListPage, type GatewayActionDialogs } from '../features/gateways/routes/smsc-list';
import { LoadTestDialog } from '../features/smsc-messages/components/load-test-dialog';
import { SendSmsDialog } from '../features/smsc-messages/components/send-sms-dialog';
import { GatewayWebhooksDialog } from '../features/webhooks/components/owner-webhooks-dialogs';

/** Sending and load tests are Sent SMS's dialogs, webhooks their own: features do not import each other. */
const DIALOGS: GatewayActionDialogs = {
  send: SendSmsDialog,
  loadTest: LoadTestDialog,
  webhooks: GatewayWebhooksDialog,
};

/** '/': the SMSC list with its send and load-test dialogs. */
export function SmscListRoute() {
  return <SmscListPage dialogs={DIALOGS} />;
}
