import type { smscMessages } from '../en/smsc.js';

export const smscMessagesUk: Record<(typeof smscMessages)[number], string> = {
  'Address cannot be longer than 20 characters': 'Адреса не може бути довшою за 20 символів',
  'Address must be printable ASCII': 'Адреса має складатися з друкованих символів ASCII',
  'Address must be text': 'Адреса має бути текстом',
  'Address range must be printable ASCII':
    'Діапазон адрес має складатися з друкованих символів ASCII',
  'Address range cannot be longer than 40 characters':
    'Діапазон адрес не може бути довшим за 40 символів',
  'Address range must be text': 'Діапазон адрес має бути текстом',
  'At most 20 extra TLVs': 'Не більше 20 додаткових TLV',
  'At most 1000 destinations per request': 'Не більше 1000 одержувачів за запит',
  'Binary body cannot exceed 10000 bytes': 'Двійкове тіло не може перевищувати 10000 байтів',
  'Bind type must be trx, tx or rx': 'Тип bind має бути trx, tx або rx',
  'CA certificate must be text': 'Сертифікат CA має бути текстом',
  'CA certificate cannot be longer than 20000 characters':
    'Сертифікат CA не може бути довшим за 20000 символів',
  'Certificate verification must be true or false': 'Перевірка сертифіката має бути true або false',
  'Paste the certificate in PEM format: one or more -----BEGIN CERTIFICATE----- blocks':
    'Вставте сертифікат у форматі PEM: один або кілька блоків -----BEGIN CERTIFICATE-----',
  'This certificate is incomplete or damaged: paste everything from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----':
    'Сертифікат неповний або пошкоджений: вставте все від -----BEGIN CERTIFICATE----- до -----END CERTIFICATE-----',
  'Default charset must be gsm7, ascii or latin1':
    'Кодування за замовчуванням має бути gsm7, ascii або latin1',
  'Choose a coding': 'Виберіть кодування',
  'Choose a concatenation method': 'Виберіть спосіб склеювання',
  'Choose a gateway': 'Виберіть шлюз',
  'Count must be a number': 'Кількість має бути числом',
  'Count must be an integer': 'Кількість має бути цілим числом',
  'Count must be at least 1': 'Кількість має бути не меншою за 1',
  'Count cannot exceed 100000': 'Кількість не може перевищувати 100000',
  'Destination cannot be longer than 20 characters': 'Одержувач не може бути довшим за 20 символів',
  'Destination is required': 'Вкажіть одержувача',
  'Destination must be printable ASCII': 'Одержувач має складатися з друкованих символів ASCII',
  'Enabled must be true or false': 'Поле «Увімкнено» має бути true або false',
  'Enquire link interval cannot exceed 600 seconds':
    'Інтервал enquire link не може перевищувати 600 секунд',
  'Enquire link interval must be a number': 'Інтервал enquire link має бути числом',
  'Enquire link interval must be at least 5 seconds':
    'Інтервал enquire link має бути не меншим за 5 секунд',
  'Enquire link interval must be whole seconds': 'Інтервал enquire link задається цілими секундами',
  'Enter a host name or an IP address': "Введіть ім'я хоста або IP-адресу",
  'Enter at least one destination': 'Вкажіть хоча б одного одержувача',
  'Enter the message text (or hex for binary)':
    'Введіть текст повідомлення (або hex для двійкових даних)',
  'Hex must be text': 'Hex має бути текстом',
  'Host cannot be longer than 253 characters': 'Хост не може бути довшим за 253 символи',
  'Host is required': 'Вкажіть хост',
  'Interface version must be 52 (3.4) or 80 (5.0)':
    'Версія інтерфейсу має бути 52 (3.4) або 80 (5.0)',
  'NPI must be a number': 'NPI має бути числом',
  'NPI must be an integer': 'NPI має бути цілим числом',
  'NPI must be between 0 and 18': 'NPI має бути від 0 до 18',
  'Name cannot contain control or text-direction characters':
    'Назва не може містити керівні символи та символи напрямку тексту',
  'Name cannot be longer than 100 characters': 'Назва не може бути довшою за 100 символів',
  'Name is required': 'Вкажіть назву',
  'Password cannot be longer than 8 characters': 'Пароль не може бути довшим за 8 символів',
  'Password must be printable ASCII': 'Пароль має складатися з друкованих символів ASCII',
  'Port must be a number': 'Порт має бути числом',
  'Port must be an integer': 'Порт має бути цілим числом',
  'Port must be between 1 and 65535': 'Порт має бути від 1 до 65535',
  'Rate cannot exceed 10000 msg/s': 'Швидкість не може перевищувати 10000 повід./с',
  'Rate must be a number': 'Швидкість має бути числом',
  'Rate must be an integer': 'Швидкість має бути цілим числом',
  'Rate must be at least 1 msg/s': 'Швидкість має бути не меншою за 1 повід./с',
  'Reconnect delay cannot exceed 600 seconds':
    'Пауза перепідключення не може перевищувати 600 секунд',
  'Reconnect delay must be a number': 'Пауза перепідключення має бути числом',
  'Reconnect delay must be at least 1 second':
    'Пауза перепідключення має бути не меншою за 1 секунду',
  'Reconnect delay must be whole seconds': 'Пауза перепідключення задається цілими секундами',
  'Registered delivery must be a number': 'Registered delivery має бути числом',
  'Registered delivery must be an integer': 'Registered delivery має бути цілим числом',
  'Registered delivery must be between 0 and 255': 'Registered delivery має бути від 0 до 255',
  'Service type must be printable ASCII': 'Service type має складатися з друкованих символів ASCII',
  'Service type cannot be longer than 5 characters':
    'Service type не може бути довшим за 5 символів',
  'Service type must be text': 'Service type має бути текстом',
  'System ID cannot be longer than 15 characters': 'System ID не може бути довшим за 15 символів',
  'System ID is required': 'Вкажіть System ID',
  'System ID must be printable ASCII': 'System ID має складатися з друкованих символів ASCII',
  'System type cannot be longer than 12 characters':
    'System type не може бути довшим за 12 символів',
  'System type must be printable ASCII': 'System type має складатися з друкованих символів ASCII',
  'System type must be text': 'System type має бути текстом',
  'TLS must be true or false': 'TLS має бути true або false',
  'TLV value cannot exceed 500 bytes': 'Значення TLV не може перевищувати 500 байтів',
  'TON must be a number': 'TON має бути числом',
  'TON must be an integer': 'TON має бути цілим числом',
  'TON must be between 0 and 6': 'TON має бути від 0 до 6',
  'Tag must be a number': 'Тег має бути числом',
  'Tag must be an integer': 'Тег має бути цілим числом',
  'Tag must be between 0x0001 and 0xFFFF': 'Тег має бути від 0x0001 до 0xFFFF',
  'Text cannot exceed 10000 characters': 'Текст не може перевищувати 10000 символів',
  'Text must be text': 'Текст має бути рядком',
  'Throughput limit cannot be negative': "Обмеження швидкості не може бути від'ємним",
  'Throughput limit cannot exceed 10000 msg/s':
    'Обмеження швидкості не може перевищувати 10000 повід./с',
  'Throughput limit must be a number': 'Обмеження швидкості має бути числом',
  'Throughput limit must be an integer': 'Обмеження швидкості має бути цілим числом',
  'Time must be text': 'Час має бути текстом',
  'Use an even number of hex digits (0-9, A-F)':
    'Використовуйте парну кількість hex-цифр (0-9, A-F)',
  'Use the SMPP time format YYMMDDhhmmsstnnp (16 characters)':
    'Використовуйте формат часу SMPP YYMMDDhhmmsstnnp (16 символів)',
  'Window cannot exceed 1000': 'Вікно не може перевищувати 1000',
  'Window must be a number': 'Вікно має бути числом',
  'Window must be an integer': 'Вікно має бути цілим числом',
  'Window must be at least 1': 'Вікно має бути не меншим за 1',
  'Duration must be a number': 'Тривалість має бути числом',
  'Duration must be an integer': 'Тривалість має бути цілим числом',
  'Duration must be at least 1': 'Тривалість має бути не меншою за 1',
  'Choose minutes or hours': 'Виберіть хвилини або години',
  'A relative time cannot exceed 99 days': 'Відносний час не може перевищувати 99 днів',
  'Give an SMPP time, or a relative or an absolute time':
    'Вкажіть час SMPP, відносний або абсолютний час',
  'Message class must be a number': 'Клас повідомлення має бути числом',
  'Message class must be an integer': 'Клас повідомлення має бути цілим числом',
  'Message class must be between 0 and 3': 'Клас повідомлення має бути від 0 до 3',
  'Protocol ID must be a number': 'Protocol ID має бути числом',
  'Protocol ID must be an integer': 'Protocol ID має бути цілим числом',
  'Protocol ID must be between 0 and 255': 'Protocol ID має бути від 0 до 255',
  'Priority must be a number': 'Пріоритет має бути числом',
  'Priority must be an integer': 'Пріоритет має бути цілим числом',
  'Priority must be between 0 and 3': 'Пріоритет має бути від 0 до 3',
  'ESM class must be a number': 'ESM class має бути числом',
  'ESM class must be an integer': 'ESM class має бути цілим числом',
  'ESM class must be between 0 and 255': 'ESM class має бути від 0 до 255',
  'UDH must be true or false': 'UDH має бути true або false',
  'Packed must be true or false': 'Пакування має бути true або false',
  'A UDH of your own needs binary coding': 'Власний UDH потребує двійкового кодування',
  'Only GSM 7-bit text can be packed': 'Запакувати можна лише текст GSM 7-bit',
  'This gateway binds as a receiver and cannot send.':
    'Цей шлюз підключається як приймач і не може надсилати повідомлення.',
  'Period must be 1h, 24h or 7d': 'Період має бути 1h, 24h або 7d',
  'Interrupted by a server restart after it may have reached the SMSC; not resent to avoid a duplicate.':
    'Перервано перезапуском сервера, коли повідомлення вже могло дійти до SMSC; не надіслано повторно, щоб уникнути дубліката.',
  'Allow alphanumeric must be true or false':
    'Дозвіл буквено-цифрових адрес має бути true або false',
  'Not a phone number (digits with an optional leading +): allow alphanumeric destinations to send to it':
    'Це не номер телефону (цифри й, можливо, + на початку): щоб надіслати на таку адресу, дозвольте буквено-цифрових одержувачів',
  'An international number has at most 15 digits (E.164)':
    'У міжнародному номері не більше 15 цифр (E.164)',
  'The chosen coding cannot carry some characters of the text: choose UCS-2 or Auto':
    'У вибраному кодуванні не можна передати деякі символи тексту: виберіть UCS-2 або «Авто»',
};
