import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSink, type SinkRequest } from './support/http-sink.js';
import { Kannel } from './support/kannel.js';
import type { SmscSimulator } from '../../src/testing/index.js';
import { startInteropSmsc } from './support/interop-smsc.js';

// Debian Kannel (bearerbox + smsbox) bound as a transceiver to an SMSC built on our SmppServer.
// Messages go in through smsbox's HTTP sendsms and must come out of our server intact; our
// delivery receipts must reach Kannel's dlr-url as delivered.
const from = '12345';
const credentials = { systemId: 'kannel', password: 'secret' };

let smsc: SmscSimulator | undefined;
let sink: HttpSink | undefined;
let kannel: Kannel | undefined;

function started() {
  if (!smsc || !sink || !kannel) throw new Error('the Kannel test setup did not start');
  return { smsc, sink, kannel };
}

beforeAll(async () => {
  smsc = await startInteropSmsc(credentials);
  sink = await HttpSink.start();
  kannel = await Kannel.start({ smscPort: smsc.port, ...credentials, moUrl: sink.url('/mo') });
});

afterAll(async () => {
  await kannel?.stop();
  await sink?.close();
  await smsc?.stop();
});

async function sendThroughKannel(params: Parameters<Kannel['sendSms']>[0]) {
  const result = await started().kannel.sendSms(params);
  expect(result, started().kannel.logTail()).toMatchObject({ status: 202 });
  return started().smsc.waitForMessage(params.to);
}

describe('Kannel as an ESME against our SMPP server', () => {
  it('binds as a transceiver with SMPP 3.4', () => {
    expect(started().smsc.binds).toEqual([
      expect.objectContaining({
        system_id: credentials.systemId,
        bindType: 'transceiver',
        interface_version: 0x34,
      }),
    ]);
  });

  it('delivers a plain GSM message intact', async () => {
    const text = 'Hello from Kannel: 1+1=2, @home? 100% sure!';
    const message = await sendThroughKannel({ from, to: '4915100000001', text });
    expect(message.text).toBe(text);
    expect(message.data_coding).toBe(0);
    expect(message.source_addr).toBe(from);
    expect(message.parts).toHaveLength(1);
  });

  it('delivers a 400-character GSM message in concatenated parts that reassemble intact', async () => {
    const sentence = 'RouteLab concatenation test with GSM extension characters {[€]} ~ ^ | \\ ';
    const text = sentence.repeat(6).slice(0, 400);
    const message = await sendThroughKannel({ from, to: '4915100000002', text });
    expect(message.text).toBe(text);
    expect(message.parts.length).toBeGreaterThanOrEqual(3);
    for (const part of message.parts) expect(part.esm_class & 0x40).toBe(0x40);
    expect(message.data_coding).toBe(0);
  });

  it('delivers UCS2 text with Cyrillic and emoji intact', async () => {
    const text = 'Привет, мир! Тестовое сообщение 😀🚀 – ёжик';
    const message = await sendThroughKannel({
      from,
      to: '4915100000003',
      text,
      coding: 2,
      charset: 'UTF-8',
    });
    expect(message.data_coding).toBe(8);
    expect(message.text).toBe(text);
  });

  it('delivers a long UCS2 message in parts that reassemble intact', async () => {
    const text = 'Длинное сообщение с эмодзи 😀 '.repeat(6);
    const message = await sendThroughKannel({
      from,
      to: '4915100000004',
      text,
      coding: 2,
      charset: 'UTF-8',
    });
    expect(message.parts.length).toBeGreaterThanOrEqual(3);
    expect(message.text).toBe(text);
  });

  it('reports our delivery receipt to the dlr-url as delivered', async () => {
    const { sink, smsc } = started();
    const dlrUrl = sink.url('/dlr?type=%d&id=%F&smsc=%i');
    const message = await sendThroughKannel({
      from,
      to: '4915100000005',
      text: 'Receipt please',
      dlrMask: 31,
      dlrUrl,
    });
    expect(message.registered_delivery & 0x01).toBe(1);
    const messageId = message.messageIds[0];
    const report = (type: string) => (request: SinkRequest) =>
      request.path === '/dlr' &&
      request.query.get('type') === type &&
      request.query.get('id') === messageId;

    // dlr-mask 31 also asks for the SMSC's acceptance (type 8) when submit_sm_resp arrives.
    await sink.waitForRequest('the SMSC-accepted (type 8) report', report('8'));

    const response = await smsc.sendReceipt(message, 'DELIVRD');
    expect(response.commandStatus).toBe(0);
    const delivered = await sink.waitForRequest('the delivered (type 1) report', report('1'));
    expect(delivered.query.get('smsc')).toBe('routelab');
  });
});
