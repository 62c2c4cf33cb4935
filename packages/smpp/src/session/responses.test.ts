import { describe, expect, it } from 'vitest';
import { createPdu } from '../codec/defaults.js';
import { SmppDecodeError } from '../codec/errors.js';
import { CommandId } from '../protocol/command-id.js';
import { CommandStatus } from '../protocol/command-status.js';
import { buildRefusal, buildResponse, hasResponse, malformedReply } from './responses.js';

const header = (commandId: number, sequenceNumber = 42) => ({
  commandLength: 30,
  commandId,
  commandStatus: 0,
  sequenceNumber,
});

describe('responses', () => {
  it('builds the _resp of a request with its sequence number and the given fields', () => {
    const request = createPdu('submit_sm', { sequenceNumber: 9 });
    expect(buildResponse(request, { message_id: 'abc' })).toMatchObject({
      command: 'submit_sm_resp',
      sequenceNumber: 9,
      commandStatus: 0,
      message_id: 'abc',
    });
  });

  it('knows which requests have no response', () => {
    expect(hasResponse('alert_notification')).toBe(false);
    expect(hasResponse('outbind')).toBe(false);
    expect(hasResponse('data_sm')).toBe(true);
    expect(() => buildResponse(createPdu('outbind'))).toThrow(/no response/);
  });

  it('refuses with the _resp, or generic_nack for requests without one', () => {
    const status = CommandStatus.ESME_RINVBNDSTS;
    expect(buildRefusal(createPdu('query_sm', { sequenceNumber: 3 }), status)).toMatchObject({
      command: 'query_sm_resp',
      commandStatus: status,
      sequenceNumber: 3,
    });
    expect(
      buildRefusal(createPdu('alert_notification', { sequenceNumber: 4 }), status),
    ).toMatchObject({
      command: 'generic_nack',
      commandStatus: status,
      sequenceNumber: 4,
    });
  });

  it('answers length and command_id errors with generic_nack, same sequence number', () => {
    for (const status of [CommandStatus.ESME_RINVCMDLEN, CommandStatus.ESME_RINVCMDID]) {
      const error = new SmppDecodeError(status, header(CommandId.submit_sm), 'bad');
      expect(malformedReply(error)).toMatchObject({
        command: 'generic_nack',
        commandStatus: status,
        sequenceNumber: 42,
      });
    }
    const unknown = new SmppDecodeError(CommandStatus.ESME_RINVCMDID, header(0x99), 'unknown');
    expect(malformedReply(unknown)).toMatchObject({ command: 'generic_nack', sequenceNumber: 42 });
  });

  it('answers a bad field of a known request with its own _resp and the field status', () => {
    const error = new SmppDecodeError(
      CommandStatus.ESME_RINVSRCADR,
      header(CommandId.submit_sm),
      'long',
      'source_addr',
    );
    expect(malformedReply(error)).toMatchObject({
      command: 'submit_sm_resp',
      commandStatus: CommandStatus.ESME_RINVSRCADR,
      sequenceNumber: 42,
    });
    const noResp = new SmppDecodeError(
      CommandStatus.ESME_RINVSRCADR,
      header(CommandId.alert_notification),
      'x',
    );
    expect(malformedReply(noResp)).toMatchObject({ command: 'generic_nack' });
  });

  it('does not answer malformed responses or frames without a header', () => {
    const response = new SmppDecodeError(
      CommandStatus.ESME_RINVCMDLEN,
      header(CommandId.submit_sm_resp),
      'x',
    );
    expect(malformedReply(response)).toBeUndefined();
    expect(
      malformedReply(new SmppDecodeError(CommandStatus.ESME_RINVCMDLEN, null, 'short')),
    ).toBeUndefined();
  });
});
