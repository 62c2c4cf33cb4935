/**
 * A table cell (head and body alike) that a phone leaves out, below 600 px, so that the cells
 * that matter and the row's actions fit in 390 px.
 */
export const NOT_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;
