import { parseArgs } from 'node:util';
import { formatUsd, groupSchema, registerSchema, toFieldErrors } from '@routelab/shared';
import { z } from 'zod';
import { ValidationError } from '../errors/domain-errors.js';
import type { AccountService } from '../modules/auth/service.js';
import type { LedgerMismatch } from '../modules/billing/ledger-entries.js';
import type { BillingService } from '../modules/billing/service.js';
import { formatGroups } from '../modules/users/profile.js';
import type { UsersRepository } from '../modules/users/repository.js';

export const ADMIN_USAGE = `usage:
  npm run admin -- create-user --email E --password P [--admin] [--first-name N]
  npm run admin -- set-groups --email E --groups user,admin
  npm run admin -- verify-ledger`;

export interface AdminCommandDeps {
  accounts: AccountService;
  users: UsersRepository;
  billingService: BillingService;
}

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** Exit codes: 0 done, 1 refused (bad values, unknown user) or a ledger mismatch, 2 bad usage. */
export async function runAdminCommand(
  argv: string[],
  deps: AdminCommandDeps,
  io: Output,
): Promise<number> {
  const [command, ...rest] = argv;
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        admin: { type: 'boolean' },
        groups: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n${ADMIN_USAGE}`);
    return 2;
  }
  try {
    if (command === 'create-user') return await createUser(values, deps, io);
    if (command === 'set-groups') return await setGroups(values, deps, io);
    if (command === 'verify-ledger') return await verifyLedger(deps, io);
  } catch (error) {
    if (error instanceof ValidationError) {
      io.err(describeErrors(error.aboutInput ? { detail: error.message } : error.fields));
      return 1;
    }
    throw error;
  }
  io.err(command ? `unknown command: ${command}\n${ADMIN_USAGE}` : ADMIN_USAGE);
  return 2;
}

async function createUser(
  values: Record<string, string | boolean | undefined>,
  deps: AdminCommandDeps,
  io: Output,
): Promise<number> {
  const parsed = registerSchema.safeParse({
    email: values.email,
    password: values.password,
    first_name: values['first-name'],
  });
  if (!parsed.success) {
    io.err(describeErrors(toFieldErrors(parsed.error)));
    return 1;
  }
  const user = await deps.accounts.createUser({
    ...parsed.data,
    groups: values.admin ? ['user', 'admin'] : ['user'],
    confirmed: true,
  });
  io.out(`created ${user.email} (id ${user.id}, groups ${user.groups})`);
  return 0;
}

const setGroupsSchema = z.object({
  email: registerSchema.shape.email,
  groups: z
    .string({ error: 'Groups are required, e.g. --groups user,admin' })
    .transform((text) => text.split(',').map((name) => name.trim()))
    .pipe(z.array(groupSchema).min(1, 'Choose at least one group')),
});

async function setGroups(
  values: Record<string, string | boolean | undefined>,
  deps: AdminCommandDeps,
  io: Output,
): Promise<number> {
  const parsed = setGroupsSchema.safeParse(values);
  if (!parsed.success) {
    io.err(describeErrors(toFieldErrors(parsed.error)));
    return 1;
  }
  const user = await deps.users.findByEmail(parsed.data.email);
  if (!user) {
    io.err(`no user with e-mail ${parsed.data.email}`);
    return 1;
  }
  const groups = formatGroups(parsed.data.groups);
  await deps.users.update(user.id, { groups });
  io.out(`${user.email}: groups ${groups}`);
  return 0;
}

/** Every balance must equal the sum of its ledger rows and the balance the newest row left. */
async function verifyLedger(deps: AdminCommandDeps, io: Output): Promise<number> {
  const { users, mismatches } = await deps.billingService.verify();
  for (const mismatch of mismatches) io.err(describeMismatch(mismatch));
  if (mismatches.length > 0) {
    io.err(`${mismatches.length} of ${users} users do not match their ledger`);
    return 1;
  }
  io.out(`ledger verified: ${users} users, each balance equals the sum of its ledger rows`);
  return 0;
}

function describeMismatch(user: LedgerMismatch): string {
  const newest = user.last_balance_after_micros;
  return (
    `user ${user.id} <${user.email}>: balance ${formatUsd(user.balance_micros)}, ` +
    `ledger sum ${formatUsd(user.ledger_sum_micros)}, ` +
    `newest row's balance after ${newest === null ? 'none (no rows)' : formatUsd(newest)}`
  );
}

function describeErrors(body: Record<string, string[] | string>): string {
  return Object.entries(body)
    .map(([field, messages]) => `${field}: ${[messages].flat().join(' ')}`)
    .join('\n');
}
