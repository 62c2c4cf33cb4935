import { SmppSessionClosedError, SmppTimeoutError } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import { UNANSWERED, unanswered } from './submit-answer.js';

const wire = { sessionId: 's1', sequenceNumber: 7, at: 1_000 };

describe('unanswered', () => {
  it('says a late response was late, not that the connection ended', () => {
    const answer = unanswered(wire, 31_000, new SmppTimeoutError('submit_sm', 7, 30_000));
    expect(answer).toMatchObject({ status: 'unknown', commandStatus: null, messageId: null });
    expect(answer.error).toBe(
      'No submit_sm_resp within 30 s (the bind stayed up); not resent, since the SMSC may have accepted it.',
    );
  });

  it('says the connection ended when it did', () => {
    const answer = unanswered(wire, 2_000, new SmppSessionClosedError('peer-closed'));
    expect(answer.error).toBe(UNANSWERED);
  });
});
