import { z } from 'zod';

/** Longest CA text a gateway keeps: a chain of several certificates fits with room to spare. */
const CA_CERTIFICATES_MAX_LENGTH = 20_000;

const BEGIN = '-----BEGIN CERTIFICATE-----';
/**
 * A whole certificate block. The body class has no `-`, so matching stays linear on long text
 * and a block cut before its END line does not run into the next one.
 */
const BLOCK = /-----BEGIN CERTIFICATE-----([^-]*)-----END CERTIFICATE-----/g;
const BASE64_BODY = /^[A-Za-z0-9+/=\s]+$/;

/** The base64 bodies of the whole blocks in `text`. */
const bodiesOf = (text: string) => [...text.matchAll(BLOCK)].map((block) => block[1] ?? '');

/** The whole certificate blocks of PEM text, BEGIN and END lines included. */
export const certificateBlocksOf = (text: string): string[] =>
  [...text.matchAll(BLOCK)].map((block) => block[0]);

/** A block as PEM writes it: 64 base64 characters a line, whatever indentation a mail added. */
function normalBlock(body: string): string {
  const base64 = body.replace(/\s+/g, '');
  const lines = base64.match(/.{1,64}/g) ?? [];
  return [BEGIN, ...lines, '-----END CERTIFICATE-----'].join('\n');
}

/** Every BEGIN line opens a block that ends, and holds only base64. */
function wholeBlocks(text: string): boolean {
  const bodies = bodiesOf(text);
  return (
    bodies.length === text.split(BEGIN).length - 1 && bodies.every((body) => BASE64_BODY.test(body))
  );
}

/**
 * The CA certificates a TLS gateway trusts, as PEM text; empty text means none (null), so a
 * cleared form field and a JSON null say the same. Text around the blocks (the subject lines
 * `openssl x509 -text` prints, a mail's indentation) is dropped: only the blocks are kept,
 * as PEM writes them.
 */
export const caCertificatesSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: 'CA certificate must be text' })
      .trim()
      .max(CA_CERTIFICATES_MAX_LENGTH, 'CA certificate cannot be longer than 20000 characters')
      .refine((text) => text.includes(BEGIN), {
        error:
          'Paste the certificate in PEM format: one or more -----BEGIN CERTIFICATE----- blocks',
        abort: true,
      })
      .refine(
        wholeBlocks,
        'This certificate is incomplete or damaged: paste everything from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----',
      )
      .transform((text) => bodiesOf(text).map(normalBlock).join('\n'))
      .nullable(),
  )
  .default(null);
