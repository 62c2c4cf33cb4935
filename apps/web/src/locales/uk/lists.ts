import type { Translation } from '../en/translation';

export const listsUk: Translation['lists'] = {
  noMatch: 'Під ці фільтри нічого не підходить.',
  clearFilters: 'Скинути фільтри',
  filters: 'Фільтри',
  filtersActive: 'Фільтри (активних: {{count}})',
  fromAfterTo: 'Не може бути пізніше за кінець періоду',
  toBeforeFrom: 'Не може бути раніше за початок періоду',
};
