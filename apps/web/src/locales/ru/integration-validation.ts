export const integrationValidationRu = {
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
  // Dedicated SMPP (issue 24).
  'IP addresses must be a list': 'IP-адреса должны быть списком',
  'Add at least one IP address': 'Добавьте хотя бы один IP-адрес',
  'Each IP address may be listed once': 'Каждый IP-адрес можно указать только один раз',
  'Preview must be true or false': 'Предпросмотр должен быть true или false',
};
