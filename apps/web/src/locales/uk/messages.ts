import type { ValidationTranslation } from '../en/validation';

export const ukValidation: ValidationTranslation = {
  'E-mail is required': 'Вкажіть e-mail',
  'E-mail cannot be longer than 254 characters': 'E-mail не може бути довшим за 254 символи',
  'Enter a valid e-mail address': 'Введіть коректну адресу e-mail',
  'Must be text': 'Має бути текстом',
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
};
