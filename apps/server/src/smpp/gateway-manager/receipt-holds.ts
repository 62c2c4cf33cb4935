import type { ReceiptUpdate } from '../ports/gateway-parts.js';
import type { PendingAnswer } from './commit-store.js';
import { ReceiptHold, type DropReason } from './receipt-hold.js';

/** How long and how many receipts a gateway may hold. */
export interface HoldBounds {
  maxAgeMs: number;
  maxCount: number;
}

/**
 * The receipts of every gateway that name no part yet (ReceiptHold, one per gateway that holds
 * any): held until an answer naming their id is stored, or until they leave (`onLeave`).
 */
export class ReceiptHolds<T extends { update: ReceiptUpdate }> {
  private readonly holds = new Map<number, ReceiptHold<T>>();

  constructor(
    private readonly bounds: HoldBounds,
    private readonly onLeave: (receipt: T, reason: DropReason, heldMs: number) => void,
  ) {}

  /** Receipts held for the ids these answers name, taken out of their gateway's hold. */
  release(answers: readonly PendingAnswer[]): T[] {
    if (this.holds.size === 0) return [];
    const released: T[] = [];
    for (const { gatewayId, answer } of answers) {
      const hold = answer.messageId ? this.holds.get(gatewayId) : undefined;
      if (!hold) continue;
      released.push(...hold.take(answer.messageId!));
      if (hold.size === 0) {
        hold.close();
        this.holds.delete(gatewayId);
      }
    }
    return released;
  }

  /** Keeps an unmatched receipt for its response; false when its id cannot be named by one. */
  hold(receipt: T): boolean {
    const { gatewayId } = receipt.update;
    let hold = this.holds.get(gatewayId);
    if (!hold) {
      hold = new ReceiptHold<T>({
        ...this.bounds,
        onDrop: (left, reason, heldMs) => {
          this.onLeave(left, reason, heldMs);
          if (this.holds.get(gatewayId)?.size === 0) this.holds.delete(gatewayId);
        },
      });
      this.holds.set(gatewayId, hold);
    }
    return hold.hold(receipt.update.id, receipt);
  }

  /** The server stops: every held receipt leaves ('stopped'). */
  closeAll(): void {
    for (const hold of [...this.holds.values()]) hold.close();
    this.holds.clear();
  }
}
