import MenuItem from '@mui/material/MenuItem';
import type { TFunction } from 'i18next';

/** type_of_number values of SMPP 3.4 section 5.2.5. */
export const TON_VALUES = [0, 1, 2, 3, 4, 5, 6] as const;
/** numbering_plan_indicator values of SMPP 3.4 section 5.2.6. */
export const NPI_VALUES = [0, 1, 3, 4, 6, 8, 9, 10, 13, 18] as const;

/** Select items (a Select needs them as direct children, so an array, not a component). */
export const tonMenuItems = (t: TFunction) =>
  TON_VALUES.map((value) => (
    <MenuItem key={value} value={value}>
      {`${value} · ${t(`smsc.ton.${value}`)}`}
    </MenuItem>
  ));

export const npiMenuItems = (t: TFunction) =>
  NPI_VALUES.map((value) => (
    <MenuItem key={value} value={value}>
      {`${value} · ${t(`smsc.npi.${value}`)}`}
    </MenuItem>
  ));
