import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries; in outbox mode logged at debug level only (it is a secret). */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The part of the logger the outbox needs (pino's and Fastify's loggers fit). */
export interface OutboxLog {
  info(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export const MAIL_FROM = 'RouteLab <no-reply@routelab.local>';

/**
 * A transport made with the first mail: nodemailer loads then, not at start (most runs of the
 * server send no mail, and it holds about 3 MB of heap).
 */
function lazyTransport<T extends Transporter<unknown>>(create: (mailer: typeof nodemailer) => T) {
  let transport: Promise<T> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: mailer }) => create(mailer))),
    close: () => void transport?.then((made) => made.close()),
  };
}

/** Real delivery through SMTP_URL. */
export function createSmtpMailer(smtpUrl: string, from = MAIL_FROM): Mailer {
  const transport = lazyTransport((mailer) => mailer.createTransport(smtpUrl));
  return {
    async send({ to, subject, text, html }) {
      await (await transport.get()).sendMail({ from, to, subject, text, html });
    },
    close: transport.close,
  };
}

/**
 * Without SMTP_URL: each message becomes `$DATA_DIR/mail/<time>-<random>.eml`. The log names the
 * file; the link (a live reset or confirmation token) only at debug, as logs are often shared.
 */
export function createOutboxMailer(dataDir: string, log: OutboxLog, from = MAIL_FROM): Mailer {
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true }),
  );
  const outbox = join(dataDir, 'mail');
  return {
    async send({ to, subject, text, html, link }) {
      const info = await (await transport.get()).sendMail({ from, to, subject, text, html });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message);
      log.info({ to, subject, file }, 'mail written to the outbox');
      log.debug({ file, link }, 'link of the outbox mail');
    },
    close: transport.close,
  };
}
