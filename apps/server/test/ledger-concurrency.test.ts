import { expect, it } from 'vitest';
import { InsufficientBalanceError } from '../src/errors/domain-errors.js';
import { describeEachDialect } from './support/dialects.js';

const CHARGE = 2_000;
const AFFORDABLE = 50;
const ATTEMPTS = 100;

/** Charges racing for one balance: the ledger lets exactly as many through as it covers. */
describeEachDialect(
  'ledger under concurrent charges',
  (server) => {
    it('lets 50 of 100 concurrent charges through a balance for 50, never below zero', async () => {
      const { ctx, db } = server();
      const user = await server().createUser('racer@example.com', 'Racer-pass-1');
      await ctx.ledger.apply({
        userId: user.id,
        amountMicros: CHARGE * AFFORDABLE,
        kind: 'top_up',
        reference: 'payment:race',
        at: 1,
      });
      const announced: number[] = [];
      const unsubscribe = ctx.bus.subscribe(user.id, (event) => {
        if (event.kind === 'balance.changed') announced.push(event.data.balance_micros);
      });

      const outcomes = await Promise.allSettled(
        Array.from({ length: ATTEMPTS }, (_, index) =>
          ctx.ledger.apply({
            userId: user.id,
            amountMicros: -CHARGE,
            kind: 'message_charge',
            reference: `sms:${index}`,
            at: 2 + index,
          }),
        ),
      );
      unsubscribe();

      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(AFFORDABLE);
      expect(refused).toHaveLength(ATTEMPTS - AFFORDABLE);
      for (const outcome of refused) {
        expect(outcome.reason).toBeInstanceOf(InsufficientBalanceError);
        expect((outcome.reason as Error).message).toBe('This needs $0.002; the balance is $0.000.');
      }

      expect(await ctx.ledger.balanceOf(user.id)).toBe(0);
      const rows = await db
        .selectFrom('ledger_entries')
        .select(['amount_micros', 'balance_after_micros'])
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute();
      expect(rows).toHaveLength(1 + AFFORDABLE);
      const sum = rows.reduce((total, row) => total + Number(row.amount_micros), 0);
      expect(sum).toBe(0);
      // Each row's balance_after continues from the one before: no charge saw a stale balance.
      let running = 0;
      for (const row of rows) {
        running += Number(row.amount_micros);
        expect(Number(row.balance_after_micros)).toBe(running);
        expect(running).toBeGreaterThanOrEqual(0);
      }
      expect(announced).toHaveLength(AFFORDABLE);
      expect(Math.min(...announced)).toBe(0);
      const verified = await ctx.billingService.verify();
      expect(verified.mismatches).toEqual([]);
    });
  },
  { env: { SIGNUP_CREDIT_USD: '0' } },
);
