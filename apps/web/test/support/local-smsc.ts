// A test peer needs the whole protocol library, which the console itself may not import.
import { buildReceiptText, CommandStatus, SmppServer, type SmppSession } from '@routelab/smpp';

export interface LocalSmsc {
  port: number;
  /** destination_addr of every submit_sm answered. */
  submitted: string[];
  /** A mobile-originated deliver_sm on the latest bound session. */
  sendMo: (source: string, destination: string, text: string) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * An SMSC on 127.0.0.1 inside the test process: accepts one system_id/password, answers
 * submit_sm with increasing message ids and sends a DELIVRD receipt shortly after.
 */
export async function startLocalSmsc(systemId: string, password: string): Promise<LocalSmsc> {
  const submitted: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sessions: SmppSession[] = [];
  let nextId = 7000;
  const server = new SmppServer({
    systemId: 'local-smsc',
    authenticate: (bind) => ({
      status:
        bind.system_id === systemId && bind.password === password
          ? CommandStatus.ESME_ROK
          : CommandStatus.ESME_RINVPASWD,
    }),
  });
  server.on('error', () => undefined);
  server.on('sessionError', () => undefined);
  server.on('session', (session: SmppSession) => {
    sessions.push(session);
    session.on('pdu', (pdu) => {
      if (pdu.command === 'deliver_sm') return;
      if (pdu.command !== 'submit_sm') {
        session.respond(pdu, { commandStatus: CommandStatus.ESME_RINVCMDID });
        return;
      }
      const messageId = String(nextId++);
      submitted.push(pdu.destination_addr);
      session.respond(pdu, { message_id: messageId });
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (session.closed) return;
        const text = buildReceiptText({
          id: messageId,
          submitDate: new Date(),
          doneDate: new Date(),
          stat: 'DELIVRD',
        });
        session
          .send({
            command: 'deliver_sm',
            source_addr: pdu.destination_addr,
            destination_addr: pdu.source_addr,
            esm_class: 0x04,
            short_message: Buffer.from(text, 'latin1'),
          })
          .catch(() => undefined);
      }, 300);
      timers.add(timer);
    });
  });
  const address = await server.listen(0, '127.0.0.1');
  return {
    port: address.port,
    submitted,
    sendMo: async (source, destination, text) => {
      const session = sessions.findLast(
        (candidate) => !candidate.closed && candidate.bindType !== 'transmitter',
      );
      if (!session) throw new Error('No session is bound to the local SMSC');
      await session.send({
        command: 'deliver_sm',
        source_addr: source,
        destination_addr: destination,
        short_message: Buffer.from(text, 'latin1'),
      });
    },
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      await server.close();
    },
  };
}
