export { UnencodableCharacterError, type UnencodableCharacter } from './errors.js';
export {
  GSM7_BASIC_TABLE,
  GSM7_ESCAPE,
  GSM7_EXTENSION_TABLE,
  gsm7SeptetsOf,
} from './gsm7-alphabet.js';
export { decodeGsm7Septets, encodeGsm7Septets } from './gsm7.js';
export { fillBitsAfterUdh, packSeptets, unpackSeptets } from './septet-packing.js';
export { packGsm7, unpackGsm7 } from './gsm7-packed.js';
export { decodeLatin1, encodeIa5, encodeLatin1 } from './single-byte.js';
export { decodeUcs2, encodeUcs2, isHighSurrogate, isLowSurrogate } from './ucs2.js';
export {
  describeDataCoding,
  type Alphabet,
  type DataCodingGroup,
  type DataCodingScheme,
  type IndicationType,
} from './data-coding.js';
export { dataCodingWithClass } from './message-class.js';
export { DEFAULT_CHARSET_CODING, type DefaultCharset } from './default-charset.js';
export {
  DATA_CODING,
  chooseCoding,
  chooseTextCoding,
  decodeText,
  encodeText,
  type ChosenCoding,
  type Coding,
  type DecodeOptions,
  type DecodedText,
  type GsmPackingOptions,
  type TextCoding,
} from './text-codec.js';
export {
  MAX_PARTS,
  countingUnitOf,
  partLimits,
  planParts,
  type Concatenation,
  type CountingUnit,
  type PartLimits,
  type PlannedPart,
} from './part-plan.js';
export {
  analyzeText,
  characterCosts,
  type AnalyzeOptions,
  type CharacterInfo,
  type TextAnalysis,
} from './text-analysis.js';
