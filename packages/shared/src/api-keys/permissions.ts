import { z } from 'zod';

/**
 * What an API key may do (issue 23); each is on or off per key. A console session may do all of
 * them.
 */
export const API_PERMISSIONS = [
  'send_sms',
  'read_sent_sms',
  'manage_smsc',
  'read_smsc_logs',
  'send_dlr',
  'read_received_sms',
  /** ESME accounts, and the routes and gateway price lists that carry their traffic (issue 37). */
  'manage_esme',
  'read_esme_logs',
] as const;

export type ApiPermission = (typeof API_PERMISSIONS)[number];

export const apiPermissionSchema = z.enum(API_PERMISSIONS);
