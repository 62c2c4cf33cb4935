import type { PaymentsStrings, TopUpStrings } from '../en/payments';

export const topUpRu: TopUpStrings = {
  title: 'Пополнить баланс',
  intro: 'Выберите сумму в долларах США и способ оплаты. Оплата откроется в новой вкладке.',
  amount: 'Сумма',
  amountHint: 'Целое число долларов, от $1 до $1000',
  payWith: 'Оплатить через',
  sandbox: 'Песочница',
  sandboxNotice:
    'Песочница: оплата имитируется, деньги не списываются. На её странице можно оплатить, отклонить платёж или дать ему истечь.',
  creating: 'Создаём платёж…',
  cancel: 'Отмена',
};

export const paymentsRu: PaymentsStrings = {
  title: 'Платежи',
  subtitle: 'Ваши пополнения, каждое изменение баланса и ваши цены',
  topUp: 'Пополнить',
  tabs: { payments: 'Платежи', history: 'История баланса' },
  statuses: {
    created: 'Создан',
    accepted: 'Зачислен',
    error: 'Ошибка',
    rejected: 'Отклонён',
    expired: 'Истёк',
  },
  filters: { provider: 'Платёжная система', status: 'Статус', kind: 'Тип', any: 'Любой' },
  columns: {
    date: 'Дата',
    provider: 'Платёжная система',
    amount: 'Сумма',
    status: 'Статус',
    reference: 'Номер заказа',
    checkout: 'Оплата',
  },
  sandbox: 'Песочница',
  continueCheckout: 'Перейти к оплате',
  return: {
    title: 'Платёж №{{id}}: {{amount}} через {{provider}}',
    created: 'Ждём подтверждения платежа от {{provider}}. Карточка обновится сама.',
    accepted: 'Платёж зачислен на баланс.',
    rejected: 'Платёж отклонён.',
    error: 'Платёж не прошёл.',
    expired: 'Срок оплаты истёк.',
    reason: 'Причина: {{reason}}',
    notFound: 'Платёж №{{id}} не найден.',
    close: 'Закрыть',
  },
  ledger: {
    kinds: {
      top_up: 'Пополнение',
      message_charge: 'Списание за сообщения',
      subscription: 'Подписка',
      refund: 'Возврат',
      adjustment: 'Корректировка',
    },
    columns: {
      date: 'Дата',
      kind: 'Тип',
      amount: 'Сумма',
      balanceAfter: 'Баланс после',
      reference: 'Основание',
      note: 'Примечание',
      by: 'Кто',
    },
    system: 'Система',
    download: 'Скачать CSV',
    downloadStarted: 'Загрузка CSV началась',
  },
  prices: {
    title: 'Ваши цены',
    tier: 'Тариф: {{tier}}',
    sentSegment: 'Сегмент, отправленный через шлюз',
    receivedSegment: 'Сегмент, принятый SMPP-сервером',
    dedicatedIp: 'Выделенный SMPP, за IP-адрес на 30 дней',
  },
};
