/** Why a sent part failed without an answer from the SMSC (shown on the part). */
export const AMBIGUOUS_RESTART =
  'Interrupted by a server restart after it may have reached the SMSC; not resent to avoid a duplicate.';
export const GATEWAY_DELETED = 'Its gateway was deleted before it was sent.';
export const LOAD_TEST_STOPPED = 'Its load test was stopped before it was sent.';
