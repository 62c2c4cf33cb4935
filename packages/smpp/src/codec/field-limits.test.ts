import { describe, expect, it } from 'vitest';
import { CommandId, CommandStatus as S, type CommandName } from '../protocol/index.js';
import {
  createPdu,
  encodePdu,
  PDU_LAYOUTS,
  SmppFieldError,
  type FieldLayout,
  type Pdu,
} from './index.js';
import { SAMPLE_PDUS } from './testing/sample-pdus.js';

function fieldError(pdu: Pdu): SmppFieldError {
  try {
    encodePdu(pdu);
  } catch (error) {
    if (error instanceof SmppFieldError) return error;
    throw error;
  }
  throw new Error(`${pdu.command} encoded although a field is out of range`);
}

const withField = (command: CommandName, name: string, value: unknown): Pdu =>
  ({ ...SAMPLE_PDUS[command], [name]: value }) as Pdu;

const fieldsOfKind = <K extends FieldLayout['kind']>(kind: K) =>
  (Object.keys(CommandId) as CommandName[]).flatMap((command) =>
    (PDU_LAYOUTS[command] as readonly FieldLayout[])
      .filter((field): field is Extract<FieldLayout, { kind: K }> => field.kind === kind)
      .map((field) => ({ command, field, label: `${command}.${field.name}` })),
  );

describe('C-string limits', () => {
  it.each(fieldsOfKind('cstring'))(
    '$label takes max characters, one more is refused',
    ({ command, field }) => {
      expect(() => encodePdu(withField(command, field.name, 'x'.repeat(field.max)))).not.toThrow();
      const error = fieldError(withField(command, field.name, 'x'.repeat(field.max + 1)));
      expect(error).toMatchObject({ command, field: field.name, limit: field.max });
      expect(error.commandStatus).toBe(field.status);
    },
  );

  it('uses the statuses SMPP 3.4 defines for the common fields', () => {
    const status = (command: CommandName, name: string, length: number) =>
      fieldError(withField(command, name, 'x'.repeat(length))).commandStatus;
    expect(status('submit_sm', 'source_addr', 21)).toBe(S.ESME_RINVSRCADR);
    expect(status('submit_sm', 'destination_addr', 21)).toBe(S.ESME_RINVDSTADR);
    expect(status('data_sm', 'destination_addr', 65)).toBe(S.ESME_RINVDSTADR);
    expect(status('submit_sm', 'service_type', 6)).toBe(S.ESME_RINVSERTYP);
    expect(status('bind_transmitter', 'system_id', 16)).toBe(S.ESME_RINVSYSID);
    expect(status('bind_transmitter', 'password', 9)).toBe(S.ESME_RINVPASWD);
    expect(status('bind_transmitter', 'system_type', 13)).toBe(S.ESME_RINVSYSTYP);
    expect(status('query_sm', 'message_id', 65)).toBe(S.ESME_RINVMSGID);
  });

  it('refuses characters a Latin-1 C-string cannot carry', () => {
    expect(fieldError(withField('submit_sm', 'source_addr', 'Route\u20acLab')).commandStatus).toBe(
      S.ESME_RINVSRCADR,
    );
    expect(fieldError(withField('submit_sm', 'destination_addr', '49\u00001')).field).toBe(
      'destination_addr',
    );
    expect(() => encodePdu(withField('submit_sm', 'source_addr', 'Caf\u00e9'))).not.toThrow();
  });
});

describe('time fields', () => {
  it.each(fieldsOfKind('time'))('$label is empty or 16 characters', ({ command, field }) => {
    expect(() => encodePdu(withField(command, field.name, ''))).not.toThrow();
    expect(() => encodePdu(withField(command, field.name, '261122151500004+'))).not.toThrow();
    expect(fieldError(withField(command, field.name, '2611221515')).commandStatus).toBe(
      field.status,
    );
  });

  it('answers ESME_RINVSCHED and ESME_RINVEXPIRY', () => {
    expect(fieldError(withField('submit_sm', 'schedule_delivery_time', 'soon')).commandStatus).toBe(
      S.ESME_RINVSCHED,
    );
    expect(fieldError(withField('submit_sm', 'validity_period', '1d')).commandStatus).toBe(
      S.ESME_RINVEXPIRY,
    );
  });
});

describe('integer fields', () => {
  it.each(fieldsOfKind('u8'))('$label holds one octet', ({ command, field }) => {
    for (const bad of [256, -1, 1.5, Number.NaN]) {
      expect(fieldError(withField(command, field.name, bad)).commandStatus).toBe(field.status);
    }
    expect(() => encodePdu(withField(command, field.name, 255))).not.toThrow();
  });

  it('refuses header numbers outside uint32', () => {
    expect(fieldError(createPdu('enquire_link', { sequenceNumber: 2 ** 32 })).field).toBe(
      'sequenceNumber',
    );
    expect(fieldError(createPdu('enquire_link', { commandStatus: -1 })).field).toBe(
      'commandStatus',
    );
  });
});

describe('short_message', () => {
  it('holds 254 octets; 255 is ESME_RINVMSGLEN', () => {
    for (const command of ['submit_sm', 'deliver_sm', 'submit_multi', 'replace_sm'] as const) {
      expect(() => encodePdu(withField(command, 'short_message', Buffer.alloc(254)))).not.toThrow();
      const error = fieldError(withField(command, 'short_message', Buffer.alloc(255)));
      expect(error).toMatchObject({ field: 'short_message', limit: 254 });
      expect(error.commandStatus).toBe(S.ESME_RINVMSGLEN);
    }
  });
});

describe('submit_multi lists', () => {
  const sme = {
    dest_flag: 1,
    dest_addr_ton: 1,
    dest_addr_npi: 1,
    destination_addr: '4915112345678',
  };

  it('needs 1 to 254 destinations', () => {
    expect(fieldError(withField('submit_multi', 'dest_address', [])).commandStatus).toBe(
      S.ESME_RINVNUMDESTS,
    );
    expect(() =>
      encodePdu(withField('submit_multi', 'dest_address', Array(254).fill(sme))),
    ).not.toThrow();
    expect(
      fieldError(withField('submit_multi', 'dest_address', Array(255).fill(sme))).commandStatus,
    ).toBe(S.ESME_RINVNUMDESTS);
  });

  it('checks dest_flag, addresses and distribution list names', () => {
    const status = (dest: object) =>
      fieldError(withField('submit_multi', 'dest_address', [dest])).commandStatus;
    expect(status({ dest_flag: 3, dl_name: 'x' })).toBe(S.ESME_RINVDESTFLAG);
    expect(status({ dest_flag: 2, dl_name: 'x'.repeat(21) })).toBe(S.ESME_RINVDLNAME);
    expect(status({ ...sme, destination_addr: '1'.repeat(21) })).toBe(S.ESME_RINVDSTADR);
    expect(status({ ...sme, dest_addr_ton: 300 })).toBe(S.ESME_RINVDSTTON);
    expect(status({ ...sme, dest_addr_npi: -2 })).toBe(S.ESME_RINVDSTNPI);
  });

  it('checks unsuccess_sme entries', () => {
    const entry = {
      dest_addr_ton: 1,
      dest_addr_npi: 1,
      destination_addr: '49',
      error_status_code: 11,
    };
    const status = (value: object) =>
      fieldError(withField('submit_multi_resp', 'unsuccess_sme', [value])).commandStatus;
    expect(status({ ...entry, destination_addr: '1'.repeat(21) })).toBe(S.ESME_RINVDSTADR);
    expect(status({ ...entry, error_status_code: 2 ** 32 })).toBe(S.ESME_RSYSERR);
  });
});

describe('TLV limits', () => {
  it('refuses values over 65535 octets and tags over 16 bits', () => {
    const big = createPdu('data_sm', { tlvs: [{ tag: 0x0424, value: Buffer.alloc(65536) }] });
    expect(fieldError(big).commandStatus).toBe(S.ESME_RINVPARLEN);
    const badTag = createPdu('data_sm', { tlvs: [{ tag: 0x10000, value: Buffer.alloc(1) }] });
    expect(fieldError(badTag).field).toBe('tlvs');
    const ok = createPdu('data_sm', { tlvs: [{ tag: 0x0424, value: Buffer.alloc(65535) }] });
    expect(encodePdu(ok).length).toBe(encodePdu(createPdu('data_sm')).length + 4 + 65535);
  });
});
