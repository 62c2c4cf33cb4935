import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable soft breaks and escapes, enough to read links. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Waits for a message to `to` in `$DATA_DIR/mail/` and returns the path and query of its link
 * to `pathname` (the link's host is PUBLIC_URL; the caller opens it on its own base URL).
 */
export async function readMailLink(dataDir: string, to: string, pathname: string): Promise<string> {
  const pattern = new RegExp(
    `https?://[^\\s"'<>]+(${pathname.replace(/\//g, '\\/')}\\?token=[\\w.%-]+)`,
  );
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(join(dataDir, 'mail')).filter((name) => name.endsWith('.eml'));
    } catch {
      // The outbox folder appears with the first message.
    }
    for (const file of files) {
      const message = decodeQuotedPrintable(readFileSync(join(dataDir, 'mail', file), 'utf8'));
      if (!message.toLowerCase().includes(to.toLowerCase())) continue;
      const match = pattern.exec(message);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with a ${pathname} link`);
}
