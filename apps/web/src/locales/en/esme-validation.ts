/**
 * Messages of the shared ESME-side contracts (MO sender), keyed by their English
 * text like the rest of the `messages` namespace.
 */
export const esmeValidationEn = {
  'Source is required': 'Source is required',
  'Source cannot be longer than 20 characters': 'Source cannot be longer than 20 characters',
  'Source must be printable ASCII': 'Source must be printable ASCII',
};

export type EsmeValidationMessages = Record<keyof typeof esmeValidationEn, string>;
