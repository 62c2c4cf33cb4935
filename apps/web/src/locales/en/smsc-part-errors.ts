/**
 * What the server writes on a sent part that ended without an answer it can trust (a message's
 * `error`), keyed by its English text like the rest of the `messages` namespace.
 */
export const smscPartErrorsEn = {
  'Interrupted by a server restart after it may have reached the SMSC; not resent to avoid a duplicate.':
    'Interrupted by a server restart after it may have reached the SMSC; not resent to avoid a duplicate.',
};

export type SmscPartErrorMessages = Record<keyof typeof smscPartErrorsEn, string>;
