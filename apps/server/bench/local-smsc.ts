import { buildReceiptText, SmppServer, TlvTag, makeTlv } from '@routelab/smpp';

// Usage (forked by bench/e2e.ts): local-smsc.ts
// An SMSC in its own process: accepts any bind, answers every submit_sm with a new id and sends
// a delivery receipt (text + TLVs) for each one asking for it. Reports its port, then counts.
let nextId = 1;
let submits = 0;
let receipts = 0;

const server = new SmppServer({
  authenticate: () => ({ status: 0 }),
  session: { windowSize: 1000, enquireLinkIntervalMs: 0, inboundWindow: 5000 },
});
server.on('session', (session) => {
  session.on('pdu', (pdu) => {
    if (pdu.command !== 'submit_sm') {
      session.respond(pdu, { commandStatus: 0x03 });
      return;
    }
    submits += 1;
    const id = String(nextId++);
    session.respond(pdu, { message_id: id });
    if ((pdu.registered_delivery & 0x03) === 0) return;
    const now = new Date();
    const text = buildReceiptText({ id, submitDate: now, doneDate: now, stat: 'DELIVRD' });
    session
      .send({
        command: 'deliver_sm',
        source_addr: pdu.destination_addr,
        destination_addr: pdu.source_addr,
        esm_class: 0x04,
        short_message: Buffer.from(text, 'latin1'),
        tlvs: [makeTlv(TlvTag.receipted_message_id, id), makeTlv(TlvTag.message_state, 2)],
      })
      .then(
        () => (receipts += 1),
        () => undefined,
      );
  });
});
server.on('error', () => undefined);
server.on('sessionError', () => undefined);

const address = await server.listen(0, '127.0.0.1');
process.send?.({ type: 'ready', port: address.port });
process.on('message', (message: { type: string }) => {
  if (message.type === 'count') process.send?.({ type: 'count', submits, receipts });
  if (message.type === 'stop') void server.close().finally(() => process.exit(0));
});
