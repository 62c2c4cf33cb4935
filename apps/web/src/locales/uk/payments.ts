import type { PaymentsStrings, TopUpStrings } from '../en/payments';

export const topUpUk: TopUpStrings = {
  title: 'Поповнити баланс',
  intro: 'Оберіть суму в доларах США і спосіб оплати. Оплата відкриється в новій вкладці.',
  amount: 'Сума',
  amountHint: 'Ціле число доларів, від $1 до $1000',
  payWith: 'Оплатити через',
  sandbox: 'Пісочниця',
  sandboxNotice:
    'Пісочниця: оплата імітується, гроші не списуються. На її сторінці можна оплатити, відхилити платіж або дати йому закінчитися.',
  creating: 'Створюємо платіж…',
  cancel: 'Скасувати',
};

export const paymentsUk: PaymentsStrings = {
  title: 'Платежі',
  subtitle: 'Ваші поповнення, кожна зміна балансу і ваші ціни',
  topUp: 'Поповнити',
  tabs: { payments: 'Платежі', history: 'Історія балансу' },
  statuses: {
    created: 'Створено',
    accepted: 'Зараховано',
    error: 'Помилка',
    rejected: 'Відхилено',
    expired: 'Минув',
  },
  filters: { provider: 'Платіжна система', status: 'Статус', kind: 'Тип', any: 'Будь-який' },
  columns: {
    date: 'Дата',
    provider: 'Платіжна система',
    amount: 'Сума',
    status: 'Статус',
    reference: 'Номер замовлення',
    checkout: 'Оплата',
  },
  sandbox: 'Пісочниця',
  continueCheckout: 'Перейти до оплати',
  return: {
    title: 'Платіж №{{id}}: {{amount}} через {{provider}}',
    created: 'Чекаємо на підтвердження платежу від {{provider}}. Картка оновиться сама.',
    accepted: 'Платіж зараховано на баланс.',
    rejected: 'Платіж відхилено.',
    error: 'Платіж не пройшов.',
    expired: 'Строк оплати минув.',
    reason: 'Причина: {{reason}}',
    notFound: 'Платіж №{{id}} не знайдено.',
    close: 'Закрити',
  },
  ledger: {
    kinds: {
      top_up: 'Поповнення',
      message_charge: 'Списання за повідомлення',
      subscription: 'Підписка',
      refund: 'Повернення',
      adjustment: 'Коригування',
    },
    columns: {
      date: 'Дата',
      kind: 'Тип',
      amount: 'Сума',
      balanceAfter: 'Баланс після',
      reference: 'Підстава',
      note: 'Примітка',
      by: 'Хто',
    },
    system: 'Система',
    download: 'Завантажити CSV',
    downloadStarted: 'Завантаження CSV почалося',
  },
  prices: {
    title: 'Ваші ціни',
    tier: 'Тариф: {{tier}}',
    sentSegment: 'Сегмент, надісланий через шлюз',
    receivedSegment: 'Сегмент, прийнятий SMPP-сервером',
    dedicatedIp: 'Виділений SMPP, за IP-адресу на 30 днів',
  },
};
