import type { Udh } from '@routelab/shared';
import type { TFunction } from 'i18next';

const hexNumber = (value: number) => `0x${value.toString(16).toUpperCase().padStart(2, '0')}`;

/** A part's UDH in words: "UDH: concatenated 8-bit ref 0x12, part 1 of 3; …". */
export function udhDescription(t: TFunction, udh: Udh): string {
  const elements: string[] = [];
  if (udh.concatenation) {
    const { reference, ...rest } = udh.concatenation;
    elements.push(t('messageContent.concatenation', { ...rest, reference: hexNumber(reference) }));
  }
  if (udh.ports) elements.push(t('messageContent.ports', udh.ports));
  for (const element of udh.others) {
    elements.push(
      t('messageContent.element', { id: hexNumber(element.id), hex: element.hex.toUpperCase() }),
    );
  }
  return t('messageContent.udh', { elements: elements.join('; ') });
}
