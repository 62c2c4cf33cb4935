import type { SharedValidationMessages } from '../en/shared-validation';

export const sharedValidationUk: SharedValidationMessages = {
  'Weight must be a number': 'Вага має бути числом',
  'Weight must be an integer': 'Вага має бути цілим числом',
  'Weight cannot be negative': 'Вага не може бути від’ємною',
  'Weight cannot exceed 100': 'Вага не може перевищувати 100',
  'Delay must be a number': 'Затримка має бути числом',
  'Delay must be whole milliseconds': 'Затримка задається цілими мілісекундами',
  'Delay cannot be negative': 'Затримка не може бути від’ємною',
  'Delay cannot exceed one day': 'Затримка не може перевищувати одну добу',
  'Delivery report mode must be off or auto': 'Режим звітів про доставку має бути off або auto',
  'Maximum delay must be at least the minimum delay':
    'Максимальна затримка має бути не меншою за мінімальну',
  'Weights must be an object of the outcomes delivered, undeliverable, expired, rejected, accepted, unknown and deleted':
    'Ваги задаються об’єктом із результатами delivered, undeliverable, expired, rejected, accepted, unknown і deleted',
  'At least one outcome needs a weight above 0': 'Хоча б один результат повинен мати вагу більше 0',
  'Enter an IP address or CIDR block, e.g. 203.0.113.7 or 203.0.113.0/24':
    'Введіть IP-адресу або блок CIDR, наприклад 203.0.113.7 або 203.0.113.0/24',
  'At most 100 addresses': 'Не більше 100 адрес',
  'Maximum binds must be a number': 'Максимум підключень має бути числом',
  'Maximum binds must be an integer': 'Максимум підключень має бути цілим числом',
  'Maximum binds must be at least 1': 'Максимум підключень має бути не менше 1',
  'Maximum binds cannot exceed 100': 'Максимум підключень не може перевищувати 100',
  'Throughput limit cannot exceed 100000 msg/s':
    'Обмеження швидкості не може перевищувати 100000 повід./с',
  'Page must be an integer': 'Номер сторінки має бути цілим числом',
  'Page starts at 1': 'Сторінки нумеруються з 1',
  'Page size must be an integer': 'Розмір сторінки має бути цілим числом',
  'Page size must be at least 1': 'Розмір сторінки має бути не менше 1',
  'Page size cannot exceed 1000': 'Розмір сторінки не може перевищувати 1000',
  'Page size cannot exceed 100': 'Розмір сторінки не може перевищувати 100',
  'Use a status name such as ESME_RTHROTTLED, a decimal number or 0x-prefixed hex':
    "Вкажіть ім'я статусу на кшталт ESME_RTHROTTLED, десяткове число або hex з префіксом 0x",
  'Use a decimal number or 0x-prefixed hex':
    'Використовуйте десяткове число або hex із префіксом 0x',
  'Unknown command': 'Невідома команда',
  'Direction must be in or out': 'Напрямок має бути in або out',
  'Use an ISO 8601 date-time': 'Використовуйте дату й час у форматі ISO 8601',
  'Message id is too long': 'Занадто довгий message_id',
  'Format must be csv, json or pcap': 'Формат має бути csv, json або pcap',
  'Unknown status': 'Невідомий статус',
  'Unknown direction': 'Невідомий напрямок',
  'Search is too long': 'Занадто довгий пошуковий запит',
  'Unknown ordering': 'Невідомий порядок сортування',
  'Choose a message': 'Виберіть повідомлення',
  'Choose a receipt status': 'Виберіть статус звіту про доставку',
  'Error code must be a number': 'Код помилки має бути числом',
  'Error code must be an integer': 'Код помилки має бути цілим числом',
  'Error code must be between 0 and 999': 'Код помилки має бути від 0 до 999',
  'Choose an account': 'Виберіть обліковий запис',
  'Text is required': 'Введіть текст',
  'Password cannot consist only of spaces': 'Пароль не може складатися лише з пробілів',
};
