import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

/**
 * A select's items, one per value, each shown as `label(value)`. A Select needs its items as
 * direct children, so this returns an array rather than being a component.
 */
export function menuItems<V extends string | number>(
  values: readonly V[],
  label: (value: V) => ReactNode,
): ReactNode[] {
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {label(value)}
    </MenuItem>
  ));
}
