import type { routingMessages } from '../en/routing.js';

export const routingMessagesRu: Record<(typeof routingMessages)[number], string> = {
  'Choose an SMSC connection': 'Выберите подключение к SMSC',
  'Choose an ESME account': 'Выберите ESME-аккаунт',
  'A prefix must be digits': 'Префикс должен состоять из цифр',
  'A prefix must be 1 to 15 digits, optionally after +':
    'Префикс должен содержать от 1 до 15 цифр, можно с + в начале',
  'Prefixes must be a list': 'Префиксы задаются списком',
  'At most 500 prefixes': 'Не более 500 префиксов',
  'A pattern must be text': 'Шаблон должен быть текстом',
  'A pattern cannot be longer than 200 characters': 'Шаблон не может быть длиннее 200 символов',
  'Not a valid regular expression': 'Это не корректное регулярное выражение',
  'A repeated group cannot contain a repetition or an alternative (|)':
    'Повторяемая группа не может содержать повторение или альтернативу (|)',
  'Backreferences are not allowed in a route pattern':
    'Обратные ссылки в шаблоне маршрута не допускаются',
  'Lookaheads and lookbehinds are not allowed in a route pattern':
    'Опережающие и ретроспективные проверки в шаблоне маршрута не допускаются',
  'This pattern could take too long on a long text: use fewer repetitions such as * or +, or start it with ^':
    'Этот шаблон может проверяться слишком долго на длинном тексте: используйте меньше повторений вроде * или + или начните его с ^',
  'Days are numbers 0 (Sunday) to 6 (Saturday)':
    'Дни задаются числами от 0 (воскресенье) до 6 (суббота)',
  'Choose at least one day': 'Выберите хотя бы один день',
  'Enter a time as HH:MM': 'Введите время в формате ЧЧ:ММ',
  'Enter a time zone, e.g. Europe/Kyiv or UTC':
    'Введите часовой пояс, например Europe/Kyiv или UTC',
  'Unknown time zone; use a name such as Europe/Kyiv or UTC':
    'Неизвестный часовой пояс; укажите название вроде Europe/Kyiv или UTC',
  'At most 100 accounts': 'Не более 100 аккаунтов',
  'Strategy must be static, round_robin, failover or least_cost':
    'Стратегия должна быть static, round_robin, failover или least_cost',
  'Choose at least one SMSC connection': 'Выберите хотя бы одно подключение к SMSC',
  'At most 20 SMSC connections': 'Не более 20 подключений к SMSC',
  'An SMSC connection is listed twice': 'Подключение к SMSC указано дважды',
  'At most 100 SMSC connections': 'Не более 100 подключений к SMSC',
  'Priority cannot be negative': 'Приоритет не может быть отрицательным',
  'Priority cannot exceed 1000000': 'Приоритет не может превышать 1000000',
  'Kind must be mt or mo': 'Тип должен быть mt или mo',
  'List the routes to order': 'Перечислите маршруты в нужном порядке',
  'At most 1000 routes': 'Не более 1000 маршрутов',
  'Destination cannot be longer than 21 characters':
    'Номер получателя не может быть длиннее 21 символа',
  'Source must be text': 'Отправитель должен быть текстом',
  'Source cannot be longer than 21 characters': 'Отправитель не может быть длиннее 21 символа',
  'Text is too long': 'Текст слишком длинный',
  'Price must be a number of micro-dollars': 'Цена должна быть числом микродолларов',
  'Price must be whole micro-dollars': 'Цена задаётся целым числом микродолларов',
  'Price cannot exceed 100 USD': 'Цена не может превышать 100 USD',
  'At most 10000 prices': 'Не более 10000 цен',
  'A prefix is listed twice': 'Префикс указан дважды',
  'Unknown ESME account': 'Неизвестный ESME-аккаунт',
  'Unknown SMSC connection': 'Неизвестное подключение к SMSC',
  'List every route of this kind exactly once':
    'Перечислите каждый маршрут этого типа ровно один раз',
  'Routing must be off or on': 'Маршрутизация должна быть off или on',
  'With no route must be refuse or accept_report':
    'Действие без маршрута должно быть refuse или accept_report',
};
