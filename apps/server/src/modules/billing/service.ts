import type { LedgerEntry, LedgerKind, Paged, Price, PricesResponse } from '@routelab/shared';
import type { Clock } from '../../clock.js';
import { pageWindow } from '../../db/paged-rows.js';
import { encodeLedgerCsv } from './ledger-csv.js';
import type {
  LedgerCriteria,
  LedgerEntries,
  LedgerEntryView,
  LedgerMismatch,
} from './ledger-entries.js';
import type { Pricing } from './pricing.js';

const toLedgerEntry = (row: LedgerEntryView): LedgerEntry => ({
  id: Number(row.id),
  kind: row.kind as LedgerKind,
  amount_micros: Number(row.amount_micros),
  balance_after_micros: Number(row.balance_after_micros),
  reference: row.reference,
  note: row.note,
  created_by: row.created_by,
  created_at: new Date(Number(row.created_at)).toISOString(),
});

/** What users read of their money (balance history, prices) and what admins set (prices). */
export class BillingService {
  constructor(
    private readonly entries: LedgerEntries,
    private readonly pricing: Pricing,
    private readonly clock: Clock,
  ) {}

  /** A page of the user's balance history, newest first. */
  async ledger(
    criteria: LedgerCriteria,
    query: { page: number; page_size: number },
  ): Promise<Paged<LedgerEntry>> {
    const { count, rows } = await this.entries.page(criteria, pageWindow(query));
    return { count, results: rows.map(toLedgerEntry) };
  }

  /** The same history as CSV, streamed. */
  ledgerCsv(criteria: LedgerCriteria): AsyncGenerator<string> {
    return encodeLedgerCsv(this.entries.stream(criteria));
  }

  /** The user's tier (as stored; unknown reads as 'any'), its prices and the whole list. */
  async prices(storedTier: string): Promise<PricesResponse> {
    const tiers = await this.pricing.all();
    const current =
      tiers.find((price) => price.tier === storedTier) ??
      tiers.find((price) => price.tier === 'any')!;
    return { tier: current.tier, current, tiers };
  }

  allPrices(): Promise<Price[]> {
    return this.pricing.all();
  }

  setPrices(prices: readonly Price[]): Promise<Price[]> {
    return this.pricing.set(prices, this.clock());
  }

  /** verify-ledger: the users whose balance is not their ledger's, and how many were checked. */
  verify(): Promise<{ users: number; mismatches: LedgerMismatch[] }> {
    return this.entries.mismatches();
  }
}
