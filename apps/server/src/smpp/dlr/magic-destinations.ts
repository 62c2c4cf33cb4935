import type { MAGIC_DESTINATIONS } from '@routelab/shared';
import { type DlrOutcome } from '@routelab/shared';
import { CommandStatus } from '@routelab/smpp';

export type MagicSuffix = (typeof MAGIC_DESTINATIONS)[number]['suffix'];

/** What a magic destination does to a submit (reference/smpp.md, Melrose Labs convention). */
export type MagicEffect =
  | { kind: 'no-response' }
  | { kind: 'refuse'; commandStatus: number }
  | { kind: 'receipt'; outcome: DlrOutcome; delayMs?: number };

export const MAGIC_RECEIPT_DELAY_MS = 10_000;

const EFFECTS: Record<MagicSuffix, MagicEffect> = {
  '111': { kind: 'receipt', outcome: 'delivered', delayMs: MAGIC_RECEIPT_DELAY_MS },
  '222': { kind: 'no-response' },
  '333': { kind: 'refuse', commandStatus: CommandStatus.ESME_RSUBMITFAIL },
  '444': { kind: 'refuse', commandStatus: CommandStatus.ESME_RTHROTTLED },
  '555': { kind: 'refuse', commandStatus: CommandStatus.ESME_RMSGQFUL },
  '666': { kind: 'receipt', outcome: 'undeliverable' },
  '777': { kind: 'receipt', outcome: 'expired' },
};

/** The effect of a destination ending in one of the magic suffixes, or undefined. */
export function magicEffectOf(destination: string): MagicEffect | undefined {
  const suffix = destination.trim().slice(-3) as MagicSuffix;
  return EFFECTS[suffix];
}
