import { createPdu, decodePdu, encodePdu, type Pdu } from '../../src/index.js';
import { decodeText, encodeText } from '../../src/encoding/index.js';
import { sampleSubmit } from '../sample-message.js';
import type { CodecCase } from './types.js';

const { text, ...submitFields } = sampleSubmit;

function asBuffer(octets: Uint8Array): Buffer {
  return Buffer.from(octets.buffer, octets.byteOffset, octets.byteLength);
}

const bytesInit = {
  ...submitFields,
  short_message: asBuffer(encodeText(text, 'gsm7')),
  sequenceNumber: 1,
};

function submitOf(pdu: Pdu) {
  if (pdu.command !== 'submit_sm') throw new Error(`decoded ${pdu.command}, not submit_sm`);
  return pdu;
}

/** RouteLab's codec (encodePdu / decodePdu), the same three cases as for npm smpp. */
export function routelabCodecRoundTrip(kind: CodecCase): () => void {
  switch (kind) {
    case 'encode-decode': {
      const pdu = createPdu('submit_sm', bytesInit);
      return () => void decodePdu(encodePdu(pdu));
    }
    case 'build-encode-decode':
      return () => void decodePdu(encodePdu(createPdu('submit_sm', bytesInit)));
    case 'text-build-encode-decode':
      return () => {
        const pdu = createPdu('submit_sm', bytesInit);
        pdu.short_message = asBuffer(encodeText(text, 'gsm7'));
        const decoded = submitOf(decodePdu(encodePdu(pdu)));
        decodeText(decoded.short_message, decoded.data_coding);
      };
  }
}
