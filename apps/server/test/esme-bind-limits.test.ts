import type { Client, ClientList } from '@routelab/shared';
import { CommandStatus, createPdu } from '@routelab/smpp';
import { expect, it, vi } from 'vitest';
import { RawPeer } from '../../../packages/smpp/test/support/raw-peer.js';
import { hashPassword, verifyPassword } from '../src/crypto/password-hash.js';
import type * as PasswordHash from '../src/crypto/password-hash.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { eventually } from './support/eventually.js';
import { bindFrom, bindStatus, createAccount, smppPortOf, uniqueSystemId } from './esme-harness.js';

// Counts password checks (scrypt runs) while still running them.
vi.mock('../src/crypto/password-hash.js', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHash>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const { ESME_RBINDFAIL, ESME_RINVPASWD } = CommandStatus;
const MINUTE = 60_000;

async function viewOf(api: ApiClient, id: number): Promise<Client> {
  const list = await api.get<ClientList>('/api/client/list/');
  const client = list.body.clients.find((candidate) => candidate.id === id);
  if (!client) throw new Error(`account ${id} is not listed`);
  return client;
}

describeEachDialect(
  'ESME bind limits',
  (server) => {
    it('100 wrong passwords lock the account: the right one is refused until the lock ends', async () => {
      const api = await server().signedInClient('bind-lock@example.com');
      const port = await smppPortOf(server());
      const account = await createAccount(api);
      const wrong = { ...account, password: 'wrong' };

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 100; attempt += 1) {
        statuses.push(await bindStatus(port, wrong));
      }
      // Five are checked; then the account backs off and binds are refused unchecked.
      expect(statuses.slice(0, 5)).toEqual(Array(5).fill(ESME_RINVPASWD));
      expect(new Set(statuses.slice(5))).toEqual(new Set([ESME_RBINDFAIL]));
      expect(await bindStatus(port, account)).toBe(ESME_RBINDFAIL);
      const backingOff = await viewOf(api, account.id);
      expect(backingOff.failed_binds).toBe(5);
      expect(backingOff.locked_until).not.toBeNull();

      // Guessing as fast as the back-off (30 s here) allows: the 20th failure locks it.
      for (let failures = 5; failures < 20; failures += 1) {
        server().clock.advance(30_000);
        expect(await bindStatus(port, wrong)).toBe(ESME_RINVPASWD);
      }
      const locked = await viewOf(api, account.id);
      expect(locked.failed_binds).toBe(20);
      const lockLeft = Date.parse(locked.locked_until ?? '') - server().clock.now();
      expect(lockLeft).toBeGreaterThan(9.9 * MINUTE);
      expect(lockLeft).toBeLessThanOrEqual(10 * MINUTE);
      server().clock.advance(9 * MINUTE);
      expect(await bindStatus(port, account)).toBe(ESME_RBINDFAIL);

      server().clock.advance(MINUTE);
      expect(await bindStatus(port, account)).toBe(0);
      const unlocked = await viewOf(api, account.id);
      expect([unlocked.failed_binds, unlocked.locked_until]).toEqual([0, null]);
    });

    it('lets the owner end a lock early; other users get 404', async () => {
      const api = await server().signedInClient('bind-unlock@example.com');
      const stranger = await server().signedInClient('bind-unlock-other@example.com');
      const port = await smppPortOf(server());
      const account = await createAccount(api);
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await bindStatus(port, { ...account, password: 'wrong' });
      }
      expect(await bindStatus(port, account)).toBe(ESME_RBINDFAIL);

      expect((await stranger.post(`/api/client/${account.id}/unlock/`)).status).toBe(404);
      expect(await bindStatus(port, account)).toBe(ESME_RBINDFAIL);
      const unlocked = await api.post<Client>(`/api/client/${account.id}/unlock/`);
      expect(unlocked.status).toBe(200);
      expect([unlocked.body.failed_binds, unlocked.body.locked_until]).toEqual([0, null]);
      expect(await bindStatus(port, account)).toBe(0);
    });

    it('from outside the allow-list answers ESME_RBINDFAIL to any password, unchecked', async () => {
      const api = await server().signedInClient('bind-allow-list@example.com');
      const port = await smppPortOf(server());
      const account = await createAccount(api, { allowed_ips: ['192.0.2.0/24'] });
      const checks = vi.mocked(verifyPassword);
      checks.mockClear();

      expect(await bindStatus(port, { ...account, password: 'wrong' })).toBe(ESME_RBINDFAIL);
      expect(await bindStatus(port, account)).toBe(ESME_RBINDFAIL);
      expect(checks).not.toHaveBeenCalled();
      // Strangers cannot lock the account for its allowed addresses.
      expect((await viewOf(api, account.id)).failed_binds).toBe(0);
    });

    it('backs off an address that keeps failing, whatever system_id it names', async () => {
      const api = await server().signedInClient('bind-address@example.com');
      const port = await smppPortOf(server());
      const account = await createAccount(api);
      // Past windows and locks of the tests above.
      server().clock.advance(20 * MINUTE);

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 25; attempt += 1) {
        statuses.push(
          await bindStatus(port, { system_id: uniqueSystemId('ghost'), password: 'x' }),
        );
      }
      // Unknown system_ids are answered as wrong passwords are.
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(ESME_RINVPASWD));
      expect(new Set(statuses.slice(20))).toEqual(new Set([ESME_RBINDFAIL]));
      // The address is refused, even for a good account (its own lock is not touched).
      expect(await bindStatus(port, account)).toBe(ESME_RBINDFAIL);
      expect((await viewOf(api, account.id)).locked_until).toBeNull();

      server().clock.advance(20 * MINUTE);
      expect(await bindStatus(port, account)).toBe(0);
    });
    // A flat 30 s back-off: the doubling from 1 s (unit-tested) would end within a slow test.
  },
  {
    bindLimits: {
      account: { backoffBaseMs: 30_000 },
      address: { backoffBaseMs: 30_000 },
    },
  },
);

/** Binds in a loop on one connection, counting the answers, until stopped. */
class BindLoop {
  checked = 0;
  refusedUnchecked = 0;
  private stopped = false;
  readonly done: Promise<void>;

  constructor(
    private readonly peer: RawPeer,
    systemId: string,
    private readonly password: string,
  ) {
    this.done = this.run(systemId);
  }

  stop(): void {
    this.stopped = true;
  }

  private async run(system_id: string): Promise<void> {
    for (let sequenceNumber = 1; !this.stopped; sequenceNumber += 1) {
      this.peer.send(
        createPdu('bind_transceiver', { system_id, password: this.password, sequenceNumber }),
      );
      const answer = await this.peer.next((pdu) => pdu.sequenceNumber === sequenceNumber, 60_000);
      if (answer.commandStatus === ESME_RINVPASWD) this.checked += 1;
      else this.refusedUnchecked += 1;
    }
  }
}

describeEachDialect(
  'ESME bind flood against HTTP logins',
  (server) => {
    it('a login is answered while a flood of wrong binds goes on', async () => {
      const api = await server().signedInClient('flood-owner@example.com');
      await server().createUser('flood-login@example.com', 'Login-pass-1');
      const port = await smppPortOf(server());
      const account = await createAccount(api);
      // A realistic scrypt cost for the flooded account, so its checks fill the thread pool.
      await server()
        .db.updateTable('clients')
        .set({ password_hash: await hashPassword(account.password, { N: 2 ** 14, r: 8, p: 1 }) })
        .where('id', '=', account.id)
        .execute();

      const connections = 100;
      const peers = await Promise.all(
        Array.from({ length: connections }, () => RawPeer.connect(port)),
      );
      // A different guess on each connection: identical binds would share one check.
      const loops = peers.map(
        (peer, index) => new BindLoop(peer, account.system_id, `wrong-${index}`),
      );
      const checked = () => loops.reduce((sum, loop) => sum + loop.checked, 0);
      try {
        await eventually('the flood under way', () => (checked() >= 10 ? true : undefined), 60_000);
        const before = checked();
        const login = await server()
          .client()
          .post('/api/user/login/', { email: 'flood-login@example.com', password: 'Login-pass-1' });
        const checkedMeanwhile = checked() - before;
        expect(login.status).toBe(200);
        // Answered ahead of the flood: the binds did not queue their checks in front of it.
        expect(checkedMeanwhile).toBeLessThan(connections / 2);
        expect(loops.some((loop) => loop.refusedUnchecked > 0)).toBe(true);
      } finally {
        loops.forEach((loop) => loop.stop());
        await Promise.allSettled(loops.map((loop) => loop.done));
        peers.forEach((peer) => peer.close());
      }
    });
  },
  // Only the password-check quota stands between the flood and the logins here.
  {
    bindLimits: {
      account: { backoffAfter: 1e9, lockAfter: 1e9 },
      accountSlowdown: { after: 1e9 },
      address: { backoffAfter: 1e9, lockAfter: 1e9 },
    },
  },
);

/** Six wrong passwords from each address, the addresses at once: each address's statuses. */
function wrongPasswordsFrom(
  port: number,
  addresses: string[],
  account: { system_id: string },
): Promise<(number | 'closed')[][]> {
  const wrong = { system_id: account.system_id, password: 'wrong' };
  return Promise.all(
    addresses.map(async (address) => {
      const statuses: (number | 'closed')[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push(await bindFrom(port, address, wrong));
      }
      return statuses;
    }),
  );
}

const loopbacks = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}.${index + 1}`);

/** Five guesses checked, then the address is refused for that account unchecked. */
const BLOCKED_AFTER_FIVE = [...Array<number>(5).fill(ESME_RINVPASWD), ESME_RBINDFAIL];

describeEachDialect(
  'ESME bind limits: wrong passwords from many addresses',
  (server) => {
    it("a rotating flood blocks only the flooding addresses, never the owner's right password", async () => {
      const api = await server().signedInClient('bind-rotating@example.com');
      const port = await smppPortOf(server());
      const account = await createAccount(api, { max_binds: 10 });

      const flood = loopbacks('127.0.3', 25);
      expect(await wrongPasswordsFrom(port, flood, account)).toEqual(
        Array(25).fill(BLOCKED_AFTER_FIVE),
      );
      // A flooding address is refused for the account even with the right password.
      expect(await bindFrom(port, '127.0.3.1', account)).toBe(ESME_RBINDFAIL);
      const attacked = await viewOf(api, account.id);
      expect(attacked.failed_binds).toBe(125);
      expect(attacked.locked_until).not.toBeNull();

      // From an address of the owner's, the right password is checked (slowed, not refused).
      const checks = vi.mocked(verifyPassword);
      checks.mockClear();
      expect(await bindFrom(port, '127.0.4.1', account)).toBe(0);
      expect(checks).toHaveBeenCalledTimes(1);

      // While another wave comes from new addresses, the owner's ESME binds again from six.
      const wave = wrongPasswordsFrom(port, loopbacks('127.0.5', 25), account);
      const owner = await Promise.all(
        loopbacks('127.0.6', 6).map((address) => bindFrom(port, address, account)),
      );
      expect(owner).toEqual(Array(6).fill(0));
      expect(await wave).toEqual(Array(25).fill(BLOCKED_AFTER_FIVE));
    });

    it('answers an unknown system_id as a wrong password: checked, counted and blocked alike', async () => {
      const api = await server().signedInClient('bind-unknown@example.com');
      const port = await smppPortOf(server());
      const account = await createAccount(api);
      const unknown = { system_id: uniqueSystemId('nobody') };
      const checks = vi.mocked(verifyPassword);
      checks.mockClear();

      const [real] = await wrongPasswordsFrom(port, ['127.0.7.1'], account);
      const realChecks = checks.mock.calls.length;
      checks.mockClear();
      const [nobody] = await wrongPasswordsFrom(port, ['127.0.7.2'], unknown);
      expect(nobody).toEqual(BLOCKED_AFTER_FIVE);
      expect(nobody).toEqual(real);
      // Each guess costs the same password check, against a dummy hash for the unknown name.
      expect(checks.mock.calls.length).toBe(realChecks);
      expect(realChecks).toBe(5);
    });
  },
  // Every guess gets its password check (the quota refuses none), and a blocked address stays
  // blocked however slowly a loaded machine runs the test.
  { bindLimits: { account: { backoffBaseMs: 60_000 }, kdfWaiting: 100 } },
);

describeEachDialect(
  'ESME bind limits: a blocked peer waits for its refusal',
  (server) => {
    it('answers a blocked account its ESME_RBINDFAIL only after the delay', async () => {
      const api = await server().signedInClient('bind-tarpit@example.com');
      const port = await smppPortOf(server());
      const account = await createAccount(api);
      const wrong = { ...account, password: 'wrong' };
      expect(await bindStatus(port, wrong)).toBe(ESME_RINVPASWD);

      // Backing off now: a peer binding in a loop gets one answer per delay, not thousands.
      const refused = bindStatus(port, wrong);
      const early = await Promise.race([
        refused,
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 400)),
      ]);
      expect(early).toBe('still waiting');
      expect(await refused).toBe(ESME_RBINDFAIL);
    });
  },
  {
    bindLimits: {
      account: { backoffAfter: 1, backoffBaseMs: 60_000 },
      blockedReplyDelayMs: 1_500,
    },
  },
);

describeEachDialect('ESME binds: many sessions of one account at once', (server) => {
  it('binds 40 sessions opened together with one password check, none refused', async () => {
    const api = await server().signedInClient('bind-many@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api, { max_binds: 40 });
    const calls = vi.mocked(verifyPassword).mock.calls.length;
    const statuses = await Promise.all(Array.from({ length: 40 }, () => bindStatus(port, account)));
    expect(statuses).toEqual(Array(40).fill(0));
    expect(vi.mocked(verifyPassword).mock.calls.length - calls).toBe(1);
  });
});
