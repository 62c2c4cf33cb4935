import { API_PERMISSIONS } from '@routelab/shared';
import { missingPermissionMessage } from '../http/scopes/api-key-messages.js';

/** Russian for the English messages the API answers with; keys are the English text. */
export const ru: Record<string, string> = {
  // Accounts
  'Unable to log in with provided credentials.':
    'Невозможно войти с предоставленными учётными данными.',
  'E-mail address is not confirmed. Check your inbox for the confirmation link.':
    'Адрес электронной почты не подтверждён. Проверьте почту: там ссылка для подтверждения.',
  'A user with this e-mail address already exists.':
    'Пользователь с таким адресом электронной почты уже существует.',
  'This link is invalid, expired or already used.':
    'Ссылка недействительна, устарела или уже использована.',
  'Password is incorrect.': 'Неверный пароль.',
  'Current password is incorrect.': 'Текущий пароль неверен.',
  'You already have a password: change it with the current one.':
    'У вас уже есть пароль: измените его, указав текущий.',
  'Password set. You can now sign in with your e-mail and password.':
    'Пароль установлен. Теперь можно входить по e-mail и паролю.',
  'This is already your e-mail address.': 'Это уже ваш адрес электронной почты.',
  'Could not send the e-mail. Please try again later.':
    'Не удалось отправить письмо. Попробуйте позже.',
  'Account created. Check your inbox for the confirmation link.':
    'Аккаунт создан. Проверьте почту: там ссылка для подтверждения.',
  'E-mail address confirmed. You can log in now.':
    'Адрес электронной почты подтверждён. Теперь можно войти.',
  'Logged out.': 'Вы вышли из системы.',
  'Password changed. Your other sessions were signed out.':
    'Пароль изменён. Остальные сеансы завершены.',
  'If an unconfirmed account uses this address, a new confirmation link is on its way.':
    'Если этот адрес принадлежит неподтверждённому аккаунту, новая ссылка для подтверждения уже отправлена.',
  'If an account uses this address, a reset link is on its way.':
    'Если этот адрес принадлежит аккаунту, ссылка для сброса уже отправлена.',
  'Password changed. You can log in with the new password.':
    'Пароль изменён. Можно войти с новым паролем.',
  'Check the new address for the confirmation link.':
    'Проверьте новый адрес: там ссылка для подтверждения.',
  'E-mail address changed.': 'Адрес электронной почты изменён.',
  'Choose an image to upload.': 'Выберите изображение для загрузки.',
  'Upload a PNG, JPEG or WebP image.': 'Загрузите изображение PNG, JPEG или WebP.',
  'The image cannot be larger than 1 MB.': 'Изображение не может быть больше 1 МБ.',
  'Upload the image as multipart/form-data.': 'Загрузите изображение как multipart/form-data.',
  'The upload is malformed; send the image as multipart/form-data.':
    'Загрузка повреждена; отправьте изображение как multipart/form-data.',

  // Requests
  'CSRF Failed: CSRF cookie not set.': 'Ошибка CSRF: cookie CSRF не установлен.',
  'CSRF Failed: CSRF token missing.': 'Ошибка CSRF: отсутствует CSRF-токен.',
  'CSRF Failed: CSRF token incorrect.': 'Ошибка CSRF: неверный CSRF-токен.',
  'Authentication credentials were not provided.': 'Учётные данные не были предоставлены.',
  'You do not have permission to perform this action.':
    'У вас нет прав для выполнения этого действия.',
  'Not found.': 'Не найдено.',
  'The balance is too low for this request.': 'Недостаточно средств на балансе для этого запроса.',
  'Internal server error': 'Внутренняя ошибка сервера',
  'The address is malformed: it has an invalid percent-encoding.':
    'Некорректный адрес: в нём неверное процентное кодирование.',
  'The request is malformed.': 'Некорректный запрос.',
  'The request headers are too large.': 'Заголовки запроса слишком большие.',
  'The request took too long to arrive.': 'Запрос передавался слишком долго.',
  'The request cannot be processed.': 'Запрос не может быть обработан.',
  'Expected a JSON object in the request body.': 'Тело запроса должно быть JSON-объектом.',
  'Malformed JSON in the request body.': 'Некорректный JSON в теле запроса.',
  'Malformed JSON in the request body: the body is empty.':
    'Некорректный JSON в теле запроса: тело пустое.',
  'Request body is too large.': 'Тело запроса слишком большое.',
  'Unsupported content type; send application/json.':
    'Неподдерживаемый тип содержимого; отправьте application/json.',
  'Request was throttled. Expected available in {n} seconds.':
    'Слишком много запросов. Повторите через {n} с.',

  // Billing
  'Unknown kind': 'Неизвестный вид',
  'Price cannot exceed $1000': 'Цена не может превышать $1000',
  'Price cannot be negative': 'Цена не может быть отрицательной',
  'Price must be a whole number of micro-dollars': 'Цена должна быть целым числом микродолларов',
  'Price must be a number': 'Цена должна быть числом',
  'Give each tier once': 'Укажите каждый уровень один раз',
  'Give the prices of all 4 tiers': 'Укажите цены всех 4 уровней',
  'Amount is too large': 'Сумма слишком велика',
  'Amount cannot be zero': 'Сумма не может быть нулевой',
  'Amount must be a whole number of micro-dollars': 'Сумма должна быть целым числом микродолларов',
  'Note cannot contain control characters': 'Примечание не может содержать управляющие символы',
  'Note cannot exceed 200 characters': 'Примечание не может быть длиннее 200 символов',
  'Note is required': 'Укажите примечание',
  'Amount is required': 'Укажите сумму',
  'The amount cannot exceed $1000. Please contact support to issue an invoice':
    'Сумма не может превышать $1000. Чтобы выставить счёт, обратитесь в поддержку',
  'Amount must be greater than or equal to 1': 'Сумма должна быть не меньше 1',
  'Choose wayforpay or binance': 'Выберите wayforpay или binance',
  'Unknown language': 'Неизвестный язык',
  'Unknown provider': 'Неизвестный платёжный сервис',
  'This needs ${n}.{n}; the balance is ${n}.{n}.': 'Для этого нужно ${n}.{n}; на балансе ${n}.{n}.',

  // API keys
  'Invalid API key.': 'Неверный API-ключ.',
  'This API key is disabled.': 'Этот API-ключ отключён.',
  'This API key has expired.': 'Срок действия этого API-ключа истёк.',
  'This API key may not be used from this address.':
    'Этот API-ключ нельзя использовать с этого адреса.',
  'This endpoint is not available with an API key.': 'Этот метод недоступен по API-ключу.',
  ...Object.fromEntries(
    API_PERMISSIONS.map((code) => [
      missingPermissionMessage(code),
      `У этого API-ключа нет разрешения «${code}».`,
    ]),
  ),

  // Shared field rules (packages/shared)
  'E-mail is required': 'Укажите адрес электронной почты',
  'E-mail cannot be longer than 254 characters':
    'Адрес электронной почты не может быть длиннее 254 символов',
  'Enter a valid e-mail address': 'Введите корректный адрес электронной почты',
  'Must be text': 'Должно быть текстом',
  'Cannot contain control or text-direction characters':
    'Не может содержать управляющие символы и символы направления текста',
  'Cannot be longer than 150 characters': 'Не может быть длиннее 150 символов',
  'Token is required': 'Токен обязателен',
  'Token is not valid': 'Недействительный токен',
  'Password is required': 'Введите пароль',
  'Current password is required': 'Введите текущий пароль',
  'New password must differ from the current one': 'Новый пароль должен отличаться от текущего',
  'Password cannot consist only of spaces': 'Пароль не может состоять только из пробелов',
  'Password must be at least 8 characters long': 'Пароль должен содержать не менее 8 символов',
  'Password cannot be longer than 128 characters': 'Пароль не может быть длиннее 128 символов',
  'Password cannot be entirely numeric': 'Пароль не может состоять только из цифр',
  'Password cannot be the same as your e-mail address':
    'Пароль не может совпадать с адресом электронной почты',
  'Choose at least one group': 'Выберите хотя бы одну группу',
  'Page must be an integer': 'Номер страницы должен быть целым числом',
  'Page starts at 1': 'Страницы нумеруются с 1',
  'Page size must be an integer': 'Размер страницы должен быть целым числом',

  // Gateway, ESME account, message and PDU log contracts (packages/shared)
  'Weight cannot exceed 100': 'Вес не может превышать 100',
  'Weight cannot be negative': 'Вес не может быть отрицательным',
  'Weight must be an integer': 'Вес должен быть целым числом',
  'Weight must be a number': 'Вес должен быть числом',
  'Delay cannot exceed one day': 'Задержка не может превышать одни сутки',
  'Delay cannot be negative': 'Задержка не может быть отрицательной',
  'Delay must be whole milliseconds': 'Задержка задаётся целыми миллисекундами',
  'Delay must be a number': 'Задержка должна быть числом',
  'Delivery report mode must be off or auto': 'Режим отчётов о доставке должен быть off или auto',
  'Maximum delay must be at least the minimum delay':
    'Максимальная задержка должна быть не меньше минимальной',
  'Weights must be an object of the outcomes delivered, undeliverable, expired, rejected, accepted, unknown and deleted':
    'Веса задаются объектом с исходами delivered, undeliverable, expired, rejected, accepted, unknown и deleted',
  'At least one outcome needs a weight above 0': 'Хотя бы у одного исхода вес должен быть больше 0',
  'Enter an IP address or CIDR block, e.g. 203.0.113.7 or 203.0.113.0/24':
    'Введите IP-адрес или блок CIDR, например 203.0.113.7 или 203.0.113.0/24',
  'Name cannot contain control or text-direction characters':
    'Название не может содержать управляющие символы и символы направления текста',
  'Name cannot be longer than 100 characters': 'Название не может быть длиннее 100 символов',
  'Name is required': 'Укажите название',
  'At most 100 addresses': 'Не более 100 адресов',
  'Maximum binds cannot exceed 100': 'Максимум подключений не может превышать 100',
  'Maximum binds must be at least 1': 'Максимум подключений должен быть не меньше 1',
  'Maximum binds must be an integer': 'Максимум подключений должен быть целым числом',
  'Maximum binds must be a number': 'Максимум подключений должен быть числом',
  'Throughput limit cannot exceed 100000 msg/s':
    'Ограничение скорости не может превышать 100000 сообщ./с',
  'Throughput limit cannot be negative': 'Ограничение скорости не может быть отрицательным',
  'Throughput limit must be an integer': 'Ограничение скорости должно быть целым числом',
  'Throughput limit must be a number': 'Ограничение скорости должно быть числом',
  'Enabled must be true or false': 'Поле «Включён» должно быть true или false',
  'Page size cannot exceed 1000': 'Размер страницы не может превышать 1000',
  'Page size cannot exceed 100': 'Размер страницы не может превышать 100',
  'At least one user must stay in the admin group':
    'Хотя бы один пользователь должен остаться в группе администраторов',
  'The balance is ${n}.{n}; an adjustment cannot take it below zero.':
    'Баланс ${n}.{n}; корректировка не может сделать его отрицательным.',
  'Page size must be at least 1': 'Размер страницы должен быть не меньше 1',
  'TON must be between 0 and 6': 'TON должен быть от 0 до 6',
  'TON must be an integer': 'TON должен быть целым числом',
  'TON must be a number': 'TON должен быть числом',
  'NPI must be between 0 and 18': 'NPI должен быть от 0 до 18',
  'NPI must be an integer': 'NPI должен быть целым числом',
  'NPI must be a number': 'NPI должен быть числом',
  'System ID must be printable ASCII': 'System ID должен состоять из печатных символов ASCII',
  'System ID cannot be longer than 15 characters': 'System ID не может быть длиннее 15 символов',
  'System ID is required': 'Укажите System ID',
  'Password must be printable ASCII': 'Пароль должен состоять из печатных символов ASCII',
  'Password cannot be longer than 8 characters': 'Пароль не может быть длиннее 8 символов',
  'System type must be printable ASCII': 'System type должен состоять из печатных символов ASCII',
  'System type cannot be longer than 12 characters':
    'System type не может быть длиннее 12 символов',
  'System type must be text': 'System type должен быть текстом',
  'Address must be printable ASCII': 'Адрес должен состоять из печатных символов ASCII',
  'Address cannot be longer than 20 characters': 'Адрес не может быть длиннее 20 символов',
  'Address must be text': 'Адрес должен быть текстом',
  'Enter a host name or an IP address': 'Введите имя хоста или IP-адрес',
  'Host cannot be longer than 253 characters': 'Хост не может быть длиннее 253 символов',
  'Host is required': 'Укажите хост',
  'Port must be between 1 and 65535': 'Порт должен быть от 1 до 65535',
  'Port must be an integer': 'Порт должен быть целым числом',
  'Port must be a number': 'Порт должен быть числом',
  'Use the SMPP time format YYMMDDhhmmsstnnp (16 characters)':
    'Используйте формат времени SMPP YYMMDDhhmmsstnnp (16 символов)',
  'Time must be text': 'Время должно быть текстом',
  'TLS must be true or false': 'TLS должен быть true или false',
  'Certificate verification must be true or false':
    'Проверка сертификата должна быть true или false',
  'CA certificate must be text': 'Сертификат CA должен быть текстом',
  'CA certificate cannot be longer than 20000 characters':
    'Сертификат CA не может быть длиннее 20000 символов',
  'Paste the certificate in PEM format: one or more -----BEGIN CERTIFICATE----- blocks':
    'Вставьте сертификат в формате PEM: один или несколько блоков -----BEGIN CERTIFICATE-----',
  'This certificate is incomplete or damaged: paste everything from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----':
    'Сертификат неполный или повреждён: вставьте всё от -----BEGIN CERTIFICATE----- до -----END CERTIFICATE-----',
  'Default charset must be gsm7, ascii or latin1':
    'Кодировка по умолчанию должна быть gsm7, ascii или latin1',
  'Bind type must be trx, tx or rx': 'Тип bind должен быть trx, tx или rx',
  'Interface version must be 52 (3.4) or 80 (5.0)':
    'Версия интерфейса должна быть 52 (3.4) или 80 (5.0)',
  'Address range must be printable ASCII':
    'Диапазон адресов должен состоять из печатных символов ASCII',
  'Address range cannot be longer than 40 characters':
    'Диапазон адресов не может быть длиннее 40 символов',
  'Address range must be text': 'Диапазон адресов должен быть текстом',
  'Enquire link interval cannot exceed 600 seconds':
    'Интервал enquire link не может превышать 600 секунд',
  'Enquire link interval must be at least 5 seconds':
    'Интервал enquire link должен быть не меньше 5 секунд',
  'Enquire link interval must be whole seconds': 'Интервал enquire link задаётся целыми секундами',
  'Enquire link interval must be a number': 'Интервал enquire link должен быть числом',
  'Reconnect delay cannot exceed 600 seconds':
    'Пауза переподключения не может превышать 600 секунд',
  'Reconnect delay must be at least 1 second':
    'Пауза переподключения должна быть не меньше 1 секунды',
  'Reconnect delay must be whole seconds': 'Пауза переподключения задаётся целыми секундами',
  'Reconnect delay must be a number': 'Пауза переподключения должна быть числом',
  'Window cannot exceed 1000': 'Окно не может превышать 1000',
  'Window must be at least 1': 'Окно должно быть не меньше 1',
  'Window must be an integer': 'Окно должно быть целым числом',
  'Window must be a number': 'Окно должно быть числом',
  'Throughput limit cannot exceed 10000 msg/s':
    'Ограничение скорости не может превышать 10000 сообщ./с',
  'Use a status name such as ESME_RTHROTTLED, a decimal number or 0x-prefixed hex':
    'Укажите имя статуса вроде ESME_RTHROTTLED, десятичное число или hex с префиксом 0x',
  'Unknown command status: use a name such as ESME_RTHROTTLED or a value such as 0x00000058':
    'Неизвестный статус команды: укажите имя вроде ESME_RTHROTTLED или значение вроде 0x00000058',
  'Source is required': 'Укажите отправителя',
  'Source cannot be longer than 20 characters': 'Отправитель не может быть длиннее 20 символов',
  'Source must be printable ASCII': 'Отправитель должен состоять из печатных символов ASCII',
  'Use a decimal number or 0x-prefixed hex': 'Используйте десятичное число или hex с префиксом 0x',
  'Unknown command': 'Неизвестная команда',
  'Direction must be in or out': 'Направление должно быть in или out',
  'Use an ISO 8601 date-time': 'Используйте дату и время в формате ISO 8601',
  'Message id is too long': 'Слишком длинный message_id',
  'Format must be csv, json or pcap': 'Формат должен быть csv, json или pcap',
  'Use an even number of hex digits (0-9, A-F)': 'Используйте чётное число hex-цифр (0-9, A-F)',
  'Hex must be text': 'Hex должен быть текстом',
  'Tag must be between 0x0001 and 0xFFFF': 'Тег должен быть от 0x0001 до 0xFFFF',
  'Tag must be an integer': 'Тег должен быть целым числом',
  'Tag must be a number': 'Тег должен быть числом',
  'TLV value cannot exceed 500 bytes': 'Значение TLV не может превышать 500 байт',
  'Destination must be printable ASCII': 'Получатель должен состоять из печатных символов ASCII',
  'Destination cannot be longer than 20 characters': 'Получатель не может быть длиннее 20 символов',
  'Destination is required': 'Укажите получателя',
  'Choose a gateway': 'Выберите шлюз',
  'At most 1000 destinations per request': 'Не более 1000 получателей за запрос',
  'Enter at least one destination': 'Укажите хотя бы одного получателя',
  'Text cannot exceed 10000 characters': 'Текст не может превышать 10000 символов',
  'Text must be text': 'Текст должен быть строкой',
  'Binary body cannot exceed 10000 bytes': 'Двоичное тело не может превышать 10000 байт',
  'Choose a coding': 'Выберите кодировку',
  'Choose a concatenation method': 'Выберите способ склейки',
  'Registered delivery must be between 0 and 255': 'Registered delivery должен быть от 0 до 255',
  'Registered delivery must be an integer': 'Registered delivery должен быть целым числом',
  'Registered delivery must be a number': 'Registered delivery должен быть числом',
  'Duration must be a number': 'Длительность должна быть числом',
  'Amount must be a number': 'Сумма должна быть числом',
  'Duration must be an integer': 'Длительность должна быть целым числом',
  'Amount must be an integer': 'Сумма должна быть целым числом',
  'Duration must be at least 1': 'Длительность должна быть не меньше 1',
  'Choose minutes or hours': 'Выберите минуты или часы',
  'A relative time cannot exceed 99 days': 'Относительное время не может превышать 99 дней',
  'Give an SMPP time, or a relative or an absolute time':
    'Укажите время SMPP, относительное или абсолютное время',
  'Message class must be a number': 'Класс сообщения должен быть числом',
  'Message class must be an integer': 'Класс сообщения должен быть целым числом',
  'Message class must be between 0 and 3': 'Класс сообщения должен быть от 0 до 3',
  'Protocol ID must be a number': 'Protocol ID должен быть числом',
  'Protocol ID must be an integer': 'Protocol ID должен быть целым числом',
  'Protocol ID must be between 0 and 255': 'Protocol ID должен быть от 0 до 255',
  'Priority must be a number': 'Приоритет должен быть числом',
  'Priority must be an integer': 'Приоритет должен быть целым числом',
  'Priority must be between 0 and 3': 'Приоритет должен быть от 0 до 3',
  'ESM class must be a number': 'ESM class должен быть числом',
  'ESM class must be an integer': 'ESM class должен быть целым числом',
  'ESM class must be between 0 and 255': 'ESM class должен быть от 0 до 255',
  'UDH must be true or false': 'UDH должен быть true или false',
  'Packed must be true or false': 'Упаковка должна быть true или false',
  'A UDH of your own needs binary coding': 'Собственный UDH требует двоичного кодирования',
  'Only GSM 7-bit text can be packed': 'Упаковать можно только текст GSM 7-bit',
  'A message class needs GSM 7-bit, UCS2 or binary coding':
    'Класс сообщения требует кодирования GSM 7-bit, UCS2 или двоичного',
  'The hex does not start with a valid UDH': 'Hex не начинается с правильного UDH',
  'A body with its own UDH must fit one message (140 octets)':
    'Тело с собственным UDH должно помещаться в одно сообщение (140 октетов)',
  'Service type must be printable ASCII': 'Service type должен состоять из печатных символов ASCII',
  'Service type cannot be longer than 5 characters':
    'Service type не может быть длиннее 5 символов',
  'Service type must be text': 'Service type должен быть текстом',
  'At most 20 extra TLVs': 'Не более 20 дополнительных TLV',
  'Count cannot exceed 100000': 'Количество не может превышать 100000',
  'Count must be at least 1': 'Количество должно быть не меньше 1',
  'Count must be an integer': 'Количество должно быть целым числом',
  'Count must be a number': 'Количество должно быть числом',
  'Rate cannot exceed 10000 msg/s': 'Скорость не может превышать 10000 сообщ./с',
  'Rate must be at least 1 msg/s': 'Скорость должна быть не меньше 1 сообщ./с',
  'Rate must be an integer': 'Скорость должна быть целым числом',
  'Rate must be a number': 'Скорость должна быть числом',
  'Enter the message text (or hex for binary)':
    'Введите текст сообщения (или hex для двоичных данных)',
  'Unknown status': 'Неизвестный статус',
  'Unknown direction': 'Неизвестное направление',
  'Search is too long': 'Слишком длинный поисковый запрос',
  'Unknown ordering': 'Неизвестный порядок сортировки',
  'Choose a message': 'Выберите сообщение',
  'Choose a receipt status': 'Выберите статус отчёта о доставке',
  'Error code must be between 0 and 999': 'Код ошибки должен быть от 0 до 999',
  'Error code must be an integer': 'Код ошибки должен быть целым числом',
  'Error code must be a number': 'Код ошибки должен быть числом',
  'Choose an account': 'Выберите учётную запись',
  'Text is required': 'Введите текст',

  // Gateway, ESME account, message and log services (apps/server)
  'This gateway binds as a receiver and cannot send.':
    'Этот шлюз подключается как приёмник и не может отправлять сообщения.',
  'Unknown command: use a name such as submit_sm or an id such as 0x00000004':
    'Неизвестная команда: укажите имя, например submit_sm, или идентификатор, например 0x00000004',
  'No receiver session is bound': 'Нет подключённой сессии-приёмника',
  'This system ID is taken': 'Этот System ID уже занят',
  'This certificate cannot be read: paste it whole, exactly as the SMSC operator gave it':
    'Не удаётся прочитать сертификат: вставьте его целиком, в точности как его дал оператор SMSC',
  'This server does not allow gateways to connect to this address':
    'Этот сервер не разрешает шлюзам подключаться к этому адресу',
  'This message was refused when submitted; it has no message id to report on.':
    'Это сообщение было отклонено при отправке: у него нет message_id для отчёта.',
  'The ESME did not ask for a receipt with this status (registered_delivery {n}).':
    'ESME не запрашивал отчёт с таким статусом (registered_delivery {n}).',
  '{n} parts exceed the {n} that can be numbered':
    'Частей: {n}, а пронумеровать можно не больше {n}',
  "{n} octets exceed message_payload's {n}":
    'Октетов: {n}, а message_payload вмещает не больше {n}',

  // zod's own messages, for list filters whose shared schema gives none
  'Invalid input: expected number, received NaN': 'Некорректное значение: ожидается число',
  'Invalid input: expected int, received number': 'Некорректное значение: ожидается целое число',
  'Too small: expected number to be >{n}': 'Слишком маленькое значение: должно быть больше {n}',
  'Too small: expected number to be >={n}': 'Слишком маленькое значение: должно быть не меньше {n}',
  'Too big: expected number to be <={n}': 'Слишком большое значение: должно быть не больше {n}',
  'Too big: expected string to have <={n} characters':
    'Слишком длинное значение: не больше {n} символов',
  // Account mails (mail/messages.ts).
  'Confirm your RouteLab account': 'Подтвердите аккаунт RouteLab',
  'Welcome to RouteLab. Please confirm your e-mail address to activate your account.':
    'Добро пожаловать в RouteLab. Подтвердите адрес e-mail, чтобы активировать аккаунт.',
  'Confirm your e-mail address': 'Подтвердить адрес e-mail',
  'Reset your RouteLab password': 'Сброс пароля RouteLab',
  'Someone asked to reset the password of your RouteLab account.':
    'Кто-то запросил сброс пароля вашего аккаунта RouteLab.',
  'Choose a new password': 'Выбрать новый пароль',
  'Confirm your new RouteLab e-mail address': 'Подтвердите новый адрес e-mail в RouteLab',
  'Please confirm that this is the new e-mail address of your RouteLab account.':
    'Подтвердите, что это новый адрес e-mail вашего аккаунта RouteLab.',
  'Confirm the new address': 'Подтвердить новый адрес',
  'The link works once and expires in 24 hours. If this was not you, ignore this mail.':
    'Ссылка действует один раз и истекает через 24 часа. Если это были не вы, просто проигнорируйте письмо.',
  // Payments (issue 22): top-up amount, providers, checkout.
  'This payment provider is not available': 'Этот платёжный провайдер недоступен',
  "Can't create the payment, please again later": 'Не удалось создать платёж, попробуйте позже',
  'The notification failed verification.': 'Уведомление не прошло проверку.',
  // API keys and webhooks (issue 23).
  'Permissions must be a list of permission codes': 'Права должны быть списком кодов прав',
  'Expiry must be a date and time': 'Срок действия должен быть датой и временем',
  'Enter an http:// or https:// URL': 'Введите URL, начинающийся с http:// или https://',
  'URL cannot be longer than 2000 characters': 'URL не может быть длиннее 2000 символов',
  'Secret cannot be longer than 200 characters': 'Секрет не может быть длиннее 200 символов',
  'Secret must be at least 16 characters': 'Секрет должен быть не короче 16 символов',
  'Secret must be text': 'Секрет должен быть текстом',
  'Choose at least one event': 'Выберите хотя бы одно событие',
  'Unknown event': 'Неизвестное событие',
  'Give either an ESME account or a gateway': 'Укажите либо ESME-аккаунт, либо шлюз',
  'Rate limit must be a number': 'Лимит запросов должен быть числом',
  'Rate limit must be an integer': 'Лимит запросов должен быть целым числом',
  'Rate limit must be at least 1 request per second':
    'Лимит запросов — не меньше 1 запроса в секунду',
  'Rate limit cannot exceed 100000 requests per second':
    'Лимит запросов не может превышать 100000 запросов в секунду',
  'A user can have at most 50 API keys. Revoke one you no longer use.':
    'У пользователя может быть не больше 50 API-ключей. Отзовите ключ, который больше не нужен.',
  'The id in the body does not match the address.': 'id в теле запроса не совпадает с адресом.',
  'Metrics need the bearer token METRICS_TOKEN.': 'Для метрик нужен bearer-токен METRICS_TOKEN.',
  // Webhooks (issue 23).
  'An ESME account webhook takes only message.received and dlr.sent':
    'Вебхук ESME-аккаунта принимает только message.received и dlr.sent',
  'A gateway webhook takes only mo.received and dlr.received':
    'Вебхук шлюза принимает только mo.received и dlr.received',
  'An ESME account or gateway can have at most 10 webhooks':
    'У ESME-аккаунта или шлюза может быть не больше 10 вебхуков',
  'This server does not call webhooks at this address':
    'Этот сервер не вызывает вебхуки по этому адресу',
  'A webhook URL cannot hold a user name or password':
    'URL вебхука не может содержать имя пользователя или пароль',
  // Dedicated SMPP (issue 24).
  'You already have a dedicated SMPP subscription.': 'У вас уже есть подписка на выделенный SMPP.',
  'No dedicated SMPP port is free; try again later.':
    'Свободных портов выделенного SMPP нет; попробуйте позже.',
  'The subscription changed meanwhile; try again.':
    'Подписка тем временем изменилась; попробуйте ещё раз.',
  'IP addresses must be a list': 'IP-адреса должны быть списком',
  'Add at least one IP address': 'Добавьте хотя бы один IP-адрес',
  'Each IP address may be listed once': 'Каждый IP-адрес можно указать только один раз',
  'Preview must be true or false': 'Предпросмотр должен быть true или false',
  'Preview must be 1 or 0': 'Предпросмотр должен быть 1 или 0',
  'You will be charged ${n}.{n} now for {n} IP addresses; it renews on {n}-{n}-{n} for ${n}.{n} unless cancelled.':
    'Сейчас будет списано ${n}.{n} (IP-адресов: {n}); подписка продлится {n}-{n}-{n} за ${n}.{n}, если её не отменить.',
  'You will be charged ${n}.{n} now for {n} IP address; it renews on {n}-{n}-{n} for ${n}.{n} unless cancelled.':
    'Сейчас будет списано ${n}.{n} (IP-адресов: {n}); подписка продлится {n}-{n}-{n} за ${n}.{n}, если её не отменить.',
  'You will be charged ${n}.{n} now for {n} added addresses for the {n} days left in this period.':
    'Сейчас будет списано ${n}.{n} за добавленные адреса (адресов: {n}) на оставшиеся дни периода (дней: {n}).',
  'You will be charged ${n}.{n} now for {n} added address for the {n} days left in this period.':
    'Сейчас будет списано ${n}.{n} за добавленные адреса (адресов: {n}) на оставшиеся дни периода (дней: {n}).',
  'You will be charged ${n}.{n} now for {n} added addresses for the {n} day left in this period.':
    'Сейчас будет списано ${n}.{n} за добавленные адреса (адресов: {n}) на оставшиеся дни периода (дней: {n}).',
  'You will be charged ${n}.{n} now for {n} added address for the {n} day left in this period.':
    'Сейчас будет списано ${n}.{n} за добавленные адреса (адресов: {n}) на оставшиеся дни периода (дней: {n}).',
  'Nothing is charged now.': 'Сейчас ничего не списывается.',
  'Removed addresses are not refunded.': 'Стоимость удалённых адресов не возвращается.',
  'It renews on {n}-{n}-{n} for ${n}.{n} unless cancelled.':
    'Подписка продлится {n}-{n}-{n} за ${n}.{n}, если её не отменить.',
  'The subscription ends now and its listener closes.':
    'Подписка заканчивается сейчас, её порт закрывается.',
  '${n}.{n} is refunded for {n} unused whole days.':
    'Возвращается ${n}.{n} за неиспользованные полные дни (дней: {n}).',
  '${n}.{n} is refunded for {n} unused whole day.':
    'Возвращается ${n}.{n} за неиспользованные полные дни (дней: {n}).',
  'Nothing is refunded.': 'Ничего не возвращается.',
  'Your dedicated SMPP is ready': 'Ваш выделенный SMPP готов',
  'Your dedicated SMPP listener is open on port {n}.':
    'Ваш выделенный SMPP принимает подключения на порту {n}.',
  'You were charged ${n}.{n}; it renews on {n}-{n}-{n}.':
    'Списано ${n}.{n}; подписка продлится {n}-{n}-{n}.',
  'Your dedicated SMPP was renewed': 'Ваш выделенный SMPP продлён',
  'Your dedicated SMPP was renewed for ${n}.{n} until {n}-{n}-{n}.':
    'Ваш выделенный SMPP продлён за ${n}.{n} до {n}-{n}-{n}.',
  'Your dedicated SMPP renewal failed': 'Не удалось продлить ваш выделенный SMPP',
  'Your balance did not cover the renewal of your dedicated SMPP (${n}.{n}).':
    'Баланса не хватило на продление выделенного SMPP (${n}.{n}).',
  'Its listener keeps working until {n}-{n}-{n}; top up by then to keep it.':
    'Порт работает до {n}-{n}-{n}; пополните баланс до этого срока, чтобы сохранить его.',
  'Your dedicated SMPP is suspended': 'Ваш выделенный SMPP приостановлен',
  'Your dedicated SMPP is suspended and its listener is closed.':
    'Ваш выделенный SMPP приостановлен, его порт закрыт.',
  'Top up ${n}.{n} to resume it at once.': 'Пополните баланс на ${n}.{n}, и он сразу возобновится.',
  'Your dedicated SMPP is cancelled': 'Ваш выделенный SMPP отменён',
  'Your dedicated SMPP is cancelled and its listener is closed.':
    'Ваш выделенный SMPP отменён, его порт закрыт.',
  'Open Dedicated SMPP': 'Открыть выделенный SMPP',
  // Social sign-in (issue 25).
  'Credential is required': 'Нужен токен входа (credential)',
  'Credential is too long': 'Токен входа (credential) слишком длинный',
  'Access token is required': 'Нужен токен доступа',
  'Access token is too long': 'Токен доступа слишком длинный',
  'User id must be text': 'id пользователя должен быть текстом',
  'User id is too long': 'id пользователя слишком длинный',
  'oauth_token is required': 'Нужен oauth_token',
  'oauth_token is too long': 'oauth_token слишком длинный',
  'oauth_verifier is required': 'Нужен oauth_verifier',
  'oauth_verifier is too long': 'oauth_verifier слишком длинный',
  'Sign-up token is required': 'Нужен токен регистрации',
  'Sign-up token is too long': 'Токен регистрации слишком длинный',
  'Unknown sign-in provider': 'Неизвестный способ входа',
  'Check your inbox: the confirmation link is on its way.':
    'Проверьте почту: ссылка для подтверждения уже отправлена.',
  'Google sign-in failed: the token is not valid. Please try again.':
    'Не удалось войти через Google: токен недействителен. Попробуйте ещё раз.',
  'Facebook sign-in failed: the token is not valid. Please try again.':
    'Не удалось войти через Facebook: токен недействителен. Попробуйте ещё раз.',
  'Twitter sign-in failed or was cancelled. Please try again.':
    'Вход через Twitter не удался или был отменён. Попробуйте ещё раз.',
  'The sign-in provider did not answer. Please try again later.':
    'Сервис входа не ответил. Попробуйте позже.',
  'This sign-in provider is not configured on this server.':
    'Этот способ входа не настроен на сервере.',
  'This account is already connected to another RouteLab user.':
    'Этот аккаунт уже подключён к другому пользователю RouteLab.',
  'You already have an account of this provider connected.':
    'У вас уже подключён аккаунт этого провайдера.',
  'This is your only way to sign in. Set a password or connect another account first.':
    'Это ваш единственный способ входа. Сначала задайте пароль или подключите другой аккаунт.',
  'This sign-up has expired. Please sign in with the provider again.':
    'Срок этой регистрации истёк. Войдите через провайдера ещё раз.',
};
