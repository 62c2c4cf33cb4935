import type { GatewayHealthStrings } from '../en/gateway-health';

export const gatewayHealthUk: GatewayHealthStrings = {
  failure: {
    unreachable: 'Не вдалося підключитися до {{address}}',
    'bind-refused': 'SMSC відхилив bind: {{code}}',
    'tls-untrusted':
      'Сертифікату SMSC немає довіри: додайте його (або його CA) як довірений сертифікат CA або вимкніть перевірку сертифіката',
    'tls-host-mismatch':
      'Сертифікат SMSC видано не на цей хост: вкажіть хост із сертифіката або вимкніть перевірку сертифіката',
    'tls-verify':
      'Сертифікат SMSC не пройшов перевірку (прострочений, відкликаний або непридатний): щоб усе одно підключитися, вимкніть перевірку сертифіката',
    'tls-handshake': 'Не вдалося встановити TLS-з’єднання: чи ввімкнено TLS на цьому порту?',
    'tls-expected': 'SMSC закрив з’єднання, не відповівши на bind: чи не чекає цей порт TLS?',
    'connection-lost': 'З’єднання втрачено: {{reason}}',
    other: 'Не вдалося підключитися',
  },
  lostReasons: {
    'peer-closed': 'SMSC закрив його',
    'peer-unbind': 'SMSC виконав unbind',
    'dead-peer': 'enquire_link лишився без відповіді',
    inactivity: 'надто довго нічого не надходило',
    'framing-error': 'SMSC надіслав нечитабельні дані',
    local: 'закрито з нашого боку',
    unbind: 'unbind з нашого боку',
    other: '{{code}}',
  },
  failedAt: 'о {{time}}',
  details: 'Подробиці (як у журналі сервера)',
  retryIn: 'спроба {{attempt}} за {{seconds}} с',
  retrying: 'триває спроба {{attempt}}',
  title: 'Стан',
  state: 'Статус',
  boundSince: 'Підключено з',
  uptime: 'Час роботи',
  rate: 'Надсилання зараз',
  rateValue: '{{rate}} повід./с',
  lastError: 'Остання помилка',
  none: 'Немає',
  notBound: 'Не підключено',
  session: 'Цей сеанс',
  sessionHint:
    'З {{time}}. Ці лічильники починаються знову, коли шлюз змінюють, вмикають або сервер перезапускається.',
  lifetime: 'За весь час',
  lifetimeHint:
    'Пораховано за збереженими повідомленнями: перепідключення й перезапуск їх не скидають.',
  lifetimeCounters: {
    submitted: 'прийнято SMSC',
    receipts: 'звітів зіставлено',
    unmatched_receipts: 'звітів не зіставлено',
    mo: 'вхідних отримано',
  },
  open: 'Відкрити {{name}}',
  back: 'Список SMSC',
  priceList: 'Прайс-лист',
  notFound: 'Такого шлюзу немає або він не ваш.',
};
