import { balanceAdjustmentSchema, parseUsd, type BalanceAdjustmentBody } from '@routelab/shared';
import { z } from 'zod';

export interface AdjustmentFormValues {
  amount: string;
  note: string;
}

/** The request the dialog sends: the amount parsed exactly (never through a float). */
export const toAdjustmentBody = ({
  amount,
  note,
}: AdjustmentFormValues): BalanceAdjustmentBody => ({
  amount_micros: parseUsd(amount) ?? Number.NaN,
  note,
});

/**
 * The dialog's text fields checked by the shared contract, whose messages land on the dialog's
 * fields; an amount that is not a signed USD decimal (6 decimals at most) gets `invalidAmount`.
 */
export const adjustmentFormSchema = (invalidAmount: string) =>
  z.object({ amount: z.string(), note: z.string() }).superRefine((values, ctx) => {
    const validAmount = parseUsd(values.amount) !== undefined;
    if (!validAmount) ctx.addIssue({ code: 'custom', path: ['amount'], message: invalidAmount });
    const result = balanceAdjustmentSchema.safeParse(toAdjustmentBody(values));
    for (const issue of result.error?.issues ?? []) {
      if (issue.path[0] === 'amount_micros') {
        if (validAmount) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue.message });
      } else {
        ctx.addIssue({ code: 'custom', path: ['note'], message: issue.message });
      }
    }
  });
