/** English strings of Sent SMS's load-test filters; ru and uk mirror them. */
export const loadTestFiltersEn = {
  hide: 'Hide load tests',
  only: 'Load test {{id}}',
  showMessages: "Show this test's messages",
};

export type LoadTestFiltersStrings = typeof loadTestFiltersEn;
