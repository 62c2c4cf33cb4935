import type { ReceiptStat } from '../dlr/receipt-stat.js';
import type { ResponseOf, SmppSession } from '../session/session.js';
import { textOf } from './message-assembly.js';
import { formatMessageId, receiptRequest } from './simulator-pdus.js';
import type { ReceivedSubmit, SmscSimulatorOptions } from './simulator-options.js';

/** Timers the simulator cancels all at once when it stops. */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();

  after(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      run();
    }, ms);
    this.pending.add(timer);
  }

  clear(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}

/**
 * How the simulator answers a submit_sm (as options.reply decides: accepted, refused, late or
 * never) and sends receipts, each answered deliver_sm_resp reported to `receipted`.
 */
export class SubmitAnswers {
  constructor(
    private readonly options: SmscSimulatorOptions,
    private readonly timers: Timers,
    private readonly receipted: (submit: ReceivedSubmit, status: number) => void,
  ) {}

  /** Answers the submit and, when it asks for one, sends its receipt after receiptDelayMs. */
  async answer(submit: ReceivedSubmit): Promise<void> {
    const reply = (await this.options.reply?.(submit)) ?? {};
    if (reply.silent) return;
    const status = reply.status ?? 0;
    const { session, pdu } = submit;
    const respond = () => {
      if (session.closed) return;
      const answer = status === 0 ? { message_id: submit.messageId } : { commandStatus: status };
      session.respond(pdu, answer);
      submit.status = status;
    };
    const delayMs = reply.delayMs ?? 0;
    if (delayMs > 0) this.timers.after(delayMs, respond);
    else respond();
    const stat = reply.receipt ?? 'DELIVRD';
    if (status !== 0 || stat === false || (pdu.registered_delivery & 0x03) === 0) return;
    // From the submit's arrival: a receipt may come before a late answer, as some SMSCs send it.
    const sinceArrival = performance.now() - submit.at;
    this.timers.after(Math.max(0, (this.options.receiptDelayMs ?? 20) - sinceArrival), () => {
      if (session.closed) return;
      this.sendReceipt(session, submit, stat, 1, bodyTextOf(submit)).catch(() => undefined);
    });
  }

  /** Sends the receipt of a message (`parts` submits, the first given) on the session. */
  async sendReceipt(
    session: SmppSession,
    submit: ReceivedSubmit,
    stat: ReceiptStat,
    parts: number,
    text: string,
  ): Promise<ResponseOf<'deliver_sm'>> {
    const { idFormat, idPrefix, receiptIdFormat, receiptTlvs } = this.options;
    const id = formatMessageId(submit.serial, receiptIdFormat ?? idFormat ?? 'decimal', idPrefix);
    const response = await session.request(
      receiptRequest(submit.pdu, {
        id,
        stat,
        sub: parts,
        submitDate: submit.receivedAt,
        text,
        tlvs: receiptTlvs !== false,
      }),
    );
    this.receipted(submit, response.commandStatus);
    return response;
  }
}

/** A part's text without its UDH, as a receipt quotes it. */
function bodyTextOf({ pdu }: ReceivedSubmit): string {
  const udh = (pdu.esm_class & 0x40) !== 0 ? (pdu.short_message[0] ?? -1) + 1 : 0;
  return textOf(pdu.short_message.subarray(udh), pdu.data_coding);
}
