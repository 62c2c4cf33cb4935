import Typography from '@mui/material/Typography';
import { GridOverlay } from '@mui/x-data-grid';
import { createContext, useContext, type ReactNode } from 'react';

const EmptyText = createContext('');

/** A grid's overlay when it has no rows: what is empty, and what to do (from EmptyRows). */
function EmptyRowsOverlay() {
  return (
    <GridOverlay>
      <Typography sx={{ color: 'text.secondary', px: 3, textAlign: 'center' }}>
        {useContext(EmptyText)}
      </Typography>
    </GridOverlay>
  );
}

/** Give a grid these slots, inside EmptyRows, instead of the generic "No rows". */
export const emptyRowsSlots = { noRowsOverlay: EmptyRowsOverlay } as const;

/**
 * The text the grid inside says when it has no rows. A context, not the grid's localeText: a
 * localeText prop would replace the translated defaults the theme gives every grid.
 */
export function EmptyRows({ text, children }: { text: string; children: ReactNode }) {
  return <EmptyText.Provider value={text}>{children}</EmptyText.Provider>;
}
