import { createPdu, encodePdu } from '@routelab/smpp';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { migrateDown, migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { UsersRepository } from '../src/modules/users/repository.js';
import { describeEachDialect } from './support/dialects.js';
import { esmeMessageRow, esmePartRow } from './support/esme-rows.js';

const names = Object.keys(migrations).sort();

/** Reverts migrations, newest first, down to and including `name`. */
async function revertThrough(db: Db, name: string): Promise<void> {
  for (const newer of names.filter((other) => other >= name).reverse()) {
    expect(await migrateDown(db)).toEqual([`${newer} Down Success`]);
  }
}

/** What applying every migration from `name` on reports. */
const upFrom = (name: string) =>
  names.filter((other) => other >= name).map((other) => `${other} Up Success`);

/** An ESME account of `userId`, inserted as the early migrations' columns have it. */
async function insertClient(db: Db, userId: number, systemId: string) {
  const now = Date.now();
  return db
    .insertInto('clients')
    .values({
      user_id: userId,
      name: 'Migrated',
      system_id: systemId,
      password_hash: 'x',
      allowed_ips: '',
      max_binds: 1,
      throughput_limit: 0,
      dlr_policy: '{}',
      enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A received message with one part (whose id is its message id), as 0003-esme stores them. */
async function insertMessage(
  db: Db,
  owner: { userId: number; clientId: number },
  fields: { id: number; partId: number; status: string; command_status: number },
) {
  const { id, partId, status, command_status } = fields;
  const message = esmeMessageRow(id, owner.userId, owner.clientId, {
    message_id: String(partId),
    status,
    command_status,
  });
  await db.insertInto('esme_messages').values(withoutLaterColumns(message)).execute();
  const part = esmePartRow(partId, id, owner.clientId, {
    status,
    command_status,
    report_due_at: message.created_at + 1000,
  });
  await db.insertInto('esme_message_parts').values(withoutLaterColumns(part)).execute();
  return message;
}

/** Columns added later (0015, 0022) than the migrations these tests revert through. */
const LATER_COLUMNS = new Set([
  'scheduled_at',
  'valid_until',
  'replaced_by',
  'outcome_at',
  'cost_micros',
]);

/** A row as the early migrations' tables take it. */
function withoutLaterColumns<Row extends object>(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).filter(([column]) => !LATER_COLUMNS.has(column)),
  ) as Row;
}

describeEachDialect('migrations', (server) => {
  it('are applied once, revert one by one and apply again', async () => {
    const { db } = server();
    const tables = async () =>
      (await db.introspection.getTables())
        .map((t) => t.name)
        .filter((n) => !n.startsWith('kysely_'))
        .sort();

    expect(await migrateToLatest(db)).toEqual([]);
    const all = await tables();
    expect(all).toEqual(expect.arrayContaining(['sessions', 'tokens', 'users']));
    for (const name of [...names].reverse()) {
      expect(await migrateDown(db)).toEqual([`${name} Down Success`]);
    }
    expect(await tables()).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(names.map((name) => `${name} Up Success`));
    expect(await tables()).toEqual(all);
  });

  it('keeps e-mails unique and money as exact integers', async () => {
    const { db } = server();
    const user = await server().createUser('money@example.com', 'money-Pass-1');
    const micros = 9_007_199_254; // about 9007 USD, exact in micro-dollars
    await db
      .updateTable('users')
      .set({ balance_micros: micros })
      .where('id', '=', user.id)
      .execute();
    const row = await db
      .selectFrom('users')
      .select('balance_micros')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.balance_micros).toBe(micros);
    await expect(
      sql`insert into users (email, password_hash, created_at) values ('money@example.com', 'x', 0)`.execute(
        db,
      ),
    ).rejects.toThrow();
  });

  it('keeps received messages, their parts and cascades across the lean-ingest rebuild', async () => {
    const { db } = server();
    const user = await server().createUser('lean@example.com', 'lean-Pass-1');
    await revertThrough(db, '0004-lean-ingest');
    const client = await insertClient(db, user.id, 'lean');
    const message = await insertMessage(
      db,
      { userId: user.id, clientId: client.id },
      { id: 7_000_000_001, partId: 42, status: 'enroute', command_status: 0 },
    );

    expect(await migrateToLatest(db)).toEqual(upFrom('0004-lean-ingest'));
    const stored = await db.selectFrom('esme_messages').selectAll().executeTakeFirstOrThrow();
    expect(stored).toEqual(message);
    const part = await db.selectFrom('esme_message_parts').selectAll().executeTakeFirstOrThrow();
    expect(part).toMatchObject({
      id: 42,
      esme_message_id: message.id,
      report_due_at: message.created_at + 1000,
    });
    // Foreign keys are on again: deleting the account takes its messages and their parts.
    await db.deleteFrom('clients').where('id', '=', client.id).execute();
    expect(await db.selectFrom('esme_message_parts').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('esme_messages').selectAll().execute()).toEqual([]);
  });

  it('keeps PDU logs across the lean-pdu-logs rebuild; deleting a user deletes their logs', async () => {
    const { db } = server();
    const kept = await server().createUser('kept-logs@example.com', 'kept-Pass-1');
    const gone = await server().createUser('gone-logs@example.com', 'gone-Pass-1');
    await revertThrough(db, '0005-lean-pdu-logs');
    const row = (userId: number, sequence: number) => ({
      side: 'esme' as const,
      user_id: userId,
      connection_id: 3,
      session_id: 's1',
      direction: 'in' as const,
      command_id: 4,
      command_status: 0,
      sequence_number: sequence,
      message_id: null,
      length: 3,
      raw: Buffer.from([1, 2, 3]),
      created_at: 1_000 + sequence,
    });
    await db
      .insertInto('pdu_logs')
      .values([row(kept.id, 1), row(gone.id, 2)])
      .execute();
    const before = await db.selectFrom('pdu_logs').selectAll().orderBy('id').execute();

    expect(await migrateToLatest(db)).toEqual(upFrom('0005-lean-pdu-logs'));
    const after = await db.selectFrom('pdu_logs').selectAll().orderBy('id').execute();
    // 0018 adds a column, 0 for the rows it finds; 0034 one with nothing to search in them.
    expect(after).toEqual(
      before.map((log) => ({ ...log, unmatched_receipt: 0, search_text: null })),
    );
    // Ids go on growing after the copy (retention relies on it).
    const { id } = await db
      .insertInto('pdu_logs')
      .values(row(kept.id, 3))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(before[1]!.id);

    const users = new UsersRepository(db, server().database.reads);
    await server().database.transactions.write((work) => users.addDelete(work, gone.id));
    const left = await db.selectFrom('pdu_logs').select('user_id').execute();
    expect(left.map((r) => r.user_id)).toEqual([kept.id, kept.id]);
  });

  it('marks refused submits failed, and leaves rejected receipts rejected', async () => {
    const { db } = server();
    const user = await server().createUser('refused@example.com', 'refused-Pass-1');
    await revertThrough(db, '0008-refused-submits-failed');
    const owner = { userId: user.id, clientId: (await insertClient(db, user.id, 'refused')).id };
    await insertMessage(db, owner, { id: 1, partId: 1, status: 'rejected', command_status: 0x45 });
    await insertMessage(db, owner, { id: 2, partId: 2, status: 'rejected', command_status: 0 });
    const statuses = async () =>
      [
        ...(await db.selectFrom('esme_messages').select('status').orderBy('id').execute()),
        ...(await db.selectFrom('esme_message_parts').select('status').orderBy('id').execute()),
      ].map((row) => row.status);

    expect(await migrateToLatest(db)).toEqual(upFrom('0008-refused-submits-failed'));
    expect(await statuses()).toEqual(['failed', 'rejected', 'failed', 'rejected']);
    await revertThrough(db, '0008-refused-submits-failed');
    expect(await statuses()).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    await migrateToLatest(db);
  });

  it('keeps verifying the certificates of gateways made before the TLS options', async () => {
    const { db } = server();
    const user = await server().createUser('tls-options@example.com', 'tls-Pass-1');
    await revertThrough(db, '0011-gateway-tls-options');
    const now = Date.now();
    await sql`insert into gateways (user_id, name, host, port, tls, system_id, password_enc,
      bind_type, interface_version, addr_ton, addr_npi, enquire_link_interval, reconnect_delay,
      window_size, throughput_limit, enabled, created_at, updated_at)
      values (${user.id}, 'Old', 'smsc.example.net', 3550, 1, 'old', 'sealed', 'trx', 52, 0, 0,
      30, 5, 10, 0, 1, ${now}, ${now})`.execute(db);

    expect(await migrateToLatest(db)).toEqual(upFrom('0011-gateway-tls-options'));
    const row = await db
      .selectFrom('gateways')
      .select(['tls', 'tls_verify', 'tls_ca'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ tls: 1, tls_verify: 1, tls_ca: null });
  });

  it('reads data_coding 0 as GSM 03.38 on gateways made before the default charset', async () => {
    const { db } = server();
    const user = await server().createUser('default-charset@example.com', 'charset-Pass-1');
    await revertThrough(db, '0013-gateway-default-charset');
    const now = Date.now();
    await sql`insert into gateways (user_id, name, host, port, tls, system_id, password_enc,
      bind_type, interface_version, addr_ton, addr_npi, enquire_link_interval, reconnect_delay,
      window_size, throughput_limit, enabled, created_at, updated_at)
      values (${user.id}, 'Old', 'smsc.example.net', 2775, 0, 'old', 'sealed', 'trx', 52, 0, 0,
      30, 5, 10, 0, 1, ${now}, ${now})`.execute(db);

    expect(await migrateToLatest(db)).toEqual(upFrom('0013-gateway-default-charset'));
    const row = await db
      .selectFrom('gateways')
      .select('default_charset')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ default_charset: 'gsm7' });
  });

  it('masks the bind passwords logged before masking came in', async () => {
    const { db } = server();
    const user = await server().createUser('masked@example.com', 'masked-Pass-1');
    await revertThrough(db, '0009-mask-logged-bind-passwords');
    const bind = encodePdu(
      createPdu('bind_transceiver', { system_id: 'shop', password: 'hunter2' }),
    );
    await db
      .insertInto('pdu_logs')
      .values({
        side: 'esme',
        user_id: user.id,
        connection_id: 1,
        session_id: 's1',
        direction: 'in',
        command_id: 0x00000009,
        command_status: 0,
        sequence_number: 1,
        message_id: null,
        length: bind.length,
        raw: bind,
        created_at: 1_000,
      })
      .execute();

    expect(await migrateToLatest(db)).toEqual(upFrom('0009-mask-logged-bind-passwords'));
    const { raw } = await db
      .selectFrom('pdu_logs')
      .select('raw')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const text = Buffer.from(raw as Uint8Array).toString('latin1');
    expect(text).toContain('shop\0*******\0');
    expect(text).not.toContain('hunter2');
  });

  it('gives long messages reported on before the worst outcome of their parts', async () => {
    const { db } = server();
    const user = await server().createUser('worst-part@example.com', 'worst-Pass-1');
    await revertThrough(db, '0012-long-message-worst-outcome');
    const { id: clientId } = await insertClient(db, user.id, 'worstpart');
    const message = (id: number, parts: number, status: string) =>
      withoutLaterColumns(
        esmeMessageRow(100 + id, user.id, clientId, { parts, parts_received: parts, status }),
      );
    const part = (id: number, messageId: number, seq: number, status: string) =>
      withoutLaterColumns(esmePartRow(100 + id, 100 + messageId, clientId, { seq, status }));
    await db
      .insertInto('esme_messages')
      .values([
        message(1, 3, 'delivered'),
        message(2, 2, 'delivered'),
        message(3, 2, 'enroute'),
        message(4, 1, 'delivered'),
      ])
      .execute();
    await db
      .insertInto('esme_message_parts')
      .values([
        part(1, 1, 1, 'delivered'),
        part(2, 1, 2, 'undeliverable'),
        part(3, 1, 3, 'delivered'),
        // Receipt asked on the last part only: the other counts for nothing.
        part(4, 2, 1, 'enroute'),
        part(5, 2, 2, 'delivered'),
        part(6, 3, 1, 'enroute'),
        part(7, 3, 2, 'enroute'),
        part(8, 4, 1, 'expired'),
      ])
      .execute();

    expect(await migrateToLatest(db)).toEqual(upFrom('0012-long-message-worst-outcome'));
    const rows = await db
      .selectFrom('esme_messages')
      .select('status')
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute();
    // A one-part message is left as it was.
    expect(rows.map((row) => row.status)).toEqual([
      'undeliverable',
      'delivered',
      'enroute',
      'delivered',
    ]);
  });

  it('starts the id blocks above the ESME ids stored before them', async () => {
    const { db } = server();
    const user = await server().createUser('id-blocks@example.com', 'blocks-Pass-1');
    await revertThrough(db, '0019-id-blocks');
    const owner = { userId: user.id, clientId: (await insertClient(db, user.id, 'blocks')).id };
    await insertMessage(db, owner, {
      id: 90_001,
      partId: 95_001,
      status: 'enroute',
      command_status: 0,
    });
    expect(await migrateToLatest(db)).toEqual(upFrom('0019-id-blocks'));
    const blocks = await db.selectFrom('id_blocks').selectAll().orderBy('name').execute();
    expect(blocks.map((block) => [block.name, Number(block.next_id)])).toEqual([
      ['esme_message_parts', 95_002],
      ['esme_messages', 90_002],
    ]);
  });

  it("keys the PDU log's user index by (user_id, side) on SQLite, whose index entries end with the id", async () => {
    const { db } = server();
    const postgres = server().dialect === 'postgres';
    const indexes = async () => {
      const { rows } = postgres
        ? await sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename = 'pdu_logs' and indexname like 'pdu_logs_user%'`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'pdu_logs' and name like 'pdu_logs_user%'`.execute(
            db,
          );
      return rows.map((row) => row.name);
    };
    expect(await indexes()).toEqual([postgres ? 'pdu_logs_user_side_id' : 'pdu_logs_user_side']);
    await revertThrough(db, '0030-pdu-log-user-index');
    expect(await indexes()).toEqual(['pdu_logs_user_side_id']);
    expect(await migrateToLatest(db)).toEqual(upFrom('0030-pdu-log-user-index'));
  });
  it("gives each open webhook delivery its job, in its webhook's order, with its attempts", async () => {
    const { db } = server();
    const user = await server().createUser('webhook-jobs@example.com', 'hooks-Pass-1');
    const client = await insertClient(db, user.id, 'hookjobs');
    await revertThrough(db, '0032-webhook-delivery-jobs');
    const now = Date.now();
    // Disabled: the server's job runner, which runs beside, leaves its deliveries waiting.
    const webhook = await db
      .insertInto('webhooks')
      .values({
        user_id: user.id,
        client_id: client.id,
        gateway_id: null,
        url: 'http://127.0.0.1:9/hook',
        secret: 'sealed',
        secret_prefix: 'whsec',
        events: '["message.received"]',
        enabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delivery = (status: string, attempts: number, next: number | null) =>
      db
        .insertInto('webhook_deliveries')
        .values({
          webhook_id: webhook.id,
          event: 'message.received',
          event_id: `evt_${status}`,
          payload: '{}',
          status,
          attempts,
          created_at: now,
          next_attempt_at: next,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const retrying = await delivery('retrying', 2, now + 60_000);
    const pending = await delivery('pending', 0, now);
    await delivery('delivered', 1, null);

    expect(await migrateToLatest(db)).toEqual(upFrom('0032-webhook-delivery-jobs'));
    const jobs = await db
      .selectFrom('jobs')
      .select(['id', 'payload', 'ordering_key', 'attempts', 'max_attempts'])
      .where('name', '=', 'webhook.delivery')
      .orderBy('id')
      .execute();
    expect(
      jobs.map(({ id: _id, ...job }) => ({ ...job, payload: JSON.parse(job.payload) })),
    ).toEqual([
      {
        payload: { delivery_id: retrying.id },
        ordering_key: `webhook:${webhook.id}`,
        attempts: 2,
        max_attempts: 1000,
      },
      {
        payload: { delivery_id: pending.id },
        ordering_key: `webhook:${webhook.id}`,
        attempts: 0,
        max_attempts: 1000,
      },
    ]);
  });
});
