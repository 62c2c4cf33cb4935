/** English strings every list shares: its filter panel and "no match"; ru and uk mirror these. */
export const listsEn = {
  noMatch: 'Nothing matches these filters.',
  clearFilters: 'Clear filters',
  filters: 'Filters',
  filtersActive: 'Filters (active: {{count}})',
  fromAfterTo: 'Must not be later than the end of the range',
  toBeforeFrom: 'Must not be earlier than the start of the range',
};
