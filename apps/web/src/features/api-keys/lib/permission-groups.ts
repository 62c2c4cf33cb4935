import type { ApiPermission } from '@routelab/shared';

/** The eight permissions by side, as the menu groups the pages they open. */
export const PERMISSION_GROUPS: readonly { title: string; permissions: ApiPermission[] }[] = [
  {
    title: 'apiKeys.form.clientSide',
    permissions: ['send_sms', 'read_sent_sms', 'manage_smsc', 'read_smsc_logs'],
  },
  {
    title: 'apiKeys.form.serverSide',
    permissions: ['send_dlr', 'read_received_sms', 'manage_esme', 'read_esme_logs'],
  },
];
