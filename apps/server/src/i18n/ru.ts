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

  // Requests
  'CSRF Failed: CSRF cookie not set.': 'Ошибка CSRF: cookie CSRF не установлен.',
  'CSRF Failed: CSRF token missing.': 'Ошибка CSRF: отсутствует CSRF-токен.',
  'CSRF Failed: CSRF token incorrect.': 'Ошибка CSRF: неверный CSRF-токен.',
  'Authentication credentials were not provided.': 'Учётные данные не были предоставлены.',
  'You do not have permission to perform this action.':
    'У вас нет прав для выполнения этого действия.',
  'Not found.': 'Не найдено.',
  'Internal server error': 'Внутренняя ошибка сервера',
  'Expected a JSON object in the request body.': 'Тело запроса должно быть JSON-объектом.',
  'Malformed JSON in the request body.': 'Некорректный JSON в теле запроса.',
  'Malformed JSON in the request body: the body is empty.':
    'Некорректный JSON в теле запроса: тело пустое.',
  'Request body is too large.': 'Тело запроса слишком большое.',
  'Unsupported content type; send application/json.':
    'Неподдерживаемый тип содержимого; отправьте application/json.',
  'Request was throttled. Expected available in {n} seconds.':
    'Слишком много запросов. Повторите через {n} с.',

  // Shared field rules (packages/shared)
  'E-mail is required': 'Укажите адрес электронной почты',
  'E-mail cannot be longer than 254 characters':
    'Адрес электронной почты не может быть длиннее 254 символов',
  'Enter a valid e-mail address': 'Введите корректный адрес электронной почты',
  'Must be text': 'Должно быть текстом',
  'Cannot be longer than 150 characters': 'Не может быть длиннее 150 символов',
  'Token is required': 'Токен обязателен',
  'Token is not valid': 'Недействительный токен',
  'Password is required': 'Введите пароль',
  'Current password is required': 'Введите текущий пароль',
  'New password must differ from the current one': 'Новый пароль должен отличаться от текущего',
  'Password must be at least 8 characters long': 'Пароль должен содержать не менее 8 символов',
  'Password cannot be longer than 128 characters': 'Пароль не может быть длиннее 128 символов',
  'Password cannot be entirely numeric': 'Пароль не может состоять только из цифр',
  'Password cannot be the same as your e-mail address':
    'Пароль не может совпадать с адресом электронной почты',
  'Choose at least one group': 'Выберите хотя бы одну группу',
  'Page must be an integer': 'Номер страницы должен быть целым числом',
  'Page starts at 1': 'Страницы нумеруются с 1',
  'Page size must be an integer': 'Размер страницы должен быть целым числом',
};
