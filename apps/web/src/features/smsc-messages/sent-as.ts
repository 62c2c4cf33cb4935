import { resolveAddress, type Gateway } from '@routelab/shared';
import { dataCodingWithClass } from '@routelab/smpp/encoding';
import { AUTO } from '../../lib/auto-option';
import { NO_CLASS } from './send-form';
import type { CounterModel } from './text-counter-model';

export interface AddressAs {
  address: string;
  ton: number;
  npi: number;
}

export interface SentAs {
  source: AddressAs & { fromGateway: boolean; chosen: boolean };
  /** The first destination as it goes out; null before one is typed. */
  destination: AddressAs | null;
  /** The TON/NPI of the other destinations, with how many have each. */
  others: { ton: number; npi: number; count: number }[];
  /** undefined: the coding has no form with a message class (the server refuses it). */
  dataCoding: number | undefined;
}

const selected = (value: unknown): number | null =>
  value === AUTO || value === null || value === undefined || value === '' ? null : Number(value);

/**
 * The addresses and data_coding a send goes out with, decided as the server decides them (the
 * shared resolveAddress, packages/smpp's coding choice): an empty source is the gateway's own,
 * an "auto" TON/NPI is detected from the address, destinations are always detected.
 */
export function sentAs(input: {
  gateway: Gateway;
  source: string;
  sourceTon: unknown;
  sourceNpi: unknown;
  destinations: string[];
  model: Pick<CounterModel, 'coding' | 'dataCoding'>;
  messageClass: unknown;
}): SentAs {
  const { gateway, model } = input;
  const typed = input.source.trim();
  const fromGateway = typed === '';
  const sourceTon = fromGateway ? gateway.source_addr_ton : selected(input.sourceTon);
  const sourceNpi = fromGateway ? gateway.source_addr_npi : selected(input.sourceNpi);
  const source = resolveAddress(fromGateway ? gateway.source_addr : typed, sourceTon, sourceNpi);
  const [first, ...rest] = input.destinations.map((line) => resolveAddress(line, null, null));
  const others = new Map<string, { ton: number; npi: number; count: number }>();
  for (const { ton, npi } of rest) {
    const key = `${ton}/${npi}`;
    const group = others.get(key) ?? { ton, npi, count: 0 };
    group.count += 1;
    others.set(key, group);
  }
  const messageClass =
    input.messageClass === NO_CLASS || input.messageClass === null
      ? null
      : Number(input.messageClass);
  return {
    source: { ...source, fromGateway, chosen: sourceTon !== null || sourceNpi !== null },
    destination: first ?? null,
    others: [...others.values()],
    dataCoding:
      messageClass === null ? model.dataCoding : dataCodingWithClass(model.coding, messageClass),
  };
}
