import { API_PERMISSIONS } from '@routelab/shared';
import { missingPermissionMessage } from '../http/scopes/api-key-messages.js';

/**
 * Russian for the English messages only the API answers with; keys are the English text. Those the
 * console shows too are translated once, in the shared catalog (`@routelab/shared/i18n/ru`).
 */
export const ru: Record<string, string> = {
  // Accounts
  'You already have a password: change it with the current one.':
    'У вас уже есть пароль: измените его, указав текущий.',
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
  'Upload the image as multipart/form-data.': 'Загрузите изображение как multipart/form-data.',
  'The upload is malformed; send the image as multipart/form-data.':
    'Загрузка повреждена; отправьте изображение как multipart/form-data.',

  // Requests
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

  // Admin, message and PDU log services (apps/server)
  'At least one user must stay in the admin group':
    'Хотя бы один пользователь должен остаться в группе администраторов',
  'The balance is ${n}.{n}; an adjustment cannot take it below zero.':
    'Баланс ${n}.{n}; корректировка не может сделать его отрицательным.',
  'Unknown command status: use a name such as ESME_RTHROTTLED or a value such as 0x00000058':
    'Неизвестный статус команды: укажите имя вроде ESME_RTHROTTLED или значение вроде 0x00000058',
  'A message class needs GSM 7-bit, UCS2 or binary coding':
    'Класс сообщения требует кодирования GSM 7-bit, UCS2 или двоичного',
  'The hex does not start with a valid UDH': 'Hex не начинается с правильного UDH',
  'A body with its own UDH must fit one message (140 octets)':
    'Тело с собственным UDH должно помещаться в одно сообщение (140 октетов)',

  // Gateway, ESME account, message and log services (apps/server)
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
  // Security notices (modules/auth/security-notices.ts, issue 36).
  'The e-mail address of your RouteLab account was changed':
    'Адрес e-mail вашего аккаунта RouteLab изменён',
  'The e-mail address of your RouteLab account was changed on {n}-{n}-{n} {n}:{n} UTC; this address no longer signs in to it.':
    'Адрес e-mail вашего аккаунта RouteLab изменён {n}-{n}-{n} в {n}:{n} UTC; с этим адресом войти в аккаунт больше нельзя.',
  'If this was not you, contact the RouteLab administrator at once.':
    'Если это были не вы, немедленно свяжитесь с администратором RouteLab.',
  'Open RouteLab': 'Открыть RouteLab',
  'The password of your RouteLab account was changed': 'Пароль вашего аккаунта RouteLab изменён',
  'The password of your RouteLab account was changed on {n}-{n}-{n} {n}:{n} UTC.':
    'Пароль вашего аккаунта RouteLab изменён {n}-{n}-{n} в {n}:{n} UTC.',
  'If this was not you, reset your password at once with the link below.':
    'Если это были не вы, немедленно сбросьте пароль по ссылке ниже.',
  'Reset your password': 'Сбросить пароль',
  // Payments (issue 22): top-up amount, providers, checkout.
  'This payment provider is not available': 'Этот платёжный провайдер недоступен',
  'The notification failed verification.': 'Уведомление не прошло проверку.',
  // API keys and webhooks (issue 23).
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
  // Social sign-in (issue 25).
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
