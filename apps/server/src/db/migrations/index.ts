import type { Migration } from 'kysely';
import { accounts } from './0001-accounts.js';
import { smsc } from './0002-smsc.js';
import { esme } from './0003-esme.js';
import { leanIngest } from './0004-lean-ingest.js';
import { leanPduLogs } from './0005-lean-pdu-logs.js';
import { partsById } from './0006-parts-by-id.js';
import { pduLogMessageIdOrder } from './0007-pdu-log-message-id-order.js';
import { refusedSubmitsFailed } from './0008-refused-submits-failed.js';
import { maskLoggedBindPasswords } from './0009-mask-logged-bind-passwords.js';
import { loadTests } from './0010-load-tests.js';
import { gatewayTlsOptions } from './0011-gateway-tls-options.js';
import { longMessageWorstOutcome } from './0012-long-message-worst-outcome.js';
import { gatewayDefaultCharset } from './0013-gateway-default-charset.js';
import { receiptDelivery } from './0014-receipt-delivery.js';
import { esmeScheduleValidity } from './0015-esme-schedule-validity.js';
import { jobs } from './0016-jobs.js';
import { outbox } from './0017-outbox.js';
import { unmatchedReceipts } from './0018-unmatched-receipts.js';
import { idBlocks } from './0019-id-blocks.js';
import { apiKeys } from './0020-api-keys.js';
import { ledger } from './0021-ledger.js';
import { esmeCharges } from './0022-esme-charges.js';
import { messageCosts } from './0023-message-costs.js';
import { payments } from './0024-payments.js';
import { webhooks } from './0025-webhooks.js';
import { sendsmsReports } from './0026-sendsms-reports.js';
import { apiKeyRateLimit } from './0027-api-key-rate-limit.js';
import { dedicatedSmpp } from './0028-dedicated-smpp.js';
import { socialIdentities } from './0029-social-identities.js';
import { pduLogUserIndex } from './0030-pdu-log-user-index.js';
import { jobQueue } from './0031-job-queue.js';
import { webhookDeliveryJobs } from './0032-webhook-delivery-jobs.js';
import { sendsmsReportJobs } from './0033-sendsms-report-jobs.js';
import { pduLogSearchText } from './0034-pdu-log-search-text.js';
import { loadTestStarted } from './0035-load-test-started.js';
import { unmatchedReceiptIndex } from './0036-unmatched-receipt-index.js';
import { routing } from './0037-routing.js';
import { moDeliveries } from './0038-mo-deliveries.js';
import { reportDoneAt } from './0039-report-done-at.js';

/** Every migration, by name; names sort in the order they apply. Append, never renumber. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-smsc': smsc,
  '0003-esme': esme,
  '0004-lean-ingest': leanIngest,
  '0005-lean-pdu-logs': leanPduLogs,
  '0006-parts-by-id': partsById,
  '0007-pdu-log-message-id-order': pduLogMessageIdOrder,
  '0008-refused-submits-failed': refusedSubmitsFailed,
  '0009-mask-logged-bind-passwords': maskLoggedBindPasswords,
  '0010-load-tests': loadTests,
  '0011-gateway-tls-options': gatewayTlsOptions,
  '0012-long-message-worst-outcome': longMessageWorstOutcome,
  '0013-gateway-default-charset': gatewayDefaultCharset,
  '0014-receipt-delivery': receiptDelivery,
  '0015-esme-schedule-validity': esmeScheduleValidity,
  '0016-jobs': jobs,
  '0017-outbox': outbox,
  '0018-unmatched-receipts': unmatchedReceipts,
  '0019-id-blocks': idBlocks,
  '0020-api-keys': apiKeys,
  '0021-ledger': ledger,
  '0022-esme-charges': esmeCharges,
  '0023-message-costs': messageCosts,
  '0024-payments': payments,
  '0025-webhooks': webhooks,
  '0026-sendsms-reports': sendsmsReports,
  '0027-api-key-rate-limit': apiKeyRateLimit,
  '0028-dedicated-smpp': dedicatedSmpp,
  '0029-social-identities': socialIdentities,
  '0030-pdu-log-user-index': pduLogUserIndex,
  '0031-job-queue': jobQueue,
  '0032-webhook-delivery-jobs': webhookDeliveryJobs,
  '0033-sendsms-report-jobs': sendsmsReportJobs,
  '0034-pdu-log-search-text': pduLogSearchText,
  '0035-load-test-started': loadTestStarted,
  '0036-unmatched-receipt-index': unmatchedReceiptIndex,
  '0037-routing': routing,
  '0038-mo-deliveries': moDeliveries,
  '0039-report-done-at': reportDoneAt,
};
