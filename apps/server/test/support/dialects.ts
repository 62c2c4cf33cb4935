import { afterAll, beforeAll, describe } from 'vitest';
import type { DialectName } from '../../src/db/database.js';
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
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await TestServer.start(dialect, options);
      });
      afterAll(async () => {
        await server?.stop();
      });
      suite(() => {
        if (!server) throw new Error(`the ${dialect} test server did not start`);
        return server;
      });
    });
  }
}
