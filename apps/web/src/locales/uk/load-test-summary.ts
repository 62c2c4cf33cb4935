import type { LoadTestSummaryStrings } from '../en/load-test-summary';

export const loadTestSummaryUk: LoadTestSummaryStrings = {
  title: 'Навантажувальні тести',
  subtitle:
    'Минулі навантажувальні тести та їхні показники, нові зверху; відкрийте тест, щоб побачити зведення.',
  link: 'Навантажувальні тести',
  empty:
    'Навантажувальних тестів ще немає: запустіть тест дією «Навантажувальний тест» у шлюзу в списку SMSC.',
  columns: {
    started: 'Початок',
    gateway: 'Шлюз',
    total: 'Повідомлень',
    rate: 'повід./с',
    duration: 'Тривалість',
    outcomes: 'Доставлено / помилки',
    state: 'Стан',
    actions: 'Зведення',
  },
  open: 'Відкрити зведення тесту, розпочатого {{started}}',
  dialogTitle: 'Навантажувальний тест від {{started}}',
  heading: 'Зведення',
  close: 'Закрити',
  figures: {
    duration: 'Тривалість',
    rate: 'Досягнуто повід./с',
    delivered: 'Доставлено',
    not_delivered: 'Не доставлено',
    failed: 'Помилки',
    no_answer: 'Ще без відповіді',
  },
  latency: {
    title: 'Затримка, мс (найближчий ранг)',
    submit: 'Надсилання → submit_sm_resp',
    receipt: 'Надсилання → фінальний звіт',
    samples: 'відповідей: {{submit}}, звітів: {{receipt}}',
  },
  failures: {
    title: 'Помилки за command_status',
    none: 'Помилок немає',
    notSent: 'Не надіслано: тест зупинено або шлюз видалено',
    parts: 'частин: {{count}}',
  },
  export: 'Експорт CSV',
  none: '—',
};
