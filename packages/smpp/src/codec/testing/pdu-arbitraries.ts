import fc from 'fast-check';
import { CommandId, type CommandName } from '../../protocol/command-id.js';
import { ADDRESS_MAX, PDU_LAYOUTS, TIME_LENGTH, type FieldLayout } from '../layouts.js';
import type { DestAddress, Pdu, Tlv, UnsuccessSme } from '../pdu-types.js';

// fast-check arbitraries for any valid PDU, built from the same layout table as the encoder.

const latin1Char = fc.integer({ min: 1, max: 0xff }).map((code) => String.fromCharCode(code));
const latin1 = (maxLength: number, minLength = 0) =>
  fc.string({ unit: latin1Char, minLength, maxLength });
const octet = fc.integer({ min: 0, max: 0xff });
const uint32 = fc.integer({ min: 0, max: 0xffffffff });
const buffer = (maxLength: number) =>
  fc.uint8Array({ maxLength }).map((bytes) => Buffer.from(bytes));

const destAddress: fc.Arbitrary<DestAddress> = fc.oneof(
  fc.record({
    dest_flag: fc.constant(1 as const),
    dest_addr_ton: octet,
    dest_addr_npi: octet,
    destination_addr: latin1(ADDRESS_MAX),
  }),
  fc.record({ dest_flag: fc.constant(2 as const), dl_name: latin1(ADDRESS_MAX) }),
);

const unsuccessSme: fc.Arbitrary<UnsuccessSme> = fc.record({
  dest_addr_ton: octet,
  dest_addr_npi: octet,
  destination_addr: latin1(ADDRESS_MAX),
  error_status_code: uint32,
});

export const tlvArbitrary: fc.Arbitrary<Tlv> = fc.record({
  tag: fc.integer({ min: 0, max: 0xffff }),
  value: buffer(64),
});

function fieldArbitrary(field: FieldLayout): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'u8':
      return octet;
    case 'cstring':
      return latin1(field.max);
    case 'time':
      return fc.oneof(fc.constant(''), latin1(TIME_LENGTH, TIME_LENGTH));
    case 'short_message':
      return buffer(254);
    case 'dest_address':
      return fc.array(destAddress, { minLength: 1, maxLength: 6 });
    case 'unsuccess_sme':
      return fc.array(unsuccessSme, { maxLength: 6 });
  }
}

export function pduArbitraryFor(command: CommandName): fc.Arbitrary<Pdu> {
  const layout: readonly FieldLayout[] = PDU_LAYOUTS[command];
  const body: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of layout) body[field.name] = fieldArbitrary(field);
  return fc
    .record({
      commandStatus: fc.oneof(fc.constant(0), uint32),
      sequenceNumber: uint32,
      tlvs: fc.array(tlvArbitrary, { maxLength: 5 }),
      body: fc.record(body),
    })
    .map(({ body: fields, ...header }) => ({ command, ...header, ...fields }) as Pdu);
}

/** Any valid PDU of any command. */
export const pduArbitrary: fc.Arbitrary<Pdu> = fc.oneof(
  ...(Object.keys(CommandId) as CommandName[]).map(pduArbitraryFor),
);
