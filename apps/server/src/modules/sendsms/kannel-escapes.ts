/** Kannel's octstr_url_encode: letters, digits and -_.!~*'() stay, a space is '+'. */
export function kannelUrlEncode(value: string | Buffer): string {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  let out = '';
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    if (byte === 0x20) out += '+';
    else if (/[A-Za-z0-9\-_.!~*'()]/.test(char)) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** What a delivery report's dlr-url escapes are filled from (Kannel's DLR message). */
export interface DlrEscapeValues {
  /** %d: the report type, a dlr-mask bit (1 delivered, 2 failed, 4 buffered, 8/16 SMSC). */
  type: number;
  /** %A, %a, %b, %k: the report's text (the receipt, or "ACK/", "NACK/…"). */
  text: string;
  /** %p: the number the message went to; %P: its sender. */
  receiver: string;
  sender: string;
  /** %i: the SMSC (the gateway's name). */
  smscId: string;
  /** %I: the message's id. */
  messageId: string;
  /** %F: the id the SMSC gave it. */
  foreignId: string;
  /** %t, %T: when the report came, in Unix seconds. */
  time: number;
  /** %n: the sendsms user. */
  service: string;
  /** %D: the request's meta-data. */
  metaData: string;
  /** %R: the dlr-url itself. */
  dlrUrl: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** %t: "2026-11-26+21:34:27" (GMT), as Kannel writes it into a URL. */
function kannelTime(seconds: number): string {
  const at = new Date(seconds * 1000);
  return (
    `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}+` +
    `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`
  );
}

/** %q, %Q: a number starting 00 becomes %2B and the rest. */
const plusForm = (number: string) =>
  number.startsWith('00') ? `%2B${kannelUrlEncode(number.slice(2))}` : kannelUrlEncode(number);

/**
 * Fills a dlr-url's escape codes as Kannel's urltrans does for a delivery report. Codes without a
 * value here expand to nothing; an unknown code stays as written (Kannel keeps "%x").
 */
export function fillDlrUrl(pattern: string, values: DlrEscapeValues): string {
  const words = values.text.split(/\s+/).filter(Boolean);
  return pattern.replace(/%(.)/gs, (whole, code: string) => {
    switch (code) {
      case 'a':
        return words.map(kannelUrlEncode).join('+');
      case 'A':
      case 'b':
        return kannelUrlEncode(values.text);
      case 'k':
        return words[0] === undefined ? '' : kannelUrlEncode(words[0]);
      case 'd':
        return String(values.type);
      case 'D':
        return kannelUrlEncode(values.metaData);
      case 'F':
        return kannelUrlEncode(values.foreignId);
      case 'i':
        return kannelUrlEncode(values.smscId);
      case 'I':
        return values.messageId;
      case 'n':
        return kannelUrlEncode(values.service);
      case 'p':
        return kannelUrlEncode(values.receiver);
      case 'P':
        return kannelUrlEncode(values.sender);
      case 'q':
        return plusForm(values.receiver);
      case 'Q':
        return plusForm(values.sender);
      case 'R':
        return kannelUrlEncode(values.dlrUrl);
      case 't':
        return kannelTime(values.time);
      case 'T':
        return String(values.time);
      case 'B':
      case 'f':
      case 'o':
      case 'u':
      case 'v':
      case 'V':
        return '';
      case '%':
        return '%';
      default:
        return whole;
    }
  });
}
