/** English has two plural forms (`_one`, `_other`); Russian and Ukrainian add `_few` and `_many`. */
type SlavicKey<K extends string> = K extends `${infer Base}_one`
  ? `${Base}_one` | `${Base}_few` | `${Base}_many`
  : K;

/**
 * A Russian or Ukrainian catalog typed from the English one: the same keys, each plural in the
 * four forms i18next picks from by Intl.PluralRules.
 */
export type SlavicStrings<T> = {
  [K in keyof T & string as SlavicKey<K>]: T[K] extends string ? string : SlavicStrings<T[K]>;
};
