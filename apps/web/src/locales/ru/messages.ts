import type { ValidationTranslation } from '../en/validation';

export const ruValidation: ValidationTranslation = {
  'E-mail is required': 'Укажите e-mail',
  'E-mail cannot be longer than 254 characters': 'E-mail не может быть длиннее 254 символов',
  'Enter a valid e-mail address': 'Введите корректный адрес e-mail',
  'Must be text': 'Должно быть текстом',
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
};
