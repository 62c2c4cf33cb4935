import { expect, it } from 'vitest';
import type { IngestBatch } from '../src/smpp/ports/ingest-store.js';
import { EsmeIngestStore } from '../src/modules/esme-messages/ingest-store.js';
import { EsmeReportStore } from '../src/modules/esme-messages/report-store.js';
import { createAccount } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';
import { esmeMessageRow as message, esmePartRow as part } from './support/esme-rows.js';

describeEachDialect('received SMS batch writes', (server) => {
  /** A user with an account, the stores, and the highest ids stored so far. */
  async function setUp(name: string) {
    const api = await server().signedInClient(`${name}@example.com`);
    const account = await createAccount(api);
    const { id: userId } = (await api.get('/api/user/profile/')).body as { id: number };
    const ingest = new EsmeIngestStore(server().db);
    const reports = new EsmeReportStore(server().db);
    const { transactions } = server().database;
    const repository = {
      writeBatch: (batch: IngestBatch) =>
        transactions.write((work) => ingest.addBatch(work, batch)),
      markReportsSent: (sent: Parameters<EsmeReportStore['addSent']>[1]) =>
        transactions.write((work) => reports.addSent(work, sent)),
      dueReports: reports.dueReports.bind(reports),
    };
    const { message: lastMessage, part: lastPart } = await ingest.maxIds();
    return { account, userId, repository, lastMessage, lastPart };
  }

  it('stores a batch whole or not at all, every column as given', async () => {
    const { account, userId, repository, lastMessage, lastPart } = await setUp('batch-writes');
    const [first, second] = [lastMessage + 1, lastMessage + 2];

    // The second part points at a message that does not exist: nothing of the batch is kept.
    await expect(
      repository.writeBatch({
        messages: [message(first, userId, account.id)],
        parts: [part(lastPart + 1, first, account.id), part(lastPart + 2, second, account.id)],
        progress: [],
      }),
    ).rejects.toThrow();
    const stored = () =>
      server()
        .db.selectFrom('esme_messages')
        .selectAll()
        .where('id', 'in', [first, second])
        .orderBy('id')
        .execute();
    expect(await stored()).toEqual([]);

    const rows = [message(first, userId, account.id), message(second, userId, account.id)];
    const parts = [part(lastPart + 1, first, account.id), part(lastPart + 2, second, account.id)];
    await repository.writeBatch({ messages: rows, parts, progress: [] });
    expect(await stored()).toEqual(rows);
    const storedParts = await server()
      .db.selectFrom('esme_message_parts')
      .selectAll()
      .where('id', 'in', [lastPart + 1, lastPart + 2])
      .orderBy('id')
      .execute();
    expect(storedParts.map((row) => Number(row.esme_message_id))).toEqual([first, second]);
    expect(storedParts[1]).toMatchObject({ short_message_hex: '6869', status: 'enroute' });
  });

  it('marks sent reports on their parts; a message reads its worst part, with the last text', async () => {
    const { account, userId, repository, lastMessage, lastPart } = await setUp('batch-reports');
    const [long, short] = [lastMessage + 1, lastMessage + 2];
    const due = (id: number, messageRowId: number) => ({
      ...part(id, messageRowId, account.id),
      report_due_at: 1,
      report_status: 'delivered',
    });
    await repository.writeBatch({
      messages: [message(long, userId, account.id), message(short, userId, account.id)],
      parts: [due(lastPart + 1, long), due(lastPart + 2, long), due(lastPart + 3, short)],
      progress: [],
    });

    const report = (partId: number, messageRowId: number, status: 'delivered' | 'undeliverable') =>
      ({ partId, messageRowId, status, dlrText: `stat of ${partId}`, doneAt: 5_000 }) as const;
    await repository.markReportsSent([
      report(lastPart + 1, long, 'undeliverable'),
      report(lastPart + 3, short, 'delivered'),
      report(lastPart + 2, long, 'delivered'),
    ]);

    const parts = await server()
      .db.selectFrom('esme_message_parts')
      .select(['id', 'status', 'dlr_text', 'done_at', 'report_due_at'])
      .where('id', '>', lastPart)
      .orderBy('id')
      .execute();
    expect(parts).toEqual([
      {
        id: lastPart + 1,
        status: 'undeliverable',
        dlr_text: `stat of ${lastPart + 1}`,
        done_at: 5_000,
        report_due_at: null,
      },
      {
        id: lastPart + 2,
        status: 'delivered',
        dlr_text: `stat of ${lastPart + 2}`,
        done_at: 5_000,
        report_due_at: null,
      },
      {
        id: lastPart + 3,
        status: 'delivered',
        dlr_text: `stat of ${lastPart + 3}`,
        done_at: 5_000,
        report_due_at: null,
      },
    ]);
    const messages = await server()
      .db.selectFrom('esme_messages')
      .select(['id', 'status', 'dlr_text'])
      .where('id', 'in', [long, short])
      .orderBy('id')
      .execute();
    expect(messages).toEqual([
      // One part of two undelivered: the message is not delivered, whichever receipt came last.
      { id: long, status: 'undeliverable', dlr_text: `stat of ${lastPart + 2}` },
      { id: short, status: 'delivered', dlr_text: `stat of ${lastPart + 3}` },
    ]);
    expect(await repository.dueReports(account.id, 10, 10)).toEqual([]);
  });
});
