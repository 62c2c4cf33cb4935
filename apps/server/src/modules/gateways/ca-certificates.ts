import { X509Certificate } from 'node:crypto';
import { certificateBlocksOf } from '@routelab/shared';
import { ValidationError } from '../../errors/domain-errors.js';

export const CA_UNREADABLE =
  'This certificate cannot be read: paste it whole, exactly as the SMSC operator gave it';

/**
 * The shared contract checks the PEM's shape; this checks each block really is a certificate.
 * Node would silently skip a damaged one and the bind would fail later as an untrusted SMSC.
 */
export function assertReadableCertificates(pem: string | null): void {
  for (const block of certificateBlocksOf(pem ?? '')) {
    try {
      new X509Certificate(block);
    } catch {
      throw ValidationError.field('tls_ca', CA_UNREADABLE);
    }
  }
}
