import { DEFAULT_PRICES } from '@routelab/shared';
import { expect, it } from 'vitest';
import { InsufficientBalanceError } from '../src/errors/domain-errors.js';
import { isInsufficientBalance } from '../src/modules/billing/ledger.js';
import { describeEachDialect } from './support/dialects.js';

/** The ledger core: balance and ledger rows change together, and never below zero. */
describeEachDialect(
  'ledger',
  (server) => {
    async function user(name: string) {
      const api = await server().signedInClient(`${name}@example.com`);
      const { id } = (await api.get('/api/user/profile/')).body as { id: number };
      return id;
    }

    const balanceOf = async (userId: number) =>
      Number(
        (
          await server()
            .db.selectFrom('users')
            .select('balance_micros')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow()
        ).balance_micros,
      );

    const entriesOf = (userId: number) =>
      server()
        .db.selectFrom('ledger_entries')
        .select(['kind', 'amount_micros', 'balance_after_micros', 'reference', 'note'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();

    it('writes a row with the balance it left for each change', async () => {
      const userId = await user('ledger-rows');
      const { ledger } = server().ctx;
      await ledger.apply({
        userId,
        amountMicros: 5_000,
        kind: 'top_up',
        reference: 'payment:1',
        at: 1,
      });
      await ledger.apply({
        userId,
        amountMicros: -2_000,
        kind: 'message_charge',
        reference: 'sms:1',
        at: 2,
      });

      expect(await balanceOf(userId)).toBe(3_000);
      const rows = await entriesOf(userId);
      expect(rows.map((row) => Number(row.amount_micros))).toEqual([5_000, -2_000]);
      expect(rows.map((row) => Number(row.balance_after_micros))).toEqual([5_000, 3_000]);
      expect(rows.map((row) => [row.kind, row.reference, row.note])).toEqual([
        ['top_up', 'payment:1', null],
        ['message_charge', 'sms:1', null],
      ]);
    });

    it('refuses a charge the balance does not cover, saying what it needs, and changes nothing', async () => {
      const userId = await user('ledger-short');
      const { ledger } = server().ctx;
      await ledger.apply({ userId, amountMicros: 1_000, kind: 'adjustment', note: 'start', at: 1 });

      const refused = ledger.apply({ userId, amountMicros: -4_000, kind: 'message_charge', at: 2 });
      await expect(refused).rejects.toThrow(InsufficientBalanceError);
      await expect(refused).rejects.toThrow('This needs $0.004; the balance is $0.001.');
      expect(await balanceOf(userId)).toBe(1_000);
      expect(await entriesOf(userId)).toHaveLength(1);
    });

    it('fails the whole unit of work when one charge in it is not covered', async () => {
      const rich = await user('ledger-unit-rich');
      const poor = await user('ledger-unit-poor');
      const { ledger } = server().ctx;
      await ledger.apply({ userId: rich, amountMicros: 10_000, kind: 'adjustment', at: 1 });

      const unit = server().database.transactions.write((work) => {
        ledger.add(work, { userId: rich, amountMicros: -1_000, kind: 'message_charge', at: 2 });
        ledger.add(work, { userId: poor, amountMicros: -1_000, kind: 'message_charge', at: 2 });
      });
      const error = await unit.catch((caught: unknown) => caught);
      expect(isInsufficientBalance(error)).toBe(true);
      expect(await balanceOf(rich)).toBe(10_000);
      expect(await entriesOf(rich)).toHaveLength(1);
    });

    it('has the database refuse a negative balance however it is written', async () => {
      const userId = await user('ledger-check');
      await expect(
        server()
          .db.updateTable('users')
          .set({ balance_micros: -1 })
          .where('id', '=', userId)
          .execute(),
      ).rejects.toThrow(/users_balance_not_negative/);
      expect(await balanceOf(userId)).toBe(0);
    });

    it('ships the price list of the issue', async () => {
      expect(await server().ctx.pricing.all()).toEqual(DEFAULT_PRICES);
      expect((await server().ctx.pricing.forTier('VIP 3')).received_segment_micros).toBe(250);
    });
  },
  { env: { SIGNUP_CREDIT_USD: '0' } },
);
