import type { routingMessages } from '../en/routing.js';

export const routingMessagesUk: Record<(typeof routingMessages)[number], string> = {
  'Choose an SMSC connection': 'Виберіть підключення до SMSC',
  'Choose an ESME account': 'Виберіть ESME-акаунт',
  'A prefix must be digits': 'Префікс має складатися з цифр',
  'A prefix must be 1 to 15 digits, optionally after +':
    'Префікс має містити від 1 до 15 цифр, можна з + на початку',
  'Prefixes must be a list': 'Префікси задаються списком',
  'At most 500 prefixes': 'Не більше 500 префіксів',
  'A pattern must be text': 'Шаблон має бути текстом',
  'A pattern cannot be longer than 200 characters': 'Шаблон не може бути довшим за 200 символів',
  'Not a valid regular expression': 'Це не коректний регулярний вираз',
  'A repeated group cannot contain a repetition or an alternative (|)':
    'Група, що повторюється, не може містити повторення чи альтернативу (|)',
  'Backreferences are not allowed in a route pattern':
    'Зворотні посилання в шаблоні маршруту не допускаються',
  'Lookaheads and lookbehinds are not allowed in a route pattern':
    'Випереджальні та ретроспективні перевірки в шаблоні маршруту не допускаються',
  'This pattern could take too long on a long text: use fewer repetitions such as * or +, or start it with ^':
    'Цей шаблон може перевірятися задовго на довгому тексті: використайте менше повторень на кшталт * або + чи почніть його з ^',
  'Days are numbers 0 (Sunday) to 6 (Saturday)':
    'Дні задаються числами від 0 (неділя) до 6 (субота)',
  'Choose at least one day': 'Виберіть щонайменше один день',
  'Enter a time as HH:MM': 'Введіть час у форматі ГГ:ХХ',
  'Enter a time zone, e.g. Europe/Kyiv or UTC':
    'Введіть часовий пояс, наприклад Europe/Kyiv або UTC',
  'Unknown time zone; use a name such as Europe/Kyiv or UTC':
    'Невідомий часовий пояс; вкажіть назву на кшталт Europe/Kyiv або UTC',
  'At most 100 accounts': 'Не більше 100 акаунтів',
  'Strategy must be static, round_robin, failover or least_cost':
    'Стратегія має бути static, round_robin, failover або least_cost',
  'Choose at least one SMSC connection': 'Виберіть щонайменше одне підключення до SMSC',
  'At most 20 SMSC connections': 'Не більше 20 підключень до SMSC',
  'An SMSC connection is listed twice': 'Підключення до SMSC вказано двічі',
  'At most 100 SMSC connections': 'Не більше 100 підключень до SMSC',
  'Priority cannot be negative': "Пріоритет не може бути від'ємним",
  'Priority cannot exceed 1000000': 'Пріоритет не може перевищувати 1000000',
  'Kind must be mt or mo': 'Тип має бути mt або mo',
  'List the routes to order': 'Перелічіть маршрути в потрібному порядку',
  'At most 1000 routes': 'Не більше 1000 маршрутів',
  'Destination cannot be longer than 21 characters':
    'Номер одержувача не може бути довшим за 21 символ',
  'Source must be text': 'Відправник має бути текстом',
  'Source cannot be longer than 21 characters': 'Відправник не може бути довшим за 21 символ',
  'Text is too long': 'Текст задовгий',
  'Price must be a number of micro-dollars': 'Ціна має бути числом мікродоларів',
  'Price must be whole micro-dollars': 'Ціна задається цілим числом мікродоларів',
  'Price cannot exceed 100 USD': 'Ціна не може перевищувати 100 USD',
  'At most 10000 prices': 'Не більше 10000 цін',
  'A prefix is listed twice': 'Префікс вказано двічі',
  'Unknown ESME account': 'Невідомий ESME-акаунт',
  'Unknown SMSC connection': 'Невідоме підключення до SMSC',
  'List every route of this kind exactly once':
    'Перелічіть кожен маршрут цього типу рівно один раз',
  'Routing must be off or on': 'Маршрутизація має бути off або on',
  'With no route must be refuse or accept_report':
    'Дія без маршруту має бути refuse або accept_report',
};
