import type { TFunction } from 'i18next';
import { menuItems } from './menu-items';

/** type_of_number values of SMPP 3.4 section 5.2.5. */
export const TON_VALUES = [0, 1, 2, 3, 4, 5, 6] as const;
/** numbering_plan_indicator values of SMPP 3.4 section 5.2.6. */
export const NPI_VALUES = [0, 1, 3, 4, 6, 8, 9, 10, 13, 18] as const;

/** Select items: each value with its name. */
export const tonMenuItems = (t: TFunction) =>
  menuItems(TON_VALUES, (value) => `${value} · ${t(`smsc.ton.${value}`)}`);

export const npiMenuItems = (t: TFunction) =>
  menuItems(NPI_VALUES, (value) => `${value} · ${t(`smsc.npi.${value}`)}`);
