import { createServer, type AddressInfo, type Socket } from 'node:net';
import {
  buildResponse,
  decodePdu,
  encodePdu,
  isBindCommand,
  PduFramer,
  type Pdu,
  type RequestPdu,
} from '../../src/index.js';

/** One TCP connection as the slow SMSC saw it. */
export interface SlowSmscConnection {
  /** 1 for the first connection. */
  index: number;
  open: boolean;
  /** Every PDU that arrived, in order. */
  received: Pdu[];
  /** A bind waiting for answerHeldBinds(). */
  heldBind: RequestPdu | undefined;
  /** How many PDUs had arrived when the held bind was answered (undefined: not answered late). */
  lateAnswerAfter: number | undefined;
  socket: Socket;
}

export interface SlowSmscOptions {
  /** The binds of this many first connections are held until answerHeldBinds(). */
  holdBinds: number;
}

/**
 * An SMSC that accepts TCP at once but answers the binds of its first connections only when the
 * test says so, long after the client's bind timeout (as an overloaded SMSC does). Later
 * connections are answered at once. Accepts any credentials, answers submit_sm, enquire_link and
 * unbind, and keeps track of which connections are still open.
 */
export class SlowSmsc {
  readonly connections: SlowSmscConnection[] = [];
  port = 0;
  private readonly server = createServer((socket) => this.accept(socket));
  private nextMessageId = 1;

  private constructor(private readonly options: SlowSmscOptions) {}

  static async start(options: SlowSmscOptions): Promise<SlowSmsc> {
    const smsc = new SlowSmsc(options);
    await new Promise<void>((resolve) => smsc.server.listen(0, '127.0.0.1', resolve));
    smsc.port = (smsc.server.address() as AddressInfo).port;
    return smsc;
  }

  get openConnections(): number {
    return this.connections.filter((connection) => connection.open).length;
  }

  /** Answers every held bind (ESME_ROK) on whatever connection still takes it. */
  answerHeldBinds(): void {
    for (const connection of this.connections) {
      const bind = connection.heldBind;
      if (!bind) continue;
      connection.heldBind = undefined;
      connection.lateAnswerAfter = connection.received.length;
      this.answer(connection, bind);
    }
  }

  /** PDUs that arrived on a connection after its late bind_resp. */
  receivedAfterLateAnswer(connection: SlowSmscConnection): Pdu[] {
    return connection.lateAnswerAfter === undefined
      ? []
      : connection.received.slice(connection.lateAnswerAfter);
  }

  async close(): Promise<void> {
    for (const connection of this.connections) connection.socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    const connection: SlowSmscConnection = {
      index: this.connections.length + 1,
      open: true,
      received: [],
      heldBind: undefined,
      lateAnswerAfter: undefined,
      socket,
    };
    this.connections.push(connection);
    const framer = new PduFramer();
    socket.on('error', () => undefined);
    socket.on('close', () => (connection.open = false));
    socket.on('data', (chunk: Buffer) => {
      framer.push(chunk);
      for (const frame of framer) {
        const pdu = decodePdu(frame);
        connection.received.push(pdu);
        if (isBindCommand(pdu.command) && connection.index <= this.options.holdBinds) {
          connection.heldBind = pdu as RequestPdu;
        } else {
          this.answer(connection, pdu);
        }
      }
    });
  }

  private answer(connection: SlowSmscConnection, pdu: Pdu): void {
    const { socket } = connection;
    if (socket.destroyed || pdu.command.endsWith('_resp') || pdu.command === 'generic_nack') {
      return;
    }
    const request = pdu as RequestPdu;
    const response =
      request.command === 'submit_sm'
        ? buildResponse(request, { message_id: String(this.nextMessageId++) })
        : buildResponse(request, isBindCommand(request.command) ? { system_id: 'slow' } : {});
    socket.write(encodePdu(response));
    if (request.command === 'unbind') socket.end();
  }
}
