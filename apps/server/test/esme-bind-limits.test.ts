import type { Client, ClientList } from '@routelab/shared';
import { CommandStatus, createPdu } from '@routelab/smpp';
import { expect, it, vi } from 'vitest';
import { RawPeer } from '../../../packages/smpp/test/support/raw-peer.js';
import { hashPassword, verifyPassword } from '../src/crypto/password-hash.js';
import type * as PasswordHash from '../src/crypto/password-hash.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { eventually } from './support/eventually.js';
import { bindStatus, createAccount, smppPortOf, uniqueSystemId } from './esme-harness.js';

// Counts password checks (scrypt runs) while still running them.
vi.mock('../src/crypto/password-hash.js', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHash>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const { ESME_RBINDFAIL, ESME_RINVPASWD, ESME_RINVSYSID } = CommandStatus;
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
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(ESME_RINVSYSID));
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
      address: { backoffAfter: 1e9, lockAfter: 1e9 },
    },
  },
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
