import {
  DATA_CODING,
  MalformedUdhError,
  MessageTooLongError,
  parseUdh,
  partLimits,
  type SegmentedMessage,
} from '@routelab/smpp';

/** Most octets one short message carries on the air interface. */
const SINGLE_MESSAGE_OCTETS = partLimits('binary', 'udh8').single;

/**
 * Binary octets that start with the sender's own UDH (ports, a WAP push, a concatenation of
 * their own): one short message with UDHI set, never split, as a second header cannot be added.
 */
export function ownUdhMessage(octets: Uint8Array): SegmentedMessage {
  try {
    parseUdh(octets);
  } catch (error) {
    if (error instanceof MalformedUdhError) {
      throw new MalformedUdhError('The hex does not start with a valid UDH');
    }
    throw error;
  }
  if (octets.length > SINGLE_MESSAGE_OCTETS) {
    throw new MessageTooLongError('A body with its own UDH must fit one message (140 octets)');
  }
  return {
    coding: 'binary',
    dataCoding: DATA_CODING.binary,
    parts: [{ shortMessage: octets, esmClassUdhi: true }],
  };
}
