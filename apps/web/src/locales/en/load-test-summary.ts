/** English strings of the load-test summary and the Load tests page; ru and uk mirror them. */
export const loadTestSummaryEn = {
  title: 'Load tests',
  subtitle: 'Past load tests with their figures, newest first; open one for its summary.',
  link: 'Load tests',
  empty: 'No load tests yet: start one with "Load test" in a gateway\'s actions on the SMSC List.',
  columns: {
    started: 'Started',
    gateway: 'Gateway',
    total: 'Messages',
    rate: 'msg/s',
    duration: 'Duration',
    outcomes: 'Delivered / failed',
    state: 'State',
    actions: 'Summary',
  },
  open: 'Open the summary of the test started {{started}}',
  dialogTitle: 'Load test of {{started}}',
  heading: 'Summary',
  close: 'Close',
  figures: {
    duration: 'Duration',
    rate: 'Achieved msg/s',
    delivered: 'Delivered',
    not_delivered: 'Not delivered',
    failed: 'Failed',
    no_answer: 'No answer yet',
  },
  latency: {
    title: 'Latency, ms (nearest rank)',
    submit: 'Submit → submit_sm_resp',
    receipt: 'Submit → final receipt',
    samples: '{{submit}} responses, {{receipt}} receipts',
  },
  failures: {
    title: 'Failures by command_status',
    none: 'No failures',
    notSent: 'Never sent: the test was stopped or its gateway removed',
    parts: '{{count}} parts',
  },
  export: 'Export CSV',
  none: '—',
};

export type LoadTestSummaryStrings = typeof loadTestSummaryEn;
