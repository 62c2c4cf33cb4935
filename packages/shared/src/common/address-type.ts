/**
 * TON/NPI of an address, detected when the caller did not give them. The console's rule, not the
 * protocol's: the server sends with it and the console shows it before Send, so both use this one.
 */
export interface AddressType {
  ton: number;
  npi: number;
}

/** Digits (after an optional `+`) with the separators people write numbers with. */
const WRITTEN_NUMBER = /^\+?[\d\s().-]*\d[\d\s().-]*$/;
const SEPARATORS = /[\s().-]/g;

/** Short codes are national service numbers of up to this many digits. */
export const SHORT_CODE_MAX_DIGITS = 8;

/**
 * Detection rules (what SMS engineers expect from a test console):
 * - empty: 0/0, the SMSC's default;
 * - a number written with separators (`+380 50 111-22-40`, `(030) 1234`) loses them first;
 * - `+` then digits, or more than 8 digits: international, E.164 (1/1); the `+` is dropped;
 * - up to 8 digits: a short code, network specific (3/0);
 * - anything else (letters, spaces, symbols): alphanumeric (5/0).
 */
export function detectAddressType(typed: string): AddressType & { address: string } {
  if (typed === '') return { address: typed, ton: 0, npi: 0 };
  const address = WRITTEN_NUMBER.test(typed) ? typed.replace(SEPARATORS, '') : typed;
  const international = /^\+(\d{1,20})$/.exec(address);
  if (international) return { address: international[1]!, ton: 1, npi: 1 };
  if (/^\d+$/.test(address)) {
    return address.length <= SHORT_CODE_MAX_DIGITS
      ? { address, ton: 3, npi: 0 }
      : { address, ton: 1, npi: 1 };
  }
  return { address, ton: 5, npi: 0 };
}

/** The given TON/NPI win; a missing one is detected. A given TON keeps the address as typed. */
export function resolveAddress(
  address: string,
  ton: number | null,
  npi: number | null,
): AddressType & { address: string } {
  const detected = detectAddressType(address);
  if (ton === null && npi === null) return detected;
  return { address, ton: ton ?? detected.ton, npi: npi ?? detected.npi };
}

/** E.164: country code and subscriber number together have at most 15 digits. */
export const E164_MAX_DIGITS = 15;

/** TON 5: the SMPP type of an alphanumeric address. */
export const ALPHANUMERIC_TON = 5;

/** A number as people write it: digits, an optional leading `+`, separators. */
export const isWrittenNumber = (typed: string): boolean => WRITTEN_NUMBER.test(typed);

export const NOT_A_NUMBER =
  'Not a phone number (digits with an optional leading +): allow alphanumeric destinations to send to it';
export const TOO_MANY_DIGITS = 'An international number has at most 15 digits (E.164)';

/**
 * Why a destination may not go as typed, or undefined when it may. A number goes as detected;
 * an international one (a `+`, more than 8 digits, or TON 1) has at most 15 digits. Anything
 * else is alphanumeric, which most SMSCs refuse and which is usually a typing slip, so it goes only
 * when the sender says so: `allowAlphanumeric`, or TON 5 given for it.
 */
export function destinationProblem(
  typed: string,
  options: { allowAlphanumeric: boolean; ton: number | null },
): typeof NOT_A_NUMBER | typeof TOO_MANY_DIGITS | undefined {
  if (!isWrittenNumber(typed)) {
    return options.allowAlphanumeric || options.ton === ALPHANUMERIC_TON ? undefined : NOT_A_NUMBER;
  }
  const digits = typed.replace(/\D/g, '').length;
  const international =
    options.ton === 1 || (options.ton === null && detectAddressType(typed).ton === 1);
  return international && digits > E164_MAX_DIGITS ? TOO_MANY_DIGITS : undefined;
}
