import type { Work } from '../../db/work.js';
import type { IngestCharge, IngestLedger } from '../../smpp/ports/ingest-billing.js';
import type { ClientsRepository } from '../clients/repository.js';
import { isInsufficientBalance, type Ledger } from './ledger.js';

/** How the SMPP ingest's charges and refusals for money are written. */
export class IngestLedgerWrites implements IngestLedger {
  constructor(
    private readonly ledger: Ledger,
    private readonly clients: ClientsRepository,
  ) {}

  addCharge(work: Work, charge: IngestCharge): void {
    this.ledger.add(work, {
      userId: charge.userId,
      amountMicros: -charge.micros,
      kind: 'message_charge',
      reference: `esme-batch:${charge.firstPart}`,
      note: `${charge.segments} ${charge.segments === 1 ? 'segment' : 'segments'} received`,
      at: charge.at,
    });
  }

  addRefusals(work: Work, clientId: number, count: number, at: number): void {
    this.clients.addRefusedForBalance(work, clientId, count, at);
  }

  isRefusedForMoney(error: unknown): boolean {
    return isInsufficientBalance(error);
  }
}
