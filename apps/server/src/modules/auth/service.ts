import {
  EMAIL_NOT_CONFIRMED_CODE,
  passwordMessages,
  passwordResemblesEmail,
  type Group,
  type Language,
} from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Ledger } from '../billing/ledger.js';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../../db/schema.js';
import type { Transactions } from '../../db/transactions.js';
import { UnavailableError, ValidationError } from '../../errors/domain-errors.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import { emailChangeMail, registrationMail, resetPasswordMail } from '../../mail/messages.js';
import { emailChangedNotice, passwordChangedNotice } from './security-notices.js';
import { formatGroups } from '../users/profile.js';
import type { UsersRepository } from '../users/repository.js';
import { hashPassword, verifyPassword, type ScryptCost } from '../../crypto/password-hash.js';
import type { Sessions } from './sessions.js';
import type { MailTokens } from './tokens.js';

export const authMessages = {
  badCredentials: 'Unable to log in with provided credentials.',
  notConfirmed: 'E-mail address is not confirmed. Check your inbox for the confirmation link.',
  emailTaken: 'A user with this e-mail address already exists.',
  badLink: 'This link is invalid, expired or already used.',
  wrongPassword: 'Password is incorrect.',
  wrongCurrentPassword: 'Current password is incorrect.',
  passwordAlreadySet: 'You already have a password: change it with the current one.',
  sameEmail: 'This is already your e-mail address.',
  mailFailed: 'Could not send the e-mail. Please try again later.',
} as const;

export interface AccountServiceDeps {
  transactions: Transactions;
  users: UsersRepository;
  sessions: Sessions;
  tokens: MailTokens;
  mailer: Mailer;
  publicUrl: string;
  passwordCost: ScryptCost;
  clock: Clock;
  log: FastifyBaseLogger;
  ledger: Ledger;
  /** SIGNUP_CREDIT_USD in micro-dollars (0: none; always 0 with billing off). */
  signupCreditMicros: number;
}

export interface NewUser {
  email: string;
  /** null: a social sign-in account without a password (it may set one later). */
  password: string | null;
  first_name?: string | undefined;
  groups?: Group[];
  confirmed?: boolean;
}

/** Account flows: registration, login, password and e-mail changes (issue 2). */
export class AccountService {
  /** Compared against when the e-mail is unknown, so a miss costs as long as a hit. */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AccountServiceDeps) {}

  /** Creates a user (the CLI creates confirmed admins through this as well). */
  async createUser(user: NewUser): Promise<UserRow> {
    const { users, passwordCost, clock } = this.deps;
    if (await users.findByEmail(user.email))
      throw ValidationError.field('email', authMessages.emailTaken);
    const now = clock();
    let created: UserRow;
    try {
      created = await users.create({
        email: user.email,
        // '' matches no password: verifyPassword refuses anything not in its format.
        password_hash:
          user.password === null ? '' : await hashPassword(user.password, passwordCost),
        first_name: user.first_name ?? '',
        last_name: '',
        avatar: null,
        groups: formatGroups(user.groups ?? ['user']),
        tier: 'any',
        email_confirmed_at: user.confirmed ? now : null,
        created_at: now,
      });
    } catch (error) {
      // Lost a race with a concurrent registration of the same address.
      if (await users.findByEmail(user.email))
        throw ValidationError.field('email', authMessages.emailTaken);
      throw error;
    }
    return this.welcome(created);
  }

  /** Gives a new account the welcome credit; an account that cannot get it is not kept. */
  private async welcome(user: UserRow): Promise<UserRow> {
    const amountMicros = this.deps.signupCreditMicros;
    if (amountMicros <= 0) return user;
    try {
      await this.deps.ledger.apply({
        userId: user.id,
        amountMicros,
        kind: 'adjustment',
        reference: 'signup',
        note: 'Welcome credit',
        at: user.created_at,
      });
    } catch (error) {
      await this.discard(user.id);
      throw error;
    }
    return { ...user, balance_micros: user.balance_micros + amountMicros };
  }

  /** `language`: the request's, for the mail. */
  async register(
    body: { email: string; password: string; first_name?: string | undefined },
    language: Language,
  ) {
    await this.sendConfirmation(await this.createUser(body), language);
  }

  /** Mails a new account its confirmation link; an account whose mail cannot go is not kept. */
  async sendConfirmation(user: UserRow, language: Language): Promise<void> {
    const token = await this.deps.tokens.issue('register-confirm', user.id);
    const sent = await this.sendMail(
      registrationMail(user.email, this.link('/register/confirm', token), language),
    );
    if (!sent) {
      await this.discard(user.id);
      throw new UnavailableError(authMessages.mailFailed);
    }
  }

  /** An account that could not be completed (its mail, credit or identity failed) is not kept. */
  async discard(userId: number): Promise<void> {
    await this.deps.transactions.write((work) => this.deps.users.addDelete(work, userId));
  }

  /** A fresh confirmation link; like the reset request, never reveals the address's state. */
  async resendConfirmation(email: string, language: Language): Promise<void> {
    const user = await this.deps.users.findByEmail(email);
    if (!user || user.email_confirmed_at !== null) return;
    // Only the newest mail's link works, as with password resets.
    await this.deps.tokens.revokeAll(user.id, 'register-confirm');
    const token = await this.deps.tokens.issue('register-confirm', user.id);
    await this.sendMail(
      registrationMail(user.email, this.link('/register/confirm', token), language),
    );
  }

  async confirmRegistration(token: string): Promise<void> {
    const row = await this.deps.tokens.consume(token, 'register-confirm');
    if (!row) throw ValidationError.input(authMessages.badLink);
    await this.deps.users.update(row.user_id, { email_confirmed_at: this.deps.clock() });
  }

  /** Returns the user and the new session's cookie value. */
  async login(email: string, password: string): Promise<{ user: UserRow; session: string }> {
    const user = await this.deps.users.findByEmail(email);
    // An account without a password (social sign-in only) costs a check like any other.
    const hash = user?.password_hash || (await this.dummy());
    const valid = (await verifyPassword(password, hash)) && Boolean(user?.password_hash);
    if (!user || !valid) throw ValidationError.input(authMessages.badCredentials);
    return this.startSession(user);
  }

  /** A session for a user who has proved who they are (password or a sign-in provider). */
  async startSession(user: UserRow): Promise<{ user: UserRow; session: string }> {
    if (user.email_confirmed_at === null) {
      throw ValidationError.input(authMessages.notConfirmed, EMAIL_NOT_CONFIRMED_CODE);
    }
    return { user, session: await this.deps.sessions.create(user.id) };
  }

  logout(session: string): Promise<void> {
    return this.deps.sessions.end(session);
  }

  /** Ends the user's other sessions; the one making the change stays signed in. */
  async changePassword(
    user: UserRow,
    sessionId: number,
    body: { old_password: string; new_password: string },
    language: Language,
  ): Promise<void> {
    if (!(await verifyPassword(body.old_password, user.password_hash))) {
      throw ValidationError.field('old_password', authMessages.wrongCurrentPassword);
    }
    await this.setPassword(user, body.new_password, 'new_password', language);
    await this.deps.sessions.endUserSessions(user.id, sessionId);
  }

  /** A first password for an account made through a sign-in provider (none to confirm). */
  async setFirstPassword(user: UserRow, password: string, language: Language): Promise<void> {
    if (user.password_hash !== '') {
      throw ValidationError.input(authMessages.passwordAlreadySet);
    }
    await this.setPassword(user, password, 'new_password', language);
  }

  /** Never reveals whether the address has an account. */
  async requestPasswordReset(email: string, language: Language): Promise<void> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;
    await this.deps.tokens.revokeAll(user.id, 'reset-password');
    const token = await this.deps.tokens.issue('reset-password', user.id);
    await this.sendMail(
      resetPasswordMail(user.email, this.link('/reset-password', token), language),
    );
  }

  /** Following the mailed link proves the address, so it also confirms an unconfirmed account. */
  async confirmPasswordReset(token: string, password: string, language: Language): Promise<void> {
    const row = await this.deps.tokens.consume(token, 'reset-password');
    const user = row && (await this.deps.users.findById(row.user_id));
    if (!user) throw ValidationError.input(authMessages.badLink);
    await this.setPassword(user, password, 'password', language);
    if (user.email_confirmed_at === null) {
      await this.deps.users.update(user.id, { email_confirmed_at: this.deps.clock() });
    }
    await this.deps.sessions.endUserSessions(user.id);
  }

  async requestEmailChange(
    user: UserRow,
    body: { email: string; password: string },
    language: Language,
  ) {
    if (!(await verifyPassword(body.password, user.password_hash))) {
      throw ValidationError.field('password', authMessages.wrongPassword);
    }
    if (body.email === user.email) throw ValidationError.field('email', authMessages.sameEmail);
    if (await this.deps.users.findByEmail(body.email)) {
      throw ValidationError.field('email', authMessages.emailTaken);
    }
    await this.deps.tokens.revokeAll(user.id, 'email-change');
    const token = await this.deps.tokens.issue('email-change', user.id, body.email);
    const sent = await this.sendMail(
      emailChangeMail(body.email, this.link('/email-change/confirm', token), language),
    );
    if (!sent) throw new UnavailableError(authMessages.mailFailed);
  }

  /** The old address is told (a notice, no link to undo): it may be the owner's last say. */
  async confirmEmailChange(token: string, language: Language): Promise<void> {
    const row = await this.deps.tokens.consume(token, 'email-change');
    if (!row?.new_email) throw ValidationError.input(authMessages.badLink);
    // The address may have been taken since the link was sent.
    if (await this.deps.users.findByEmail(row.new_email))
      throw ValidationError.input(authMessages.emailTaken);
    const user = await this.deps.users.findById(row.user_id);
    if (!user) throw ValidationError.input(authMessages.badLink);
    const now = this.deps.clock();
    await this.deps.users.update(user.id, { email: row.new_email, email_confirmed_at: now });
    // A notice that cannot go is logged; the change it reports stands.
    await this.sendMail(emailChangedNotice(user.email, this.deps.publicUrl, language, now));
  }

  /** The account's address is told of every new password (change, reset, first one). */
  private async setPassword(
    user: UserRow,
    password: string,
    field: string,
    language: Language,
  ): Promise<void> {
    if (passwordResemblesEmail(password, user.email)) {
      throw ValidationError.field(field, passwordMessages.sameAsEmail);
    }
    await this.deps.users.update(user.id, {
      password_hash: await hashPassword(password, this.deps.passwordCost),
    });
    await this.deps.tokens.revokeAll(user.id, 'reset-password');
    await this.sendMail(
      passwordChangedNotice(user.email, this.deps.publicUrl, language, this.deps.clock()),
    );
  }

  private link(path: string, token: string): string {
    return `${this.deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  private async sendMail(message: MailMessage): Promise<boolean> {
    try {
      await this.deps.mailer.send(message);
      return true;
    } catch (error) {
      this.deps.log.error({ err: error, subject: message.subject }, 'sending mail failed');
      return false;
    }
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword('not a real password', this.deps.passwordCost);
    return this.dummyHash;
  }
}
