import type { EsmeValidationMessages } from '../en/esme-validation';

export const esmeValidationUk: EsmeValidationMessages = {
  'Source is required': 'Вкажіть відправника',
  'Source cannot be longer than 20 characters': 'Відправник не може бути довшим за 20 символів',
  'Source must be printable ASCII': 'Відправник має складатися з друкованих символів ASCII',
};
