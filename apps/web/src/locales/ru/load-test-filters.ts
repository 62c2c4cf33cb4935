import type { LoadTestFiltersStrings } from '../en/load-test-filters';

export const loadTestFiltersRu: LoadTestFiltersStrings = {
  hide: 'Скрыть нагрузочные тесты',
  only: 'Нагрузочный тест {{id}}',
  showMessages: 'Показать сообщения этого теста',
};
