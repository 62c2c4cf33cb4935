import type { LoadTestSummaryStrings } from '../en/load-test-summary';

export const loadTestSummaryRu: LoadTestSummaryStrings = {
  title: 'Нагрузочные тесты',
  subtitle:
    'Прошедшие нагрузочные тесты и их показатели, новые сверху; откройте тест, чтобы увидеть сводку.',
  link: 'Нагрузочные тесты',
  empty:
    'Нагрузочных тестов пока нет: запустите тест действием «Нагрузочный тест» у шлюза в списке SMSC.',
  columns: {
    started: 'Начало',
    gateway: 'Шлюз',
    total: 'Сообщений',
    rate: 'сообщ./с',
    duration: 'Длительность',
    outcomes: 'Доставлено / ошибки',
    state: 'Состояние',
    actions: 'Сводка',
  },
  open: 'Открыть сводку теста, начатого {{started}}',
  dialogTitle: 'Нагрузочный тест от {{started}}',
  heading: 'Сводка',
  close: 'Закрыть',
  figures: {
    duration: 'Длительность',
    rate: 'Достигнуто сообщ./с',
    delivered: 'Доставлено',
    not_delivered: 'Не доставлено',
    failed: 'Ошибки',
    no_answer: 'Ещё без ответа',
  },
  latency: {
    title: 'Задержка, мс (ближайший ранг)',
    submit: 'Отправка → submit_sm_resp',
    receipt: 'Отправка → финальный отчёт',
    samples: 'ответов: {{submit}}, отчётов: {{receipt}}',
  },
  failures: {
    title: 'Ошибки по command_status',
    none: 'Ошибок нет',
    notSent: 'Не отправлено: тест остановлен или шлюз удалён',
    parts: 'частей: {{count}}',
  },
  export: 'Экспорт CSV',
  none: '—',
};
