import type { ConnectedAccounts, Language } from '@routelab/shared';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { ConflictError, ValidationError } from '../../errors/domain-errors.js';
import type { AccountService } from '../auth/service.js';
import type { UsersRepository } from '../users/repository.js';
import type { IdentitiesRepository } from './identities-repository.js';
import { socialMessages, type ProviderIdentity, type SocialProvider } from './identity.js';
import type { SignupTokens } from './signup-token.js';

/** A sign-in: a session for the user, or (no e-mail from the provider) a page asking for one. */
export type SocialSignIn =
  | { kind: 'session'; user: UserRow; session: string }
  | { kind: 'email-required'; identity: ProviderIdentity; signupToken: string };

/**
 * Who a provider identity is (issue 25): the user it was seen with before; else the user whose
 * address the provider has verified (linked, and confirmed if they were not); else a new
 * confirmed account. Without an e-mail the person is asked for one, which they confirm by mail
 * before the account can be used. Nothing is left half-made: a user created for an identity that
 * could not be stored is deleted again.
 */
export class SocialAccounts {
  constructor(
    private readonly deps: {
      users: UsersRepository;
      identities: IdentitiesRepository;
      accounts: AccountService;
      signupTokens: SignupTokens;
      clock: Clock;
    },
  ) {}

  async signIn(identity: ProviderIdentity): Promise<SocialSignIn> {
    const { users, identities, accounts, clock } = this.deps;
    const known = await identities.find(identity.provider, identity.subject);
    const knownUser = known && (await users.findById(known.user_id));
    if (knownUser) return { kind: 'session', ...(await accounts.startSession(knownUser)) };

    if (identity.email === null) {
      return {
        kind: 'email-required',
        identity,
        signupToken: this.deps.signupTokens.issue(identity, clock()),
      };
    }
    const owner = await users.findByEmail(identity.email);
    if (owner) {
      await this.link(owner, identity);
      // The provider has verified the address: an unconfirmed account is confirmed by it.
      const confirmed =
        owner.email_confirmed_at === null
          ? ((await users.update(owner.id, { email_confirmed_at: clock() })) ?? owner)
          : owner;
      return { kind: 'session', ...(await accounts.startSession(confirmed)) };
    }
    const created = await this.createFor(identity, identity.email, true);
    return { kind: 'session', ...(await accounts.startSession(created)) };
  }

  /**
   * The e-mail a person gave for an identity that came without one: an unconfirmed account is
   * made and the confirmation mailed; once confirmed, signing in with the provider works.
   */
  async signUpWithEmail(signupToken: string, email: string, language: Language): Promise<void> {
    const identity = this.deps.signupTokens.read(signupToken, this.deps.clock());
    if (!identity) throw ValidationError.field('signup_token', socialMessages.badSignupToken);
    if (await this.deps.identities.find(identity.provider, identity.subject)) {
      throw new ConflictError(socialMessages.connectedElsewhere);
    }
    const user = await this.createFor(identity, email, false);
    await this.deps.accounts.sendConfirmation(user, language);
  }

  /** Connects another provider to a signed-in user. */
  async connect(user: UserRow, identity: ProviderIdentity): Promise<void> {
    await this.link(user, identity);
  }

  async connected(user: UserRow): Promise<ConnectedAccounts> {
    const rows = await this.deps.identities.listOwned(user.id);
    return {
      has_password: user.password_hash !== '',
      accounts: rows.map((row) => ({
        provider: row.provider as SocialProvider,
        email: row.email,
        name: row.name,
        connected_at: new Date(Number(row.created_at)).toISOString(),
      })),
    };
  }

  /** The last way to sign in (no password, one provider) cannot be removed. */
  async disconnect(user: UserRow, provider: SocialProvider): Promise<void> {
    const rows = await this.deps.identities.listOwned(user.id);
    if (!rows.some((row) => row.provider === provider)) return;
    if (user.password_hash === '' && rows.length === 1) {
      throw ValidationError.input(socialMessages.lastWay, 'last_sign_in_method');
    }
    await this.deps.identities.deleteOwned(user.id, provider);
  }

  private async link(user: UserRow, identity: ProviderIdentity): Promise<void> {
    const { identities, clock } = this.deps;
    const known = await identities.find(identity.provider, identity.subject);
    if (known) {
      if (known.user_id === user.id) return;
      throw new ConflictError(socialMessages.connectedElsewhere);
    }
    try {
      await identities.insert(user.id, identity, clock());
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const now = await identities.find(identity.provider, identity.subject);
      if (now?.user_id === user.id) return;
      throw new ConflictError(
        now ? socialMessages.connectedElsewhere : socialMessages.alreadyConnected,
      );
    }
  }

  /** A user without a password and its identity, or neither. */
  private async createFor(
    identity: ProviderIdentity,
    email: string,
    confirmed: boolean,
  ): Promise<UserRow> {
    const user = await this.deps.accounts.createUser({
      email,
      password: null,
      first_name: identity.name?.split(' ')[0]?.slice(0, 150),
      confirmed,
    });
    try {
      await this.deps.identities.insert(user.id, identity, this.deps.clock());
    } catch (error) {
      await this.deps.accounts.discard(user.id);
      throw isUniqueViolation(error) ? new ConflictError(socialMessages.connectedElsewhere) : error;
    }
    return user;
  }
}
