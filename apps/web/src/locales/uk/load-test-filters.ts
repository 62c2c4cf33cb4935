import type { LoadTestFiltersStrings } from '../en/load-test-filters';

export const loadTestFiltersUk: LoadTestFiltersStrings = {
  hide: 'Приховати навантажувальні тести',
  only: 'Навантажувальний тест {{id}}',
  showMessages: 'Показати повідомлення цього тесту',
};
