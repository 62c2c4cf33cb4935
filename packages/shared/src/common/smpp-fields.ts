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

/** SMPP 3.4's system_id: a C-Octet String of at most 16 octets with its NUL. */
export const SYSTEM_ID_MAX = 15;

export const systemIdSchema = z
  .string({ error: 'System ID is required' })
  .trim()
  .min(1, 'System ID is required')
  .max(SYSTEM_ID_MAX, 'System ID cannot be longer than 15 characters')
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

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * A host name (RFC 1123 labels), an IPv4 address with octets up to 255, or an IPv6 address
 * without brackets. Not a port (`host:2775`; the port has its own field), nor `999.1.1.1`.
 */
export function isHost(host: string): boolean {
  if (host.includes(':')) {
    const colons = host.split(':').length - 1;
    return /^[0-9A-Fa-f:.]+$/.test(host) && colons >= 2 && colons <= 7 && !host.includes(':::');
  }
  const labels = host.split('.');
  // All digits: meant as an IPv4 address, and only a valid one will do.
  if (labels.every((label) => /^\d+$/.test(label))) return IPV4.test(host);
  return labels.every((label) => HOST_LABEL.test(label));
}

export const hostSchema = z
  .string({ error: 'Host is required' })
  .trim()
  .min(1, 'Host is required')
  .max(253, 'Host cannot be longer than 253 characters')
  .refine(isHost, 'Enter a host name or an IP address');

export const portSchema = numeric(
  z
    .number({ error: 'Port must be a number' })
    .int('Port must be an integer')
    .min(1, 'Port must be between 1 and 65535')
    .max(65535, 'Port must be between 1 and 65535'),
);

/** An SMPP time: absolute `YYMMDDhhmmsstnn[+-]` or relative `YYMMDDhhmmss000R`, or empty. */
export const smppTimeSchema = z
  .string({ error: 'Time must be text' })
  .trim()
  .regex(
    /^(|\d{12}[0-9]\d{2}[+\-R])$/,
    'Use the SMPP time format YYMMDDhhmmsstnnp (16 characters)',
  );

export const SMPP_TIME_HINT = 'YYMMDDhhmmsstnnp, e.g. 000001000000000R for one day relative';
