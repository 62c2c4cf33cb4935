import type { PduHeader } from '@routelab/smpp';
import { expect, it } from 'vitest';
import type { Work } from '../src/db/work.js';
import { EsmeIngestStore } from '../src/modules/esme-messages/ingest-store.js';
import { PduLogBatch } from '../src/modules/logs/pdu-log-batch.js';
import { PduLogRepository } from '../src/modules/logs/repository.js';
import { createAccount } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';
import { esmeMessageRow as message, esmePartRow as part } from './support/esme-rows.js';

/**
 * Transactions: the writes of several repositories in one transaction (`write`: on the SQLite
 * writer thread, the ingest path, and in a PostgreSQL transaction), and read-write transactions.
 */
describeEachDialect('transactions', (server) => {
  const transactions = () => server().database.transactions;
  const logRepository = () => new PduLogRepository(server().db, server().database.reads);

  async function setUp(name: string) {
    const api = await server().signedInClient(`${name}@example.com`);
    const account = await createAccount(api);
    const { id: userId } = (await api.get('/api/user/profile/')).body as { id: number };
    const messages = new EsmeIngestStore(server().db);
    const { message: lastMessage, part: lastPart } = await messages.maxIds();
    /** One received message (and its part), as the ingest batch writes it. */
    const batch = (offset: number) => ({
      messages: [message(lastMessage + offset, userId, account.id)],
      parts: [part(lastPart + offset, lastMessage + offset, account.id)],
      progress: [],
    });
    const storedMessages = async () =>
      (
        await server()
          .db.selectFrom('esme_messages')
          .select('id')
          .where('id', '>', lastMessage)
          .orderBy('id')
          .execute()
      ).map((row) => row.id - lastMessage);
    return { account, userId, messages, batch, storedMessages };
  }

  /** A PDU log batch of `count` enquire_links of `userId`'s account. */
  function logBatch(userId: number, connectionId: number, count: number): PduLogBatch {
    const logs = new PduLogBatch();
    const target = { side: 'esme' as const, userId, connectionId, sessionId: 'unit-of-work' };
    for (let sequence = 1; sequence <= count; sequence++) {
      const header: PduHeader = {
        commandLength: 16,
        commandId: 0x15,
        commandStatus: 0,
        sequenceNumber: sequence,
      };
      const raw = Buffer.alloc(16);
      raw.writeUInt32BE(16, 0);
      raw.writeUInt32BE(0x15, 4);
      raw.writeUInt32BE(sequence, 12);
      logs.add(target, 'in', raw, header, null, Date.now());
    }
    return logs;
  }

  const balanceOf = async (userId: number) =>
    (
      await server()
        .db.selectFrom('users')
        .select('balance_micros')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).balance_micros;

  it('commits the writes of two repositories together and answers the inserted ids', async () => {
    const { account, userId, messages, batch, storedMessages } = await setUp('uow-together');
    const logs = logRepository();

    const inserted = await transactions().write((work) => {
      messages.addBatch(work, batch(1));
      return logs.addBatch(work, logBatch(userId, account.id, 3));
    });

    expect(await storedMessages()).toEqual([1]);
    expect(inserted.ids).toHaveLength(3);
    const stored = await server()
      .db.selectFrom('pdu_logs')
      .select(['id', 'sequence_number'])
      .where('id', 'in', inserted.ids)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.sequence_number)).toEqual([1, 2, 3]);
    expect(stored.map((row) => row.id)).toEqual(inserted.ids);
  });

  it('rolls back the first repository when the second one fails', async () => {
    const { account, userId, messages, batch, storedMessages } = await setUp('uow-rollback');
    const logs = logRepository();
    const logCount = async () =>
      Number(
        (
          await server()
            .db.selectFrom('pdu_logs')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('session_id', '=', 'unit-of-work')
            .executeTakeFirstOrThrow()
        ).count,
      );
    const logsBefore = await logCount();

    // The second message's part names a message that does not exist: the logs go too.
    const broken = batch(1);
    broken.parts.push(part(broken.parts[0]!.id + 1, broken.messages[0]!.id + 1, account.id));
    await expect(
      transactions().write((work) => {
        logs.addBatch(work, logBatch(userId, account.id, 2));
        messages.addBatch(work, broken);
      }),
    ).rejects.toThrow();

    expect(await storedMessages()).toEqual([]);
    expect(await logCount()).toBe(logsBefore);
    // The database goes on: the next unit commits.
    await transactions().write((work) => messages.addBatch(work, batch(2)));
    expect(await storedMessages()).toEqual([2]);
  });

  it('joins another table to the ingest batch; a failing statement rolls the batch back', async () => {
    const { userId, messages, batch, storedMessages } = await setUp('uow-ingest');
    const before = await balanceOf(userId);
    // A compiled Kysely query, as a ledger's balance update could be.
    const credit = (work: Work, micros: number) =>
      work.query(
        server()
          .db.updateTable('users')
          .set((eb) => ({ balance_micros: eb('balance_micros', '+', micros) }))
          .where('id', '=', userId),
      );

    await transactions().write((work) => {
      messages.addBatch(work, batch(1));
      credit(work, 7);
    });
    expect(await storedMessages()).toEqual([1]);
    expect(await balanceOf(userId)).toBe(before + 7);

    await expect(
      transactions().write((work) => {
        messages.addBatch(work, batch(2));
        credit(work, 5);
        work.run('update users set email = null where id = ?', [userId]);
      }),
    ).rejects.toThrow();
    expect(await storedMessages()).toEqual([1]);
    expect(await balanceOf(userId)).toBe(before + 7);
  });

  it('fails the unit when a guarded statement changes no row (a charge the balance does not cover)', async () => {
    const { userId, messages, batch, storedMessages } = await setUp('uow-guard');
    const charge = (work: Work, micros: number) =>
      work.run(
        'update users set balance_micros = balance_micros - ? where id = ? and balance_micros >= ?',
        [micros, userId, micros],
        { unchangedError: 'insufficient balance' },
      );

    await transactions().write((work) => {
      messages.addBatch(work, batch(1));
      work.run('update users set balance_micros = ? where id = ?', [5, userId]);
      charge(work, 5);
    });
    expect(await balanceOf(userId)).toBe(0);

    await expect(
      transactions().write((work) => {
        messages.addBatch(work, batch(2));
        charge(work, 1);
      }),
    ).rejects.toThrow('insufficient balance');
    expect(await storedMessages()).toEqual([1]);
    expect(await balanceOf(userId)).toBe(0);
  });

  it('keeps units made one after another in their order, and rejects each failed one alone', async () => {
    const { userId, messages, batch, storedMessages } = await setUp('uow-order');
    const failing = transactions().write((work) => {
      messages.addBatch(work, batch(2));
      work.run('update users set email = null where id = ?', [userId]);
    });
    const results = await Promise.allSettled([
      transactions().write((work) => messages.addBatch(work, batch(1))),
      failing,
      transactions().write((work) => messages.addBatch(work, batch(3))),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await storedMessages()).toEqual([1, 3]);
  });

  it('reads its own writes inside a read-write transaction and commits its work with them', async () => {
    const { userId, messages, batch, storedMessages } = await setUp('uow-read-write');
    const before = await balanceOf(userId);
    const seen = await transactions().readWrite(async (trx, work) => {
      await trx
        .updateTable('users')
        .set((eb) => ({ balance_micros: eb('balance_micros', '+', 3) }))
        .where('id', '=', userId)
        .execute();
      const row = await trx
        .selectFrom('users')
        .select('balance_micros')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      messages.addBatch(work, batch(1));
      return row.balance_micros;
    });
    expect(seen).toBe(before + 3);
    expect(await storedMessages()).toEqual([1]);
    expect(await balanceOf(userId)).toBe(before + 3);
  });

  it('rolls back a read-write transaction whose work fails, with what it wrote itself', async () => {
    const { userId, messages, batch, storedMessages } = await setUp('uow-read-write-fail');
    const before = await balanceOf(userId);
    await expect(
      transactions().readWrite(async (trx, work) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ balance_micros: eb('balance_micros', '+', 3) }))
          .where('id', '=', userId)
          .execute();
        messages.addBatch(work, batch(1));
        work.run('update users set email = null where id = ?', [userId]);
      }),
    ).rejects.toThrow();
    expect(await storedMessages()).toEqual([]);
    expect(await balanceOf(userId)).toBe(before);
  });
});
