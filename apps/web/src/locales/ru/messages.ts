import type { MessagesTranslation } from '../en/messages';
import { billingValidationRu } from './billing-validation';
import { integrationValidationRu } from './integration-validation';
import { esmeValidationRu } from './esme-validation';
import { sharedValidationRu } from './shared-validation';
import { smscPartErrorsRu } from './smsc-part-errors';
import { smscValidationRu } from './smsc-validation';

export const ruMessages: MessagesTranslation = {
  'E-mail is required': 'Укажите e-mail',
  'E-mail cannot be longer than 254 characters': 'E-mail не может быть длиннее 254 символов',
  'Enter a valid e-mail address': 'Введите корректный адрес e-mail',
  'Must be text': 'Должно быть текстом',
  'Cannot contain control or text-direction characters':
    'Не может содержать управляющие символы и символы направления текста',
  'Cannot be longer than 150 characters': 'Не может быть длиннее 150 символов',
  'Token is required': 'Отсутствует токен',
  'Token is not valid': 'Недействительный токен',
  'Password is required': 'Введите пароль',
  'Password must be at least 8 characters long': 'Пароль должен содержать не менее 8 символов',
  'Password cannot be longer than 128 characters': 'Пароль не может быть длиннее 128 символов',
  'Password cannot be entirely numeric': 'Пароль не может состоять только из цифр',
  'Password cannot be the same as your e-mail address': 'Пароль не может совпадать с вашим e-mail',
  'Current password is required': 'Введите текущий пароль',
  'New password must differ from the current one': 'Новый пароль должен отличаться от текущего',
  'Choose at least one group': 'Выберите хотя бы одну группу',
  // Messages of the accounts API (apps/server), for a server that answers in English.
  'A user with this e-mail address already exists.': 'Пользователь с таким e-mail уже существует.',
  'Authentication credentials were not provided.': 'Вы не вошли в систему.',
  'CSRF Failed: CSRF cookie not set.': 'Ошибка защиты CSRF: нет cookie. Обновите страницу.',
  'CSRF Failed: CSRF token missing.': 'Ошибка защиты CSRF: нет токена. Обновите страницу.',
  'CSRF Failed: CSRF token incorrect.': 'Ошибка защиты CSRF: неверный токен. Обновите страницу.',
  'Choose an image to upload.': 'Выберите изображение для загрузки.',
  'Could not send the e-mail. Please try again later.':
    'Не удалось отправить письмо. Попробуйте позже.',
  'Current password is incorrect.': 'Текущий пароль указан неверно.',
  'E-mail address is not confirmed. Check your inbox for the confirmation link.':
    'Адрес e-mail не подтверждён. Найдите ссылку для подтверждения во входящих.',
  'Not found.': 'Не найдено.',
  'Password is incorrect.': 'Неверный пароль.',
  'The image cannot be larger than 1 MB.': 'Изображение не может быть больше 1 МБ.',
  'This is already your e-mail address.': 'Это уже ваш адрес e-mail.',
  'This link is invalid, expired or already used.':
    'Ссылка недействительна, устарела или уже использована.',
  'Unable to log in with provided credentials.': 'Не удалось войти с указанными данными.',
  'Upload a PNG, JPEG or WebP image.': 'Загрузите изображение PNG, JPEG или WebP.',
  'You do not have permission to perform this action.': 'У вас нет прав на это действие.',
  ...smscValidationRu,
  ...smscPartErrorsRu,
  ...esmeValidationRu,
  ...sharedValidationRu,
  ...billingValidationRu,
  ...integrationValidationRu,
};
