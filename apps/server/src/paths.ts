import { fileURLToPath } from 'node:url';

/**
 * The built console, apps/web/dist. Resolved from this file's own location, which is
 * apps/server/src (tsx, tests) or apps/server/dist (the build): both are two levels below apps/.
 */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));
