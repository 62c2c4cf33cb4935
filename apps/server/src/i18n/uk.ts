import { API_PERMISSIONS } from '@routelab/shared';
import { missingPermissionMessage } from '../http/scopes/api-key-messages.js';

/**
 * Ukrainian for the English messages only the API answers with; keys are the English text. Those the
 * console shows too are translated once, in the shared catalog (`@routelab/shared/i18n/uk`).
 */
export const uk: Record<string, string> = {
  // Accounts
  'You already have a password: change it with the current one.':
    'У вас уже є пароль: змініть його, вказавши поточний.',
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
  'Upload the image as multipart/form-data.': 'Завантажте зображення як multipart/form-data.',
  'The upload is malformed; send the image as multipart/form-data.':
    'Завантаження пошкоджене; надішліть зображення як multipart/form-data.',

  // Requests
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

  // Admin, message and PDU log services (apps/server)
  'At least one user must stay in the admin group':
    'Хоча б один користувач має залишитися в групі адміністраторів',
  'The balance is ${n}.{n}; an adjustment cannot take it below zero.':
    'Баланс ${n}.{n}; коригування не може зробити його відʼємним.',
  'Unknown command status: use a name such as ESME_RTHROTTLED or a value such as 0x00000058':
    "Невідомий статус команди: вкажіть ім'я на кшталт ESME_RTHROTTLED або значення на кшталт 0x00000058",
  'A message class needs GSM 7-bit, UCS2 or binary coding':
    'Клас повідомлення потребує кодування GSM 7-bit, UCS2 або двійкового',
  'The hex does not start with a valid UDH': 'Hex не починається з правильного UDH',
  'A body with its own UDH must fit one message (140 octets)':
    'Тіло з власним UDH має вміщатися в одне повідомлення (140 октетів)',

  // Gateway, ESME account, message and log services (apps/server)
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
  // Security notices (modules/auth/security-notices.ts, issue 36).
  'The e-mail address of your RouteLab account was changed':
    'Адресу e-mail вашого акаунта RouteLab змінено',
  'The e-mail address of your RouteLab account was changed on {n}-{n}-{n} {n}:{n} UTC; this address no longer signs in to it.':
    'Адресу e-mail вашого акаунта RouteLab змінено {n}-{n}-{n} о {n}:{n} UTC; з цією адресою увійти в акаунт більше не можна.',
  'If this was not you, contact the RouteLab administrator at once.':
    'Якщо це були не ви, негайно зверніться до адміністратора RouteLab.',
  'Open RouteLab': 'Відкрити RouteLab',
  'The password of your RouteLab account was changed': 'Пароль вашого акаунта RouteLab змінено',
  'The password of your RouteLab account was changed on {n}-{n}-{n} {n}:{n} UTC.':
    'Пароль вашого акаунта RouteLab змінено {n}-{n}-{n} о {n}:{n} UTC.',
  'If this was not you, reset your password at once with the link below.':
    'Якщо це були не ви, негайно скиньте пароль за посиланням нижче.',
  'Reset your password': 'Скинути пароль',
  // Payments (issue 22): top-up amount, providers, checkout.
  'This payment provider is not available': 'Цей платіжний провайдер недоступний',
  'The notification failed verification.': 'Сповіщення не пройшло перевірку.',
  // API keys and webhooks (issue 23).
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
  // Social sign-in (issue 25).
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
