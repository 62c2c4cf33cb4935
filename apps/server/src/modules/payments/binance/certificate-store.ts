import type { KeyObject } from 'node:crypto';
import type { Clock } from '../../../clock.js';
import type { BinanceApi } from './api-client.js';
import { BINANCE_PATHS, certificatesDataSchema } from './protocol.js';
import { publicKeyFromCertificate } from './signing.js';

/** A forged serial must not make us call Binance on every request: one refetch a minute. */
export const CERTIFICATE_REFETCH_INTERVAL_MS = 60_000;
/** Binance lists a handful of keys (the current one and the next during a rotation). */
const MAX_KEYS = 16;

/**
 * Binance Pay's webhook public keys by certificate serial, fetched with the signed
 * certificates call on first use and again (rate-limited, concurrent misses share one call)
 * when a webhook names a serial we do not know.
 */
export class CertificateStore {
  private keys = new Map<string, KeyObject>();
  private lastFetchAt: number | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly api: BinanceApi,
    private readonly clock: Clock,
  ) {}

  /** The key for `serial`, or null when Binance does not list it. Throws when the call fails. */
  async keyFor(serial: string): Promise<KeyObject | null> {
    const known = this.keys.get(serial);
    if (known) return known;
    const now = this.clock();
    const recent =
      this.lastFetchAt !== null && now - this.lastFetchAt < CERTIFICATE_REFETCH_INTERVAL_MS;
    if (!recent || this.inFlight) await (this.inFlight ??= this.refresh());
    return this.keys.get(serial) ?? null;
  }

  private async refresh(): Promise<void> {
    try {
      const data = certificatesDataSchema.parse(await this.api(BINANCE_PATHS.certificates, {}));
      const keys = new Map<string, KeyObject>();
      for (const { certSerial, certPublic } of data.slice(0, MAX_KEYS)) {
        const key = keyOrNull(certPublic);
        if (key) keys.set(certSerial, key);
      }
      this.keys = keys;
      this.lastFetchAt = this.clock();
    } finally {
      this.inFlight = null;
    }
  }
}

/** A key we cannot read verifies nothing; the others still do. */
function keyOrNull(certPublic: string): KeyObject | null {
  try {
    return publicKeyFromCertificate(certPublic);
  } catch {
    return null;
  }
}
