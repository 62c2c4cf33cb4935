import type { Kysely, Migration } from 'kysely';

/**
 * Sending receipts to ESMEs: the session a part was submitted on (its receipt goes back there
 * while it is bound), and the refusals of a receipt: how many deliver_sm the ESME refused, the
 * last command_status, and when the server gave up (the retry time is report_due_at).
 * One column per statement: SQLite alters a table one change at a time.
 */
export const receiptDelivery: Migration = {
  async up(db: Kysely<unknown>) {
    const parts = () => db.schema.alterTable('esme_message_parts');
    await parts().addColumn('session_id', 'varchar(40)').execute();
    await parts()
      .addColumn('report_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await parts().addColumn('report_refused_status', 'integer').execute();
    await parts().addColumn('report_failed_at', 'bigint').execute();
  },

  async down(db: Kysely<unknown>) {
    const parts = () => db.schema.alterTable('esme_message_parts');
    await parts().dropColumn('report_failed_at').execute();
    await parts().dropColumn('report_refused_status').execute();
    await parts().dropColumn('report_attempts').execute();
    await parts().dropColumn('session_id').execute();
  },
};
