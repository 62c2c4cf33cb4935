import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_MISSING_MESSAGE =
  'TEST_DATABASE_URL is not set: the PostgreSQL half of the integration suite needs a server. ' +
  'Run through "npm run test:all", or "source scripts/test-postgres.sh && start_test_postgres" ' +
  'in this shell first.';

/** A fresh database inside the test cluster, dropped again by `drop`. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error(PG_MISSING_MESSAGE);
  const name = `routelab_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
