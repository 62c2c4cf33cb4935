import type { GatewayHealthStrings } from '../en/gateway-health';

export const gatewayHealthRu: GatewayHealthStrings = {
  failure: {
    unreachable: 'Не удалось подключиться к {{address}}',
    'bind-refused': 'SMSC отклонил bind: {{code}}',
    'tls-untrusted':
      'Сертификату SMSC нет доверия: добавьте его (или его CA) как доверенный сертификат CA или отключите проверку сертификата',
    'tls-host-mismatch':
      'Сертификат SMSC выдан не на этот хост: укажите хост из сертификата или отключите проверку сертификата',
    'tls-verify':
      'Сертификат SMSC не прошёл проверку (истёк, отозван или непригоден): чтобы всё равно подключиться, отключите проверку сертификата',
    'tls-handshake': 'Не удалось установить TLS-соединение: включён ли TLS на этом порту?',
    'tls-expected': 'SMSC закрыл соединение, не ответив на bind: не ждёт ли этот порт TLS?',
    'connection-lost': 'Соединение потеряно: {{reason}}',
    other: 'Не удалось подключиться',
  },
  lostReasons: {
    'peer-closed': 'SMSC закрыл его',
    'peer-unbind': 'SMSC выполнил unbind',
    'dead-peer': 'enquire_link остался без ответа',
    inactivity: 'слишком долго ничего не приходило',
    'framing-error': 'SMSC прислал нечитаемые данные',
    local: 'закрыто с нашей стороны',
    unbind: 'unbind с нашей стороны',
    other: '{{code}}',
  },
  failedAt: 'в {{time}}',
  details: 'Подробности (как в журнале сервера)',
  retryIn: 'попытка {{attempt}} через {{seconds}} с',
  retrying: 'идёт попытка {{attempt}}',
  title: 'Состояние',
  state: 'Статус',
  boundSince: 'Подключено с',
  uptime: 'Время работы',
  rate: 'Отправка сейчас',
  rateValue: '{{rate}} сообщ./с',
  lastError: 'Последняя ошибка',
  none: 'Нет',
  notBound: 'Не подключено',
  session: 'Этот сеанс',
  sessionHint:
    'С {{time}}. Эти счётчики начинаются заново, когда шлюз изменяют, включают или сервер перезапускается.',
  lifetime: 'За всё время',
  lifetimeHint:
    'Подсчитано по сохранённым сообщениям: переподключение и перезапуск их не сбрасывают.',
  lifetimeCounters: {
    submitted: 'принято SMSC',
    receipts: 'отчётов сопоставлено',
    unmatched_receipts: 'отчётов не сопоставлено',
    mo: 'входящих получено',
  },
  open: 'Открыть {{name}}',
  back: 'Список SMSC',
  priceList: 'Прайс-лист',
  notFound: 'Такого шлюза нет или он не ваш.',
};
