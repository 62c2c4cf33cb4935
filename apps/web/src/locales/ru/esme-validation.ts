import type { EsmeValidationMessages } from '../en/esme-validation';

export const esmeValidationRu: EsmeValidationMessages = {
  'Source is required': 'Укажите отправителя',
  'Source cannot be longer than 20 characters': 'Отправитель не может быть длиннее 20 символов',
  'Source must be printable ASCII': 'Отправитель должен состоять из печатных символов ASCII',
};
