import { z } from 'zod';
import { numeric } from './numeric.js';

/** Field rules shared by the gateway, client and message contracts (SMPP 3.4 limits). */
export const tonSchema = numeric(
  z
    .number({ error: 'TON must be a number' })
    .int('TON must be an integer')
    .min(0, 'TON must be between 0 and 6')
    .max(6, 'TON must be between 0 and 6'),
);

export const npiSchema = numeric(
  z
    .number({ error: 'NPI must be a number' })
    .int('NPI must be an integer')
    .min(0, 'NPI must be between 0 and 18')
    .max(18, 'NPI must be between 0 and 18'),
);

export const systemIdSchema = z
  .string({ error: 'System ID is required' })
  .trim()
  .min(1, 'System ID is required')
  .max(15, 'System ID cannot be longer than 15 characters')
  .regex(/^[\x20-\x7e]*$/, 'System ID must be printable ASCII');

export const smppPasswordSchema = z
  .string({ error: 'Password is required' })
  .max(8, 'Password cannot be longer than 8 characters')
  .regex(/^[\x20-\x7e]*$/, 'Password must be printable ASCII');

export const systemTypeSchema = z
  .string({ error: 'System type must be text' })
  .trim()
  .max(12, 'System type cannot be longer than 12 characters')
  .regex(/^[\x20-\x7e]*$/, 'System type must be printable ASCII');

export const addressSchema = z
  .string({ error: 'Address must be text' })
  .trim()
  .max(20, 'Address cannot be longer than 20 characters')
  .regex(/^[\x20-\x7e]*$/, 'Address must be printable ASCII');

export const hostSchema = z
  .string({ error: 'Host is required' })
  .trim()
  .min(1, 'Host is required')
  .max(253, 'Host cannot be longer than 253 characters')
  .regex(/^[A-Za-z0-9.:[\]-]+$/, 'Enter a host name or an IP address');

export const portSchema = numeric(
  z
    .number({ error: 'Port must be a number' })
    .int('Port must be an integer')
    .min(1, 'Port must be between 1 and 65535')
    .max(65535, 'Port must be between 1 and 65535'),
);

export const idParamSchema = z.object({
  id: numeric(z.number({ error: 'Not found.' }).int('Not found.').positive('Not found.')),
});

/** An SMPP time: absolute `YYMMDDhhmmsstnn[+-]` or relative `YYMMDDhhmmss000R`, or empty. */
export const smppTimeSchema = z
  .string({ error: 'Time must be text' })
  .trim()
  .regex(
    /^(|\d{12}[0-9]\d{2}[+\-R])$/,
    'Use the SMPP time format YYMMDDhhmmsstnnp (16 characters)',
  );

export const SMPP_TIME_HINT = 'YYMMDDhhmmsstnnp, e.g. 000001000000000R for one day relative';
