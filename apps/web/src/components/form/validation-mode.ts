/**
 * When every form checks its fields: first on submit, then on each change.
 * Validating on blur showed an error the moment focus left a field; the helper text pushed the
 * layout down between mousedown and mouseup, so the click that caused the blur was lost.
 */
export const VALIDATE_ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
