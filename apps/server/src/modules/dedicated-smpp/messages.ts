/** The texts the dedicated SMPP calls answer with (each has ru and uk entries in src/i18n). */
export const dedicatedSmppMessages = {
  exists: 'You already have a dedicated SMPP subscription.',
  noPort: 'No dedicated SMPP port is free; try again later.',
  changed: 'The subscription changed meanwhile; try again.',
} as const;
