/**
 * The texts of requests refused before any route reads them (the router, the HTTP parser, the
 * error handler's fallbacks). Each has ru and uk entries in src/i18n.
 */
export const requestMessages = {
  notFound: 'Not found.',
  badUrl: 'The address is malformed: it has an invalid percent-encoding.',
  malformed: 'The request is malformed.',
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
  notProcessed: 'The request cannot be processed.',
  internal: 'Internal server error',
} as const;
