import { z } from 'zod';

/** Longest CA text a gateway keeps: a chain of several certificates fits with room to spare. */
const CA_CERTIFICATES_MAX_LENGTH = 20_000;

/**
 * One or more PEM certificate blocks, whitespace around and inside them allowed. The base64
 * class has no `-`, so matching stays linear even on long text that fails.
 */
const PEM_CERTIFICATES =
  /^(\s*-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----)+\s*$/;

/**
 * The CA certificates a TLS gateway trusts, as PEM text; empty text means none (null), so a
 * cleared form field and a JSON null say the same.
 */
export const caCertificatesSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: 'CA certificate must be text' })
      .trim()
      .max(CA_CERTIFICATES_MAX_LENGTH, 'CA certificate cannot be longer than 20000 characters')
      .regex(
        PEM_CERTIFICATES,
        'Paste the certificate in PEM format: one or more -----BEGIN CERTIFICATE----- blocks',
      )
      .nullable(),
  )
  .default(null);
