/**
 * What data_coding 0, the "SMSC default alphabet", stands for on a link: GSM 03.38 as SMPP
 * says, or ASCII / Latin-1 where the SMSC reads it so (what Kannel calls alt-charset).
 */
export type DefaultCharset = 'gsm7' | 'ascii' | 'latin1';

/** The coding the octets of data_coding 0 are in, for each default charset. */
export const DEFAULT_CHARSET_CODING: Readonly<Record<DefaultCharset, 'gsm7' | 'ia5' | 'latin1'>> = {
  gsm7: 'gsm7',
  ascii: 'ia5',
  latin1: 'latin1',
};
