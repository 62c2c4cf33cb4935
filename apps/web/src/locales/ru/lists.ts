import type { Translation } from '../en/translation';

export const listsRu: Translation['lists'] = {
  noMatch: 'Под эти фильтры ничего не подходит.',
  clearFilters: 'Сбросить фильтры',
  filters: 'Фильтры',
  filtersActive: 'Фильтры (активных: {{count}})',
  fromAfterTo: 'Не может быть позже конца периода',
  toBeforeFrom: 'Не может быть раньше начала периода',
};
