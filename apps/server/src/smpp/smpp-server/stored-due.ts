/** What a stored ingest batch leaves for later: its earliest outcome and receipt, its events. */
export interface StoredDue {
  /** The earliest automatic outcome of its parts (null: none). */
  outcomeAt: number | null;
  /** The earliest delivery report of its parts (null: none). */
  reportAt: number | null;
  /** It wrote durable events (outbox rows). */
  events: boolean;
}

/** A batch as far as its times go. */
interface StoredBatch {
  parts: readonly { outcome_at?: number | null; report_due_at?: number | null }[];
  events?: readonly unknown[];
}

export function storedDue(batches: readonly StoredBatch[]): StoredDue {
  let outcomeAt: number | null = null;
  let reportAt: number | null = null;
  let events = false;
  for (const batch of batches) {
    if (batch.events && batch.events.length > 0) events = true;
    for (const { outcome_at: outcome, report_due_at: report } of batch.parts) {
      if (outcome != null && (outcomeAt === null || outcome < outcomeAt)) outcomeAt = outcome;
      if (report != null && (reportAt === null || report < reportAt)) reportAt = report;
    }
  }
  return { outcomeAt, reportAt, events };
}
