export {
  IE_CONCATENATION_16BIT,
  IE_CONCATENATION_8BIT,
  IE_PORTS_16BIT,
  IE_PORTS_8BIT,
  MalformedUdhError,
  buildUdh,
  concatenationElement,
  parseUdh,
  type InformationElement,
  type ParsedUdh,
  type UdhConcatenation,
  type UdhPorts,
} from './udh.js';
export { maxReference, nextReference } from './reference.js';
export {
  MessageTooLongError,
  segmentMessage,
  type SegmentOptions,
  type SegmentPart,
  type SegmentedMessage,
} from './segment-message.js';
export {
  concatBytes,
  concatenationOf,
  type ConcatenatedPart,
  type SarFields,
} from './concatenation-info.js';
export {
  Reassembler,
  type AcceptResult,
  type IncomingPart,
  type PartialMessage,
  type ReassemblerOptions,
} from './reassembler.js';
