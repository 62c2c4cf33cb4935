/** Texts the server answers about a route's references (a field message each; translated). */
export const UNKNOWN_ESME_ACCOUNT = 'Unknown ESME account';
export const UNKNOWN_SMSC_CONNECTION = 'Unknown SMSC connection';
/** PUT /api/route/order/ must list each route of the kind once, and no other. */
export const ROUTE_ORDER_MISMATCH = 'List every route of this kind exactly once';
