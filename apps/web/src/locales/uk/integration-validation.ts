export const integrationValidationUk = {
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
  // Dedicated SMPP (issue 24).
  'IP addresses must be a list': 'IP-адреси мають бути списком',
  'Add at least one IP address': 'Додайте хоча б одну IP-адресу',
  'Each IP address may be listed once': 'Кожну IP-адресу можна вказати лише один раз',
  'Preview must be true or false': 'Попередній перегляд має бути true або false',
};
