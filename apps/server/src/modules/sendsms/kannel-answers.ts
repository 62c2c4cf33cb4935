/** What Kannel's smsbox answers a sendsms request with (gw/smsbox.c), status and text. */
export interface KannelAnswer {
  status: number;
  text: string;
}

const answer = (status: number, text: string): KannelAnswer => ({ status, text });

export const KANNEL_ANSWERS = {
  accepted: answer(202, '0: Accepted for delivery'),
  queued: answer(202, '3: Queued for later delivery'),
  authorization: answer(403, 'Authorization failed for sendsms'),
  missingTo: answer(400, 'Missing receiver number, rejected'),
  emptyTo: answer(400, 'Empty receiver number not allowed, rejected'),
  missingPostTo: answer(400, 'Missing receiver(s) number(s), rejected'),
  denied: answer(400, 'Number(s) has/have been denied by white- and/or black-lists.'),
  missingSender: answer(400, 'Sender missing and no global set, rejected'),
  udhMisformed: answer(400, 'UDH field misformed, rejected'),
  udhTooLong: answer(400, 'UDH field is too long, rejected'),
  dlrUrl: answer(400, 'DLR-URL field misformed, rejected'),
  dlrMask: answer(400, 'DLR-Mask field misformed, rejected'),
  mclass: answer(400, 'MClass field misformed, rejected'),
  pid: answer(400, 'PID field misformed, rejected'),
  altDcs: answer(400, 'Alt-DCS field misformed, rejected'),
  mwi: answer(400, 'MWI field misformed, rejected'),
  coding: answer(400, 'Coding field misformed, rejected'),
  validity: answer(400, 'Validity field misformed, rejected'),
  deferred: answer(400, 'Deferred field misformed, rejected'),
  priority: answer(400, 'Priority field misformed, rejected'),
  charset: answer(400, 'Charset or body misformed, rejected'),
  contentType: answer(400, 'Invalid content-type'),
  notRoutable: answer(403, 'Not routable. Do not try again.'),
  temporary: answer(503, 'Temporal failure, try again later.'),
  /** RouteLab's own: the balance does not cover the message (Kannel has no balance). */
  balance: answer(402, 'Insufficient balance. Top up in the console, then try again.'),
} as const;

/** RouteLab's own: a dlr-url this server never calls (its address, or credentials in it). */
export const dlrUrlNotAllowed = (reason: string): KannelAnswer =>
  answer(400, `DLR-URL not allowed (${reason}), rejected`);
