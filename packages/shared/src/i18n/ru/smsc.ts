import type { smscMessages } from '../en/smsc.js';

export const smscMessagesRu: Record<(typeof smscMessages)[number], string> = {
  'Address cannot be longer than 20 characters': 'Адрес не может быть длиннее 20 символов',
  'Address must be printable ASCII': 'Адрес должен состоять из печатных символов ASCII',
  'Address must be text': 'Адрес должен быть текстом',
  'Address range must be printable ASCII':
    'Диапазон адресов должен состоять из печатных символов ASCII',
  'Address range cannot be longer than 40 characters':
    'Диапазон адресов не может быть длиннее 40 символов',
  'Address range must be text': 'Диапазон адресов должен быть текстом',
  'At most 20 extra TLVs': 'Не более 20 дополнительных TLV',
  'At most 1000 destinations per request': 'Не более 1000 получателей за запрос',
  'Binary body cannot exceed 10000 bytes': 'Двоичное тело не может превышать 10000 байт',
  'Bind type must be trx, tx or rx': 'Тип bind должен быть trx, tx или rx',
  'CA certificate must be text': 'Сертификат CA должен быть текстом',
  'CA certificate cannot be longer than 20000 characters':
    'Сертификат CA не может быть длиннее 20000 символов',
  'Certificate verification must be true or false':
    'Проверка сертификата должна быть true или false',
  'Paste the certificate in PEM format: one or more -----BEGIN CERTIFICATE----- blocks':
    'Вставьте сертификат в формате PEM: один или несколько блоков -----BEGIN CERTIFICATE-----',
  'This certificate is incomplete or damaged: paste everything from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----':
    'Сертификат неполный или повреждён: вставьте всё от -----BEGIN CERTIFICATE----- до -----END CERTIFICATE-----',
  'Default charset must be gsm7, ascii or latin1':
    'Кодировка по умолчанию должна быть gsm7, ascii или latin1',
  'Choose a coding': 'Выберите кодировку',
  'Choose a concatenation method': 'Выберите способ склейки',
  'Choose a gateway': 'Выберите шлюз',
  'Count must be a number': 'Количество должно быть числом',
  'Count must be an integer': 'Количество должно быть целым числом',
  'Count must be at least 1': 'Количество должно быть не меньше 1',
  'Count cannot exceed 100000': 'Количество не может превышать 100000',
  'Destination cannot be longer than 20 characters': 'Получатель не может быть длиннее 20 символов',
  'Destination is required': 'Укажите получателя',
  'Destination must be printable ASCII': 'Получатель должен состоять из печатных символов ASCII',
  'Enabled must be true or false': 'Поле «Включён» должно быть true или false',
  'Enquire link interval cannot exceed 600 seconds':
    'Интервал enquire link не может превышать 600 секунд',
  'Enquire link interval must be a number': 'Интервал enquire link должен быть числом',
  'Enquire link interval must be at least 5 seconds':
    'Интервал enquire link должен быть не меньше 5 секунд',
  'Enquire link interval must be whole seconds': 'Интервал enquire link задаётся целыми секундами',
  'Enter a host name or an IP address': 'Введите имя хоста или IP-адрес',
  'Enter at least one destination': 'Укажите хотя бы одного получателя',
  'Enter the message text (or hex for binary)':
    'Введите текст сообщения (или hex для двоичных данных)',
  'Hex must be text': 'Hex должен быть текстом',
  'Host cannot be longer than 253 characters': 'Хост не может быть длиннее 253 символов',
  'Host is required': 'Укажите хост',
  'Interface version must be 52 (3.4) or 80 (5.0)':
    'Версия интерфейса должна быть 52 (3.4) или 80 (5.0)',
  'NPI must be a number': 'NPI должен быть числом',
  'NPI must be an integer': 'NPI должен быть целым числом',
  'NPI must be between 0 and 18': 'NPI должен быть от 0 до 18',
  'Name cannot contain control or text-direction characters':
    'Название не может содержать управляющие символы и символы направления текста',
  'Name cannot be longer than 100 characters': 'Название не может быть длиннее 100 символов',
  'Name is required': 'Укажите название',
  'Password cannot be longer than 8 characters': 'Пароль не может быть длиннее 8 символов',
  'Password must be printable ASCII': 'Пароль должен состоять из печатных символов ASCII',
  'Port must be a number': 'Порт должен быть числом',
  'Port must be an integer': 'Порт должен быть целым числом',
  'Port must be between 1 and 65535': 'Порт должен быть от 1 до 65535',
  'Rate cannot exceed 10000 msg/s': 'Скорость не может превышать 10000 сообщ./с',
  'Rate must be a number': 'Скорость должна быть числом',
  'Rate must be an integer': 'Скорость должна быть целым числом',
  'Rate must be at least 1 msg/s': 'Скорость должна быть не меньше 1 сообщ./с',
  'Reconnect delay cannot exceed 600 seconds':
    'Пауза переподключения не может превышать 600 секунд',
  'Reconnect delay must be a number': 'Пауза переподключения должна быть числом',
  'Reconnect delay must be at least 1 second':
    'Пауза переподключения должна быть не меньше 1 секунды',
  'Reconnect delay must be whole seconds': 'Пауза переподключения задаётся целыми секундами',
  'Registered delivery must be a number': 'Registered delivery должен быть числом',
  'Registered delivery must be an integer': 'Registered delivery должен быть целым числом',
  'Registered delivery must be between 0 and 255': 'Registered delivery должен быть от 0 до 255',
  'Service type must be printable ASCII': 'Service type должен состоять из печатных символов ASCII',
  'Service type cannot be longer than 5 characters':
    'Service type не может быть длиннее 5 символов',
  'Service type must be text': 'Service type должен быть текстом',
  'System ID cannot be longer than 15 characters': 'System ID не может быть длиннее 15 символов',
  'System ID is required': 'Укажите System ID',
  'System ID must be printable ASCII': 'System ID должен состоять из печатных символов ASCII',
  'System type cannot be longer than 12 characters':
    'System type не может быть длиннее 12 символов',
  'System type must be printable ASCII': 'System type должен состоять из печатных символов ASCII',
  'System type must be text': 'System type должен быть текстом',
  'TLS must be true or false': 'TLS должен быть true или false',
  'TLV value cannot exceed 500 bytes': 'Значение TLV не может превышать 500 байт',
  'TON must be a number': 'TON должен быть числом',
  'TON must be an integer': 'TON должен быть целым числом',
  'TON must be between 0 and 6': 'TON должен быть от 0 до 6',
  'Tag must be a number': 'Тег должен быть числом',
  'Tag must be an integer': 'Тег должен быть целым числом',
  'Tag must be between 0x0001 and 0xFFFF': 'Тег должен быть от 0x0001 до 0xFFFF',
  'Text cannot exceed 10000 characters': 'Текст не может превышать 10000 символов',
  'Text must be text': 'Текст должен быть строкой',
  'Throughput limit cannot be negative': 'Ограничение скорости не может быть отрицательным',
  'Throughput limit cannot exceed 10000 msg/s':
    'Ограничение скорости не может превышать 10000 сообщ./с',
  'Throughput limit must be a number': 'Ограничение скорости должно быть числом',
  'Throughput limit must be an integer': 'Ограничение скорости должно быть целым числом',
  'Time must be text': 'Время должно быть текстом',
  'Use an even number of hex digits (0-9, A-F)': 'Используйте чётное число hex-цифр (0-9, A-F)',
  'Use the SMPP time format YYMMDDhhmmsstnnp (16 characters)':
    'Используйте формат времени SMPP YYMMDDhhmmsstnnp (16 символов)',
  'Window cannot exceed 1000': 'Окно не может превышать 1000',
  'Window must be a number': 'Окно должно быть числом',
  'Window must be an integer': 'Окно должно быть целым числом',
  'Window must be at least 1': 'Окно должно быть не меньше 1',
  'Duration must be a number': 'Длительность должна быть числом',
  'Duration must be an integer': 'Длительность должна быть целым числом',
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
  'This gateway binds as a receiver and cannot send.':
    'Этот шлюз подключается как приёмник и не может отправлять сообщения.',
  'Period must be 1h, 24h or 7d': 'Период должен быть 1h, 24h или 7d',
  'Interrupted by a server restart after it may have reached the SMSC; not resent to avoid a duplicate.':
    'Прервано перезапуском сервера, когда сообщение уже могло дойти до SMSC; не отправлено повторно, чтобы не было дубликата.',
  'Allow alphanumeric must be true or false':
    'Разрешение буквенно-цифровых адресов должно быть true или false',
  'Not a phone number (digits with an optional leading +): allow alphanumeric destinations to send to it':
    'Это не номер телефона (цифры и, возможно, + в начале): чтобы отправить на такой адрес, разрешите буквенно-цифровых получателей',
  'An international number has at most 15 digits (E.164)':
    'В международном номере не больше 15 цифр (E.164)',
  'The chosen coding cannot carry some characters of the text: choose UCS-2 or Auto':
    'В выбранной кодировке нельзя передать некоторые символы текста: выберите UCS-2 или «Авто»',
};
