import { afterAll, beforeAll, describe, it } from 'vitest';
import type { DialectName } from '../../src/db/database.js';
import { PG_MISSING_MESSAGE } from './postgres.js';
import { TestServer, type TestServerOptions } from './test-server.js';

export const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

/**
 * Runs the same suite against SQLite and PostgreSQL, each with its own server and database.
 * Without TEST_DATABASE_URL the PostgreSQL half fails (never skips) with instructions.
 */
export function describeEachDialect(
  name: string,
  suite: (server: () => TestServer) => void,
  options: TestServerOptions = {},
): void {
  for (const dialect of DIALECTS) {
    describe(`${name} [${dialect}]`, () => {
      if (dialect === 'postgres' && !process.env.TEST_DATABASE_URL) {
        // Fails (never skips): a missing PostgreSQL must not pass unnoticed.
        it('needs PostgreSQL', () => {
          throw new Error(PG_MISSING_MESSAGE);
        });
        return;
      }
      let server: TestServer | undefined;
      let startError: unknown;
      // A start failure (e.g. no PostgreSQL) is rethrown by every test so each one fails with
      // the reason; failing only the hook would report the tests as skipped.
      beforeAll(async () => {
        try {
          server = await TestServer.start(dialect, options);
        } catch (error) {
          startError = error;
        }
      });
      afterAll(async () => {
        await server?.stop();
      });
      suite(() => {
        if (!server) throw startError ?? new Error(`the ${dialect} test server did not start`);
        return server;
      });
    });
  }
}
