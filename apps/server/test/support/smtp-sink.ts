import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message source with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** A real SMTP server on loopback that keeps every message it receives (mail tests' sink). */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        this.messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  url = '';

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    const address = sink.server.server.address();
    if (!address || typeof address === 'string') throw new Error('SMTP sink has no port');
    sink.url = `smtp://127.0.0.1:${address.port}`;
    return sink;
  }

  /** Waits (bounded) for the next message to `to` carrying a link to `path`; returns the token. */
  async tokenFor(to: string, path: string, timeoutMs = 5000): Promise<string> {
    const pattern = new RegExp(`${escapeRegExp(path)}\\?token=([A-Za-z0-9_%-]+)`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.messages.findIndex(
        (m) => m.to.includes(to.toLowerCase()) && pattern.test(m.text),
      );
      if (index >= 0) {
        const [mail] = this.messages.splice(index, 1);
        return decodeURIComponent(pattern.exec(mail!.text)![1]!);
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${path} link`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  countTo(to: string): number {
    return this.messages.filter((m) => m.to.includes(to.toLowerCase())).length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function decodeQuotedPrintable(source: string): string {
  return source
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
