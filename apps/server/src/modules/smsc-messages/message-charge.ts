import type { BuiltMessage } from './build-message.js';

/**
 * A message with its price: each part is charged `segmentMicros` (what a refund gives back),
 * the message costs their sum; with billing off it has no cost and its parts are free.
 */
export function priced(built: BuiltMessage, segmentMicros: number, billing: boolean): BuiltMessage {
  const charge = billing ? segmentMicros : 0;
  return {
    message: { ...built.message, cost_micros: billing ? charge * built.parts.length : null },
    parts: built.parts.map((part) => ({ ...part, charged_micros: charge })),
  };
}

/** "1 segment", "3 segments". */
export const counted = (count: number, noun: string): string =>
  `${count} ${noun}${count === 1 ? '' : 's'}`;
