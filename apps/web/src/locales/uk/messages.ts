import type { MessagesTranslation } from '../en/messages';
import { billingValidationUk } from './billing-validation';
import { integrationValidationUk } from './integration-validation';
import { esmeValidationUk } from './esme-validation';
import { sharedValidationUk } from './shared-validation';
import { smscPartErrorsUk } from './smsc-part-errors';
import { smscValidationUk } from './smsc-validation';

export const ukMessages: MessagesTranslation = {
  'E-mail is required': 'Вкажіть e-mail',
  'E-mail cannot be longer than 254 characters': 'E-mail не може бути довшим за 254 символи',
  'Enter a valid e-mail address': 'Введіть коректну адресу e-mail',
  'Must be text': 'Має бути текстом',
  'Cannot contain control or text-direction characters':
    'Не може містити керівні символи та символи напрямку тексту',
  'Cannot be longer than 150 characters': 'Не може бути довшим за 150 символів',
  'Token is required': 'Відсутній токен',
  'Token is not valid': 'Недійсний токен',
  'Password is required': 'Введіть пароль',
  'Password must be at least 8 characters long': 'Пароль має містити щонайменше 8 символів',
  'Password cannot be longer than 128 characters': 'Пароль не може бути довшим за 128 символів',
  'Password cannot be entirely numeric': 'Пароль не може складатися лише з цифр',
  'Password cannot be the same as your e-mail address': 'Пароль не може збігатися з вашим e-mail',
  'Current password is required': 'Введіть поточний пароль',
  'New password must differ from the current one': 'Новий пароль має відрізнятися від поточного',
  'Choose at least one group': 'Оберіть хоча б одну групу',
  // Messages of the accounts API (apps/server), for a server that answers in English.
  'A user with this e-mail address already exists.': 'Користувач із таким e-mail вже існує.',
  'Authentication credentials were not provided.': 'Ви не увійшли в систему.',
  'CSRF Failed: CSRF cookie not set.': 'Помилка захисту CSRF: немає cookie. Оновіть сторінку.',
  'CSRF Failed: CSRF token missing.': 'Помилка захисту CSRF: немає токена. Оновіть сторінку.',
  'CSRF Failed: CSRF token incorrect.': 'Помилка захисту CSRF: невірний токен. Оновіть сторінку.',
  'Choose an image to upload.': 'Оберіть зображення для завантаження.',
  'Could not send the e-mail. Please try again later.':
    'Не вдалося надіслати лист. Спробуйте пізніше.',
  'Current password is incorrect.': 'Поточний пароль вказано невірно.',
  'E-mail address is not confirmed. Check your inbox for the confirmation link.':
    'Адресу e-mail не підтверджено. Знайдіть посилання для підтвердження у вхідних.',
  'Not found.': 'Не знайдено.',
  'Password is incorrect.': 'Невірний пароль.',
  'The image cannot be larger than 1 MB.': 'Зображення не може бути більшим за 1 МБ.',
  'This is already your e-mail address.': 'Це вже ваша адреса e-mail.',
  'This link is invalid, expired or already used.':
    'Посилання недійсне, застаріле або вже використане.',
  'Unable to log in with provided credentials.': 'Не вдалося увійти з вказаними даними.',
  'Upload a PNG, JPEG or WebP image.': 'Завантажте зображення PNG, JPEG або WebP.',
  'You do not have permission to perform this action.': 'У вас немає прав на цю дію.',
  ...smscValidationUk,
  ...smscPartErrorsUk,
  ...esmeValidationUk,
  ...sharedValidationUk,
  ...billingValidationUk,
  ...integrationValidationUk,
};
