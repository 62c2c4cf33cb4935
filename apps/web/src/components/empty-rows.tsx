import FilterListOffOutlined from '@mui/icons-material/FilterListOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { GridOverlay } from '@mui/x-data-grid';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's filters, for telling "nothing yet" from "nothing matches". */
export interface ListFilterState {
  /** Some filter narrows the list. */
  active: boolean;
  /** Sets every filter back to any. */
  onClear: () => void;
}

interface EmptyState {
  /** What is empty and what to do, with no filter set: the list has nothing at all yet. */
  text: string;
  filters?: ListFilterState;
}

const EmptyContext = createContext<EmptyState>({ text: '' });

/**
 * What an empty list says: with a filter set, that nothing matches, and a Clear filters button;
 * without one, that there is nothing yet (the list's own text).
 */
export function EmptyMessage({ text, filters }: EmptyState) {
  const { t } = useTranslation();
  if (!filters?.active) {
    return (
      <Typography sx={{ color: 'text.secondary', px: 3, textAlign: 'center' }}>{text}</Typography>
    );
  }
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, px: 3 }}
      data-testid="empty-no-match"
    >
      <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {t('lists.noMatch')}
      </Typography>
      <Button size="small" startIcon={<FilterListOffOutlined />} onClick={filters.onClear}>
        {t('lists.clearFilters')}
      </Button>
    </Box>
  );
}

/** A grid's overlay when it has no rows (from EmptyRows). */
function EmptyRowsOverlay() {
  return (
    <GridOverlay>
      <EmptyMessage {...useContext(EmptyContext)} />
    </GridOverlay>
  );
}

/** Give a grid these slots, inside EmptyRows, instead of the generic "No rows". */
export const emptyRowsSlots = { noRowsOverlay: EmptyRowsOverlay } as const;

/**
 * What the grid inside says when it has no rows. A context, not the grid's localeText, which
 * carries the grid's whole translated catalog (grid-locale-text.ts).
 */
export function EmptyRows({ text, filters, children }: EmptyState & { children: ReactNode }) {
  return <EmptyContext.Provider value={{ text, filters }}>{children}</EmptyContext.Provider>;
}

/** How many of a list's filters are set (to a value other than '' or null). */
export const countActiveFilters = (filters: object) =>
  Object.values(filters).filter((value) => value !== '' && value !== null && value !== undefined)
    .length;
