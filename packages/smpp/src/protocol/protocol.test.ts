import { describe, expect, it } from 'vitest';
import {
  CommandId,
  CommandStatus,
  commandName,
  commandStatusName,
  isResponse,
  partnerIdFor,
  responseIdFor,
  TlvTag,
  tlvName,
  tlvValueType,
} from './index.js';

describe('command ids', () => {
  it('names every command id and back', () => {
    for (const [name, id] of Object.entries(CommandId)) expect(commandName(id)).toBe(name);
    expect(commandName(0x00000099)).toBeUndefined();
  });

  it('tells responses by the high bit', () => {
    expect(isResponse(CommandId.submit_sm)).toBe(false);
    expect(isResponse(CommandId.submit_sm_resp)).toBe(true);
    expect(isResponse(CommandId.generic_nack)).toBe(true);
  });

  it('maps requests to their response id', () => {
    expect(responseIdFor(CommandId.submit_sm)).toBe(CommandId.submit_sm_resp);
    expect(responseIdFor(CommandId.bind_transceiver)).toBe(CommandId.bind_transceiver_resp);
    expect(responseIdFor(CommandId.broadcast_sm)).toBe(CommandId.broadcast_sm_resp);
    expect(responseIdFor(CommandId.outbind)).toBeUndefined();
    expect(responseIdFor(CommandId.alert_notification)).toBeUndefined();
    expect(responseIdFor(CommandId.submit_sm_resp)).toBeUndefined();
    expect(responseIdFor(0x00000077)).toBeUndefined();
  });

  it('pairs requests and responses both ways, and nothing with generic_nack', () => {
    expect(partnerIdFor(CommandId.submit_sm)).toBe(CommandId.submit_sm_resp);
    expect(partnerIdFor(CommandId.deliver_sm_resp)).toBe(CommandId.deliver_sm);
    expect(partnerIdFor(CommandId.generic_nack)).toBeUndefined();
    expect(partnerIdFor(CommandId.outbind)).toBeUndefined();
    expect(partnerIdFor(CommandId.alert_notification)).toBeUndefined();
    expect(partnerIdFor(0x80000077)).toBeUndefined();
  });
});

describe('command status', () => {
  it('holds the SMPP 3.4 codes the reference names', () => {
    expect(CommandStatus.ESME_RTHROTTLED).toBe(0x58);
    expect(CommandStatus.ESME_RINVSCHED).toBe(0x61);
    expect(CommandStatus.ESME_RDELIVERYFAILURE).toBe(0xfe);
    expect(CommandStatus.ESME_RUNKNOWNERR).toBe(0xff);
    expect(CommandStatus.ESME_RINVDCS).toBe(0x104);
  });

  it('names known and unknown codes', () => {
    expect(commandStatusName(0x45)).toBe('ESME_RSUBMITFAIL');
    expect(commandStatusName(0x6a)).toBe('UNKNOWN_0x0000006a');
    expect(commandStatusName(0x80000000)).toBe('UNKNOWN_0x80000000');
  });
});

describe('TLV tags', () => {
  it('carries tags and value types from the spec', () => {
    expect(TlvTag.sar_msg_ref_num).toBe(0x020c);
    expect(TlvTag.message_payload).toBe(0x0424);
    expect(TlvTag.congestion_state).toBe(0x0428);
    expect(tlvValueType(TlvTag.receipted_message_id)).toBe('cstring');
    expect(tlvValueType(TlvTag.sar_total_segments)).toBe('int8');
    expect(tlvValueType(TlvTag.user_message_reference)).toBe('int16');
    expect(tlvValueType(TlvTag.qos_time_to_live)).toBe('int32');
    expect(tlvValueType(0x1400)).toBe('octets');
    expect(tlvName(0x0427)).toBe('message_state');
    expect(tlvName(0x1400)).toBeUndefined();
  });
});
