/** Septet value of the escape to the GSM 03.38 extension table. */
export const GSM7_ESCAPE = 0x1b;

/**
 * The GSM 03.38 default alphabet in septet order (3GPP TS 23.038 §6.2.1). Index 0x1B is the
 * escape, not a character, so it never appears in the character -> septet map.
 */
export const GSM7_BASIC_TABLE =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ' +
  ' !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§' +
  '¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The extension table characters reached through ESC (3GPP TS 23.038 §6.2.1.1). */
export const GSM7_EXTENSION_TABLE: ReadonlyMap<number, string> = new Map([
  [0x0a, '\f'],
  [0x14, '^'],
  [0x28, '{'],
  [0x29, '}'],
  [0x2f, '\\'],
  [0x3c, '['],
  [0x3d, '~'],
  [0x3e, ']'],
  [0x40, '|'],
  [0x65, '€'],
]);

const basicSeptets = new Map<string, number>();
for (let septet = 0; septet < GSM7_BASIC_TABLE.length; septet++) {
  if (septet !== GSM7_ESCAPE) basicSeptets.set(GSM7_BASIC_TABLE.charAt(septet), septet);
}
const extensionSeptets = new Map<string, number>();
for (const [septet, char] of GSM7_EXTENSION_TABLE) extensionSeptets.set(char, septet);

/** Septets for one character: one for the basic table, ESC + code for the extension, else none. */
export function gsm7SeptetsOf(char: string): readonly number[] | undefined {
  const basic = basicSeptets.get(char);
  if (basic !== undefined) return [basic];
  const extension = extensionSeptets.get(char);
  if (extension !== undefined) return [GSM7_ESCAPE, extension];
  return undefined;
}
