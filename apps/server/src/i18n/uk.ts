import { API_PERMISSIONS } from '@routelab/shared';
import { missingPermissionMessage } from '../http/scopes/api-key-messages.js';

/** Ukrainian for the English messages the API answers with; keys are the English text. */
export const uk: Record<string, string> = {
  // Accounts
  'Unable to log in with provided credentials.': 'Неможливо увійти з наданими обліковими даними.',
  'E-mail address is not confirmed. Check your inbox for the confirmation link.':
    'Адресу електронної пошти не підтверджено. Перевірте пошту: там посилання для підтвердження.',
  'A user with this e-mail address already exists.':
    'Користувач із такою адресою електронної пошти вже існує.',
  'This link is invalid, expired or already used.':
    'Посилання недійсне, застаріле або вже використане.',
  'Password is incorrect.': 'Неправильний пароль.',
  'Current password is incorrect.': 'Поточний пароль неправильний.',
  'You already have a password: change it with the current one.':
    'У вас уже є пароль: змініть його, вказавши поточний.',
  'Password set. You can now sign in with your e-mail and password.':
    'Пароль встановлено. Тепер можна входити за e-mail і паролем.',
  'This is already your e-mail address.': 'Це вже ваша адреса електронної пошти.',
  'Could not send the e-mail. Please try again later.':
    'Не вдалося надіслати листа. Спробуйте пізніше.',
  'Account created. Check your inbox for the confirmation link.':
    'Обліковий запис створено. Перевірте пошту: там посилання для підтвердження.',
  'E-mail address confirmed. You can log in now.':
    'Адресу електронної пошти підтверджено. Тепер можна увійти.',
  'Logged out.': 'Ви вийшли із системи.',
  'Password changed. Your other sessions were signed out.':
    'Пароль змінено. Інші сеанси завершено.',
  'If an unconfirmed account uses this address, a new confirmation link is on its way.':
    'Якщо ця адреса належить непідтвердженому обліковому запису, нове посилання для підтвердження вже надіслано.',
  'If an account uses this address, a reset link is on its way.':
    'Якщо ця адреса належить обліковому запису, посилання для скидання вже надіслано.',
  'Password changed. You can log in with the new password.':
    'Пароль змінено. Можна увійти з новим паролем.',
  'Check the new address for the confirmation link.':
    'Перевірте нову адресу: там посилання для підтвердження.',
  'E-mail address changed.': 'Адресу електронної пошти змінено.',
  'Choose an image to upload.': 'Виберіть зображення для завантаження.',
  'Upload a PNG, JPEG or WebP image.': 'Завантажте зображення PNG, JPEG або WebP.',
  'The image cannot be larger than 1 MB.': 'Зображення не може бути більшим за 1 МБ.',
  'Upload the image as multipart/form-data.': 'Завантажте зображення як multipart/form-data.',
  'The upload is malformed; send the image as multipart/form-data.':
    'Завантаження пошкоджене; надішліть зображення як multipart/form-data.',

  // Requests
  'CSRF Failed: CSRF cookie not set.': 'Помилка CSRF: cookie CSRF не встановлено.',
  'CSRF Failed: CSRF token missing.': 'Помилка CSRF: відсутній CSRF-токен.',
  'CSRF Failed: CSRF token incorrect.': 'Помилка CSRF: неправильний CSRF-токен.',
  'Authentication credentials were not provided.': 'Облікові дані не були надані.',
  'You do not have permission to perform this action.': 'У вас немає прав для виконання цієї дії.',
  'Not found.': 'Не знайдено.',
  'The balance is too low for this request.': 'Недостатньо коштів на балансі для цього запиту.',
  'Internal server error': 'Внутрішня помилка сервера',
  'The address is malformed: it has an invalid percent-encoding.':
    'Некоректна адреса: у ній неправильне відсоткове кодування.',
  'The request is malformed.': 'Некоректний запит.',
  'The request headers are too large.': 'Заголовки запиту завеликі.',
  'The request took too long to arrive.': 'Запит передавався надто довго.',
  'The request cannot be processed.': 'Запит не може бути оброблено.',
  'Expected a JSON object in the request body.': 'Тіло запиту має бути JSON-об’єктом.',
  'Malformed JSON in the request body.': 'Некоректний JSON у тілі запиту.',
  'Malformed JSON in the request body: the body is empty.':
    'Некоректний JSON у тілі запиту: тіло порожнє.',
  'Request body is too large.': 'Тіло запиту завелике.',
  'Unsupported content type; send application/json.':
    'Непідтримуваний тип вмісту; надішліть application/json.',
  'Request was throttled. Expected available in {n} seconds.':
    'Забагато запитів. Повторіть через {n} с.',

  // Billing
  'Unknown kind': 'Невідомий вид',
  'Price cannot exceed $1000': 'Ціна не може перевищувати $1000',
  'Price cannot be negative': 'Ціна не може бути від’ємною',
  'Price must be a whole number of micro-dollars': 'Ціна має бути цілим числом мікродоларів',
  'Price must be a number': 'Ціна має бути числом',
  'Give each tier once': 'Вкажіть кожен рівень один раз',
  'Give the prices of all 4 tiers': 'Вкажіть ціни всіх 4 рівнів',
  'Amount is too large': 'Сума занадто велика',
  'Amount cannot be zero': 'Сума не може бути нульовою',
  'Amount must be a whole number of micro-dollars': 'Сума має бути цілим числом мікродоларів',
  'Note cannot contain control characters': 'Примітка не може містити керівні символи',
  'Note cannot exceed 200 characters': 'Примітка не може бути довшою за 200 символів',
  'Note is required': 'Вкажіть примітку',
  'Amount is required': 'Вкажіть суму',
  'The amount cannot exceed $1000. Please contact support to issue an invoice':
    'Сума не може перевищувати $1000. Щоб виставити рахунок, зверніться до підтримки',
  'Amount must be greater than or equal to 1': 'Сума має бути не меншою за 1',
  'Choose wayforpay or binance': 'Виберіть wayforpay або binance',
  'Unknown language': 'Невідома мова',
  'Unknown provider': 'Невідомий платіжний сервіс',
  'This needs ${n}.{n}; the balance is ${n}.{n}.':
    'Для цього потрібно ${n}.{n}; на балансі ${n}.{n}.',

  // API keys
  'Invalid API key.': 'Невірний API-ключ.',
  'This API key is disabled.': 'Цей API-ключ вимкнено.',
  'This API key has expired.': 'Термін дії цього API-ключа минув.',
  'This API key may not be used from this address.':
    'Цей API-ключ не можна використовувати з цієї адреси.',
  'This endpoint is not available with an API key.': 'Цей метод недоступний за API-ключем.',
  ...Object.fromEntries(
    API_PERMISSIONS.map((code) => [
      missingPermissionMessage(code),
      `Цей API-ключ не має дозволу «${code}».`,
    ]),
  ),

  // Shared field rules (packages/shared)
  'E-mail is required': 'Вкажіть адресу електронної пошти',
  'E-mail cannot be longer than 254 characters':
    'Адреса електронної пошти не може бути довшою за 254 символи',
  'Enter a valid e-mail address': 'Введіть коректну адресу електронної пошти',
  'Must be text': 'Має бути текстом',
  'Cannot contain control or text-direction characters':
    'Не може містити керівні символи та символи напрямку тексту',
  'Cannot be longer than 150 characters': 'Не може бути довшим за 150 символів',
  'Token is required': 'Токен обов’язковий',
  'Token is not valid': 'Недійсний токен',
  'Password is required': 'Введіть пароль',
  'Current password is required': 'Введіть поточний пароль',
  'New password must differ from the current one': 'Новий пароль має відрізнятися від поточного',
  'Password cannot consist only of spaces': 'Пароль не може складатися лише з пробілів',
  'Password must be at least 8 characters long': 'Пароль має містити щонайменше 8 символів',
  'Password cannot be longer than 128 characters': 'Пароль не може бути довшим за 128 символів',
  'Password cannot be entirely numeric': 'Пароль не може складатися лише з цифр',
  'Password cannot be the same as your e-mail address':
    'Пароль не може збігатися з адресою електронної пошти',
  'Choose at least one group': 'Виберіть хоча б одну групу',
  'Page must be an integer': 'Номер сторінки має бути цілим числом',
  'Page starts at 1': 'Сторінки нумеруються з 1',
  'Page size must be an integer': 'Розмір сторінки має бути цілим числом',

  // Gateway, ESME account, message and PDU log contracts (packages/shared)
  'Weight cannot exceed 100': 'Вага не може перевищувати 100',
  'Weight cannot be negative': 'Вага не може бути від’ємною',
  'Weight must be an integer': 'Вага має бути цілим числом',
  'Weight must be a number': 'Вага має бути числом',
  'Delay cannot exceed one day': 'Затримка не може перевищувати одну добу',
  'Delay cannot be negative': 'Затримка не може бути від’ємною',
  'Delay must be whole milliseconds': 'Затримка задається цілими мілісекундами',
  'Delay must be a number': 'Затримка має бути числом',
  'Delivery report mode must be off or auto': 'Режим звітів про доставку має бути off або auto',
  'Maximum delay must be at least the minimum delay':
    'Максимальна затримка має бути не меншою за мінімальну',
  'Weights must be an object of the outcomes delivered, undeliverable, expired, rejected, accepted, unknown and deleted':
    'Ваги задаються об’єктом із результатами delivered, undeliverable, expired, rejected, accepted, unknown і deleted',
  'At least one outcome needs a weight above 0': 'Хоча б один результат повинен мати вагу більше 0',
  'Enter an IP address or CIDR block, e.g. 203.0.113.7 or 203.0.113.0/24':
    'Введіть IP-адресу або блок CIDR, наприклад 203.0.113.7 або 203.0.113.0/24',
  'Name cannot contain control or text-direction characters':
    'Назва не може містити керівні символи та символи напрямку тексту',
  'Name cannot be longer than 100 characters': 'Назва не може бути довшою за 100 символів',
  'Name is required': 'Вкажіть назву',
  'At most 100 addresses': 'Не більше 100 адрес',
  'Maximum binds cannot exceed 100': 'Максимум підключень не може перевищувати 100',
  'Maximum binds must be at least 1': 'Максимум підключень має бути не менше 1',
  'Maximum binds must be an integer': 'Максимум підключень має бути цілим числом',
  'Maximum binds must be a number': 'Максимум підключень має бути числом',
  'Throughput limit cannot exceed 100000 msg/s':
    'Обмеження швидкості не може перевищувати 100000 повід./с',
  'Throughput limit cannot be negative': "Обмеження швидкості не може бути від'ємним",
  'Throughput limit must be an integer': 'Обмеження швидкості має бути цілим числом',
  'Throughput limit must be a number': 'Обмеження швидкості має бути числом',
  'Enabled must be true or false': 'Поле «Увімкнено» має бути true або false',
  'Page size cannot exceed 1000': 'Розмір сторінки не може перевищувати 1000',
  'Page size cannot exceed 100': 'Розмір сторінки не може перевищувати 100',
  'At least one user must stay in the admin group':
    'Хоча б один користувач має залишитися в групі адміністраторів',
  'The balance is ${n}.{n}; an adjustment cannot take it below zero.':
    'Баланс ${n}.{n}; коригування не може зробити його відʼємним.',
  'Page size must be at least 1': 'Розмір сторінки має бути не менше 1',
  'TON must be between 0 and 6': 'TON має бути від 0 до 6',
  'TON must be an integer': 'TON має бути цілим числом',
  'TON must be a number': 'TON має бути числом',
  'NPI must be between 0 and 18': 'NPI має бути від 0 до 18',
  'NPI must be an integer': 'NPI має бути цілим числом',
  'NPI must be a number': 'NPI має бути числом',
  'System ID must be printable ASCII': 'System ID має складатися з друкованих символів ASCII',
  'System ID cannot be longer than 15 characters': 'System ID не може бути довшим за 15 символів',
  'System ID is required': 'Вкажіть System ID',
  'Password must be printable ASCII': 'Пароль має складатися з друкованих символів ASCII',
  'Password cannot be longer than 8 characters': 'Пароль не може бути довшим за 8 символів',
  'System type must be printable ASCII': 'System type має складатися з друкованих символів ASCII',
  'System type cannot be longer than 12 characters':
    'System type не може бути довшим за 12 символів',
  'System type must be text': 'System type має бути текстом',
  'Address must be printable ASCII': 'Адреса має складатися з друкованих символів ASCII',
  'Address cannot be longer than 20 characters': 'Адреса не може бути довшою за 20 символів',
  'Address must be text': 'Адреса має бути текстом',
  'Enter a host name or an IP address': "Введіть ім'я хоста або IP-адресу",
  'Host cannot be longer than 253 characters': 'Хост не може бути довшим за 253 символи',
  'Host is required': 'Вкажіть хост',
  'Port must be between 1 and 65535': 'Порт має бути від 1 до 65535',
  'Port must be an integer': 'Порт має бути цілим числом',
  'Port must be a number': 'Порт має бути числом',
  'Use the SMPP time format YYMMDDhhmmsstnnp (16 characters)':
    'Використовуйте формат часу SMPP YYMMDDhhmmsstnnp (16 символів)',
  'Time must be text': 'Час має бути текстом',
  'TLS must be true or false': 'TLS має бути true або false',
  'Certificate verification must be true or false': 'Перевірка сертифіката має бути true або false',
  'CA certificate must be text': 'Сертифікат CA має бути текстом',
  'CA certificate cannot be longer than 20000 characters':
    'Сертифікат CA не може бути довшим за 20000 символів',
  'Paste the certificate in PEM format: one or more -----BEGIN CERTIFICATE----- blocks':
    'Вставте сертифікат у форматі PEM: один або кілька блоків -----BEGIN CERTIFICATE-----',
  'This certificate is incomplete or damaged: paste everything from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----':
    'Сертифікат неповний або пошкоджений: вставте все від -----BEGIN CERTIFICATE----- до -----END CERTIFICATE-----',
  'Default charset must be gsm7, ascii or latin1':
    'Кодування за замовчуванням має бути gsm7, ascii або latin1',
  'Bind type must be trx, tx or rx': 'Тип bind має бути trx, tx або rx',
  'Interface version must be 52 (3.4) or 80 (5.0)':
    'Версія інтерфейсу має бути 52 (3.4) або 80 (5.0)',
  'Address range must be printable ASCII':
    'Діапазон адрес має складатися з друкованих символів ASCII',
  'Address range cannot be longer than 40 characters':
    'Діапазон адрес не може бути довшим за 40 символів',
  'Address range must be text': 'Діапазон адрес має бути текстом',
  'Enquire link interval cannot exceed 600 seconds':
    'Інтервал enquire link не може перевищувати 600 секунд',
  'Enquire link interval must be at least 5 seconds':
    'Інтервал enquire link має бути не меншим за 5 секунд',
  'Enquire link interval must be whole seconds': 'Інтервал enquire link задається цілими секундами',
  'Enquire link interval must be a number': 'Інтервал enquire link має бути числом',
  'Reconnect delay cannot exceed 600 seconds':
    'Пауза перепідключення не може перевищувати 600 секунд',
  'Reconnect delay must be at least 1 second':
    'Пауза перепідключення має бути не меншою за 1 секунду',
  'Reconnect delay must be whole seconds': 'Пауза перепідключення задається цілими секундами',
  'Reconnect delay must be a number': 'Пауза перепідключення має бути числом',
  'Window cannot exceed 1000': 'Вікно не може перевищувати 1000',
  'Window must be at least 1': 'Вікно має бути не меншим за 1',
  'Window must be an integer': 'Вікно має бути цілим числом',
  'Window must be a number': 'Вікно має бути числом',
  'Throughput limit cannot exceed 10000 msg/s':
    'Обмеження швидкості не може перевищувати 10000 повід./с',
  'Use a status name such as ESME_RTHROTTLED, a decimal number or 0x-prefixed hex':
    "Вкажіть ім'я статусу на кшталт ESME_RTHROTTLED, десяткове число або hex з префіксом 0x",
  'Unknown command status: use a name such as ESME_RTHROTTLED or a value such as 0x00000058':
    "Невідомий статус команди: вкажіть ім'я на кшталт ESME_RTHROTTLED або значення на кшталт 0x00000058",
  'Source is required': 'Вкажіть відправника',
  'Source cannot be longer than 20 characters': 'Відправник не може бути довшим за 20 символів',
  'Source must be printable ASCII': 'Відправник має складатися з друкованих символів ASCII',
  'Use a decimal number or 0x-prefixed hex':
    'Використовуйте десяткове число або hex із префіксом 0x',
  'Unknown command': 'Невідома команда',
  'Direction must be in or out': 'Напрямок має бути in або out',
  'Use an ISO 8601 date-time': 'Використовуйте дату й час у форматі ISO 8601',
  'Message id is too long': 'Занадто довгий message_id',
  'Format must be csv, json or pcap': 'Формат має бути csv, json або pcap',
  'Use an even number of hex digits (0-9, A-F)':
    'Використовуйте парну кількість hex-цифр (0-9, A-F)',
  'Hex must be text': 'Hex має бути текстом',
  'Tag must be between 0x0001 and 0xFFFF': 'Тег має бути від 0x0001 до 0xFFFF',
  'Tag must be an integer': 'Тег має бути цілим числом',
  'Tag must be a number': 'Тег має бути числом',
  'TLV value cannot exceed 500 bytes': 'Значення TLV не може перевищувати 500 байтів',
  'Destination must be printable ASCII': 'Одержувач має складатися з друкованих символів ASCII',
  'Destination cannot be longer than 20 characters': 'Одержувач не може бути довшим за 20 символів',
  'Destination is required': 'Вкажіть одержувача',
  'Choose a gateway': 'Виберіть шлюз',
  'At most 1000 destinations per request': 'Не більше 1000 одержувачів за запит',
  'Enter at least one destination': 'Вкажіть хоча б одного одержувача',
  'Text cannot exceed 10000 characters': 'Текст не може перевищувати 10000 символів',
  'Text must be text': 'Текст має бути рядком',
  'Binary body cannot exceed 10000 bytes': 'Двійкове тіло не може перевищувати 10000 байтів',
  'Choose a coding': 'Виберіть кодування',
  'Choose a concatenation method': 'Виберіть спосіб склеювання',
  'Registered delivery must be between 0 and 255': 'Registered delivery має бути від 0 до 255',
  'Registered delivery must be an integer': 'Registered delivery має бути цілим числом',
  'Registered delivery must be a number': 'Registered delivery має бути числом',
  'Duration must be a number': 'Тривалість має бути числом',
  'Amount must be a number': 'Сума має бути числом',
  'Duration must be an integer': 'Тривалість має бути цілим числом',
  'Amount must be an integer': 'Сума має бути цілим числом',
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
  'A message class needs GSM 7-bit, UCS2 or binary coding':
    'Клас повідомлення потребує кодування GSM 7-bit, UCS2 або двійкового',
  'The hex does not start with a valid UDH': 'Hex не починається з правильного UDH',
  'A body with its own UDH must fit one message (140 octets)':
    'Тіло з власним UDH має вміщатися в одне повідомлення (140 октетів)',
  'Service type must be printable ASCII': 'Service type має складатися з друкованих символів ASCII',
  'Service type cannot be longer than 5 characters':
    'Service type не може бути довшим за 5 символів',
  'Service type must be text': 'Service type має бути текстом',
  'At most 20 extra TLVs': 'Не більше 20 додаткових TLV',
  'Count cannot exceed 100000': 'Кількість не може перевищувати 100000',
  'Count must be at least 1': 'Кількість має бути не меншою за 1',
  'Count must be an integer': 'Кількість має бути цілим числом',
  'Count must be a number': 'Кількість має бути числом',
  'Rate cannot exceed 10000 msg/s': 'Швидкість не може перевищувати 10000 повід./с',
  'Rate must be at least 1 msg/s': 'Швидкість має бути не меншою за 1 повід./с',
  'Rate must be an integer': 'Швидкість має бути цілим числом',
  'Rate must be a number': 'Швидкість має бути числом',
  'Enter the message text (or hex for binary)':
    'Введіть текст повідомлення (або hex для двійкових даних)',
  'Unknown status': 'Невідомий статус',
  'Unknown direction': 'Невідомий напрямок',
  'Search is too long': 'Занадто довгий пошуковий запит',
  'Unknown ordering': 'Невідомий порядок сортування',
  'Choose a message': 'Виберіть повідомлення',
  'Choose a receipt status': 'Виберіть статус звіту про доставку',
  'Error code must be between 0 and 999': 'Код помилки має бути від 0 до 999',
  'Error code must be an integer': 'Код помилки має бути цілим числом',
  'Error code must be a number': 'Код помилки має бути числом',
  'Choose an account': 'Виберіть обліковий запис',
  'Text is required': 'Введіть текст',

  // Gateway, ESME account, message and log services (apps/server)
  'This gateway binds as a receiver and cannot send.':
    'Цей шлюз підключається як приймач і не може надсилати повідомлення.',
  'Unknown command: use a name such as submit_sm or an id such as 0x00000004':
    'Невідома команда: вкажіть назву, наприклад submit_sm, або ідентифікатор, наприклад 0x00000004',
  'No receiver session is bound': 'Немає підключеної сесії-приймача',
  'This system ID is taken': 'Цей System ID уже зайнятий',
  'This certificate cannot be read: paste it whole, exactly as the SMSC operator gave it':
    'Не вдається прочитати сертифікат: вставте його повністю, саме так, як його надав оператор SMSC',
  'This server does not allow gateways to connect to this address':
    'Цей сервер не дозволяє шлюзам підключатися до цієї адреси',
  'This message was refused when submitted; it has no message id to report on.':
    'Це повідомлення було відхилено під час надсилання: у нього немає message_id для звіту.',
  'The ESME did not ask for a receipt with this status (registered_delivery {n}).':
    'ESME не запитував звіт із таким статусом (registered_delivery {n}).',
  '{n} parts exceed the {n} that can be numbered':
    'Частин: {n}, а пронумерувати можна не більше {n}',
  "{n} octets exceed message_payload's {n}": 'Октетів: {n}, а message_payload вміщує не більше {n}',

  // zod's own messages, for list filters whose shared schema gives none
  'Invalid input: expected number, received NaN': 'Некоректне значення: очікується число',
  'Invalid input: expected int, received number': 'Некоректне значення: очікується ціле число',
  'Too small: expected number to be >{n}': 'Занадто мале значення: має бути більше {n}',
  'Too small: expected number to be >={n}': 'Занадто мале значення: має бути не менше {n}',
  'Too big: expected number to be <={n}': 'Занадто велике значення: має бути не більше {n}',
  'Too big: expected string to have <={n} characters':
    'Занадто довге значення: не більше {n} символів',
  // Account mails (mail/messages.ts).
  'Confirm your RouteLab account': 'Підтвердьте акаунт RouteLab',
  'Welcome to RouteLab. Please confirm your e-mail address to activate your account.':
    'Ласкаво просимо до RouteLab. Підтвердьте адресу e-mail, щоб активувати акаунт.',
  'Confirm your e-mail address': 'Підтвердити адресу e-mail',
  'Reset your RouteLab password': 'Скидання пароля RouteLab',
  'Someone asked to reset the password of your RouteLab account.':
    'Хтось попросив скинути пароль вашого акаунта RouteLab.',
  'Choose a new password': 'Обрати новий пароль',
  'Confirm your new RouteLab e-mail address': 'Підтвердьте нову адресу e-mail у RouteLab',
  'Please confirm that this is the new e-mail address of your RouteLab account.':
    'Підтвердьте, що це нова адреса e-mail вашого акаунта RouteLab.',
  'Confirm the new address': 'Підтвердити нову адресу',
  'The link works once and expires in 24 hours. If this was not you, ignore this mail.':
    'Посилання діє один раз і спливає через 24 години. Якщо це були не ви, просто проігноруйте лист.',
  // Payments (issue 22): top-up amount, providers, checkout.
  'This payment provider is not available': 'Цей платіжний провайдер недоступний',
  "Can't create the payment, please again later": 'Не вдалося створити платіж, спробуйте пізніше',
  'The notification failed verification.': 'Сповіщення не пройшло перевірку.',
  // API keys and webhooks (issue 23).
  'Permissions must be a list of permission codes': 'Права мають бути списком кодів прав',
  'Expiry must be a date and time': 'Термін дії має бути датою й часом',
  'Enter an http:// or https:// URL': 'Введіть URL, що починається з http:// або https://',
  'URL cannot be longer than 2000 characters': 'URL не може бути довшим за 2000 символів',
  'Secret cannot be longer than 200 characters': 'Секрет не може бути довшим за 200 символів',
  'Secret must be at least 16 characters': 'Секрет має містити щонайменше 16 символів',
  'Secret must be text': 'Секрет має бути текстом',
  'Choose at least one event': 'Виберіть хоча б одну подію',
  'Unknown event': 'Невідома подія',
  'Give either an ESME account or a gateway': 'Вкажіть або ESME-акаунт, або шлюз',
  'Rate limit must be a number': 'Ліміт запитів має бути числом',
  'Rate limit must be an integer': 'Ліміт запитів має бути цілим числом',
  'Rate limit must be at least 1 request per second':
    'Ліміт запитів — щонайменше 1 запит на секунду',
  'Rate limit cannot exceed 100000 requests per second':
    'Ліміт запитів не може перевищувати 100000 запитів на секунду',
  'A user can have at most 50 API keys. Revoke one you no longer use.':
    'Користувач може мати не більше 50 API-ключів. Відкличте ключ, який більше не потрібен.',
  'The id in the body does not match the address.': 'id у тілі запиту не збігається з адресою.',
  'Metrics need the bearer token METRICS_TOKEN.': 'Для метрик потрібен bearer-токен METRICS_TOKEN.',
  // Webhooks (issue 23).
  'An ESME account webhook takes only message.received and dlr.sent':
    'Вебхук ESME-акаунта приймає лише message.received і dlr.sent',
  'A gateway webhook takes only mo.received and dlr.received':
    'Вебхук шлюзу приймає лише mo.received і dlr.received',
  'An ESME account or gateway can have at most 10 webhooks':
    'ESME-акаунт або шлюз може мати не більше 10 вебхуків',
  'This server does not call webhooks at this address':
    'Цей сервер не викликає вебхуки за цією адресою',
  'A webhook URL cannot hold a user name or password':
    "URL вебхука не може містити ім'я користувача або пароль",
  // Dedicated SMPP (issue 24).
  'You already have a dedicated SMPP subscription.': 'У вас уже є підписка на виділений SMPP.',
  'No dedicated SMPP port is free; try again later.':
    'Вільних портів виділеного SMPP немає; спробуйте пізніше.',
  'The subscription changed meanwhile; try again.':
    'Підписка тим часом змінилася; спробуйте ще раз.',
  'IP addresses must be a list': 'IP-адреси мають бути списком',
  'Add at least one IP address': 'Додайте хоча б одну IP-адресу',
  'Each IP address may be listed once': 'Кожну IP-адресу можна вказати лише один раз',
  'Preview must be true or false': 'Попередній перегляд має бути true або false',
  'Preview must be 1 or 0': 'Попередній перегляд має бути 1 або 0',
  'You will be charged ${n}.{n} now for {n} IP addresses; it renews on {n}-{n}-{n} for ${n}.{n} unless cancelled.':
    'Зараз буде списано ${n}.{n} (IP-адрес: {n}); підписка продовжиться {n}-{n}-{n} за ${n}.{n}, якщо її не скасувати.',
  'You will be charged ${n}.{n} now for {n} IP address; it renews on {n}-{n}-{n} for ${n}.{n} unless cancelled.':
    'Зараз буде списано ${n}.{n} (IP-адрес: {n}); підписка продовжиться {n}-{n}-{n} за ${n}.{n}, якщо її не скасувати.',
  'You will be charged ${n}.{n} now for {n} added addresses for the {n} days left in this period.':
    'Зараз буде списано ${n}.{n} за додані адреси (адрес: {n}) на решту днів періоду (днів: {n}).',
  'You will be charged ${n}.{n} now for {n} added address for the {n} days left in this period.':
    'Зараз буде списано ${n}.{n} за додані адреси (адрес: {n}) на решту днів періоду (днів: {n}).',
  'You will be charged ${n}.{n} now for {n} added addresses for the {n} day left in this period.':
    'Зараз буде списано ${n}.{n} за додані адреси (адрес: {n}) на решту днів періоду (днів: {n}).',
  'You will be charged ${n}.{n} now for {n} added address for the {n} day left in this period.':
    'Зараз буде списано ${n}.{n} за додані адреси (адрес: {n}) на решту днів періоду (днів: {n}).',
  'Nothing is charged now.': 'Зараз нічого не списується.',
  'Removed addresses are not refunded.': 'Вартість видалених адрес не повертається.',
  'It renews on {n}-{n}-{n} for ${n}.{n} unless cancelled.':
    'Підписка продовжиться {n}-{n}-{n} за ${n}.{n}, якщо її не скасувати.',
  'The subscription ends now and its listener closes.':
    'Підписка закінчується зараз, її порт закривається.',
  '${n}.{n} is refunded for {n} unused whole days.':
    'Повертається ${n}.{n} за невикористані повні дні (днів: {n}).',
  '${n}.{n} is refunded for {n} unused whole day.':
    'Повертається ${n}.{n} за невикористані повні дні (днів: {n}).',
  'Nothing is refunded.': 'Нічого не повертається.',
  'Your dedicated SMPP is ready': 'Ваш виділений SMPP готовий',
  'Your dedicated SMPP listener is open on port {n}.':
    'Ваш виділений SMPP приймає підключення на порту {n}.',
  'You were charged ${n}.{n}; it renews on {n}-{n}-{n}.':
    'Списано ${n}.{n}; підписка продовжиться {n}-{n}-{n}.',
  'Your dedicated SMPP was renewed': 'Ваш виділений SMPP продовжено',
  'Your dedicated SMPP was renewed for ${n}.{n} until {n}-{n}-{n}.':
    'Ваш виділений SMPP продовжено за ${n}.{n} до {n}-{n}-{n}.',
  'Your dedicated SMPP renewal failed': 'Не вдалося продовжити ваш виділений SMPP',
  'Your balance did not cover the renewal of your dedicated SMPP (${n}.{n}).':
    'Балансу не вистачило на продовження виділеного SMPP (${n}.{n}).',
  'Its listener keeps working until {n}-{n}-{n}; top up by then to keep it.':
    'Порт працює до {n}-{n}-{n}; поповніть баланс до цього терміну, щоб зберегти його.',
  'Your dedicated SMPP is suspended': 'Ваш виділений SMPP призупинено',
  'Your dedicated SMPP is suspended and its listener is closed.':
    'Ваш виділений SMPP призупинено, його порт закрито.',
  'Top up ${n}.{n} to resume it at once.':
    'Поповніть баланс на ${n}.{n}, і він одразу відновиться.',
  'Your dedicated SMPP is cancelled': 'Ваш виділений SMPP скасовано',
  'Your dedicated SMPP is cancelled and its listener is closed.':
    'Ваш виділений SMPP скасовано, його порт закрито.',
  'Open Dedicated SMPP': 'Відкрити виділений SMPP',
  // Social sign-in (issue 25).
  'Credential is required': 'Потрібен токен входу (credential)',
  'Credential is too long': 'Токен входу (credential) задовгий',
  'Access token is required': 'Потрібен токен доступу',
  'Access token is too long': 'Токен доступу задовгий',
  'User id must be text': 'id користувача має бути текстом',
  'User id is too long': 'id користувача задовгий',
  'oauth_token is required': 'Потрібен oauth_token',
  'oauth_token is too long': 'oauth_token задовгий',
  'oauth_verifier is required': 'Потрібен oauth_verifier',
  'oauth_verifier is too long': 'oauth_verifier задовгий',
  'Sign-up token is required': 'Потрібен токен реєстрації',
  'Sign-up token is too long': 'Токен реєстрації задовгий',
  'Unknown sign-in provider': 'Невідомий спосіб входу',
  'Check your inbox: the confirmation link is on its way.':
    'Перевірте пошту: посилання для підтвердження вже надіслано.',
  'Google sign-in failed: the token is not valid. Please try again.':
    'Не вдалося увійти через Google: токен недійсний. Спробуйте ще раз.',
  'Facebook sign-in failed: the token is not valid. Please try again.':
    'Не вдалося увійти через Facebook: токен недійсний. Спробуйте ще раз.',
  'Twitter sign-in failed or was cancelled. Please try again.':
    'Вхід через Twitter не вдався або був скасований. Спробуйте ще раз.',
  'The sign-in provider did not answer. Please try again later.':
    'Сервіс входу не відповів. Спробуйте пізніше.',
  'This sign-in provider is not configured on this server.':
    'Цей спосіб входу не налаштовано на сервері.',
  'This account is already connected to another RouteLab user.':
    'Цей акаунт уже підключено до іншого користувача RouteLab.',
  'You already have an account of this provider connected.':
    'У вас уже підключено акаунт цього провайдера.',
  'This is your only way to sign in. Set a password or connect another account first.':
    'Це ваш єдиний спосіб входу. Спершу задайте пароль або підключіть інший акаунт.',
  'This sign-up has expired. Please sign in with the provider again.':
    'Термін цієї реєстрації минув. Увійдіть через провайдера ще раз.',
};
