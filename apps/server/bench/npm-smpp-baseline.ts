import {
  npmConnect,
  npmPdu,
  npmRequest,
  type NpmSmppPdu,
} from '../../../packages/smpp/test/interop/support/npm-smpp.js';
import { percentile } from './percentile.js';

export interface BaselineResult {
  messages: number;
  elapsedMs: number;
  submitP50Ms: number;
  submitP99Ms: number;
  endToEndP50Ms: number;
  endToEndP99Ms: number;
}

/**
 * The same SMSC driven by npm `smpp` as a bare client: a window of `window` submit_sm, every
 * receipt answered; done when each message has its receipt. Nothing is stored anywhere.
 */
export async function runNpmSmppBaseline(
  port: number,
  count: number,
  window: number,
  capMs: number,
): Promise<BaselineResult> {
  const session = await npmConnect(port);
  session.on('error', () => session.destroy());
  const bind = await npmRequest(session, 'bind_transceiver', {
    system_id: 'bench',
    password: 'bench',
    interface_version: 0x34,
  });
  if (bind.command_status !== 0) throw new Error(`npm smpp bind failed: ${bind.command_status}`);
  const sentAt = new Map<string, number>();
  const submitLatencies: number[] = [];
  const endToEnd: number[] = [];
  let receipts = 0;
  const started = performance.now();
  return new Promise<BaselineResult>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm smpp baseline over ${capMs} ms`)), capMs);
    let sent = 0;
    let outstanding = 0;
    const finish = () => {
      clearTimeout(timer);
      session.destroy();
      const submitSorted = submitLatencies.sort((a, b) => a - b);
      const endSorted = endToEnd.sort((a, b) => a - b);
      resolve({
        messages: count,
        elapsedMs: performance.now() - started,
        submitP50Ms: percentile(submitSorted, 0.5),
        submitP99Ms: percentile(submitSorted, 0.99),
        endToEndP50Ms: percentile(endSorted, 0.5),
        endToEndP99Ms: percentile(endSorted, 0.99),
      });
    };
    session.on('pdu', (pdu: NpmSmppPdu) => {
      if (pdu.command !== 'deliver_sm') return;
      session.send(pdu.response());
      const id = /id:(\S+)/.exec(String(pdu.short_message ?? ''))?.[1];
      const at = id === undefined ? undefined : sentAt.get(id);
      if (at !== undefined) endToEnd.push(performance.now() - at);
      receipts += 1;
      if (receipts === count) finish();
    });
    const pump = () => {
      while (outstanding < window && sent < count) {
        sent += 1;
        outstanding += 1;
        const at = performance.now();
        const pdu = npmPdu('submit_sm', {
          source_addr: 'Bench',
          source_addr_ton: 5,
          destination_addr: `4917${String(sent).padStart(9, '0')}`,
          registered_delivery: 1,
          short_message: 'RouteLab end-to-end benchmark message',
        });
        session.send(pdu, (response: NpmSmppPdu) => {
          outstanding -= 1;
          submitLatencies.push(performance.now() - at);
          sentAt.set(String(response.message_id), at);
          pump();
        });
      }
    };
    pump();
  });
}
