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

  // Requests
  'CSRF Failed: CSRF cookie not set.': 'Помилка CSRF: cookie CSRF не встановлено.',
  'CSRF Failed: CSRF token missing.': 'Помилка CSRF: відсутній CSRF-токен.',
  'CSRF Failed: CSRF token incorrect.': 'Помилка CSRF: неправильний CSRF-токен.',
  'Authentication credentials were not provided.': 'Облікові дані не були надані.',
  'You do not have permission to perform this action.': 'У вас немає прав для виконання цієї дії.',
  'Not found.': 'Не знайдено.',
  'Internal server error': 'Внутрішня помилка сервера',
  'Expected a JSON object in the request body.': 'Тіло запиту має бути JSON-об’єктом.',
  'Malformed JSON in the request body.': 'Некоректний JSON у тілі запиту.',
  'Malformed JSON in the request body: the body is empty.':
    'Некоректний JSON у тілі запиту: тіло порожнє.',
  'Request body is too large.': 'Тіло запиту завелике.',
  'Unsupported content type; send application/json.':
    'Непідтримуваний тип вмісту; надішліть application/json.',
  'Request was throttled. Expected available in {n} seconds.':
    'Забагато запитів. Повторіть через {n} с.',

  // Shared field rules (packages/shared)
  'E-mail is required': 'Вкажіть адресу електронної пошти',
  'E-mail cannot be longer than 254 characters':
    'Адреса електронної пошти не може бути довшою за 254 символи',
  'Enter a valid e-mail address': 'Введіть коректну адресу електронної пошти',
  'Must be text': 'Має бути текстом',
  'Cannot be longer than 150 characters': 'Не може бути довшим за 150 символів',
  'Token is required': 'Токен обов’язковий',
  'Token is not valid': 'Недійсний токен',
  'Password is required': 'Введіть пароль',
  'Current password is required': 'Введіть поточний пароль',
  'New password must differ from the current one': 'Новий пароль має відрізнятися від поточного',
  'Password must be at least 8 characters long': 'Пароль має містити щонайменше 8 символів',
  'Password cannot be longer than 128 characters': 'Пароль не може бути довшим за 128 символів',
  'Password cannot be entirely numeric': 'Пароль не може складатися лише з цифр',
  'Password cannot be the same as your e-mail address':
    'Пароль не може збігатися з адресою електронної пошти',
  'Choose at least one group': 'Виберіть хоча б одну групу',
  'Page must be an integer': 'Номер сторінки має бути цілим числом',
  'Page starts at 1': 'Сторінки нумеруються з 1',
  'Page size must be an integer': 'Розмір сторінки має бути цілим числом',
};
