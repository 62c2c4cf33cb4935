import { connectedAccountsSchema, profileSchema } from '@routelab/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GoogleSignIn } from '../src/modules/social-sign-in/google.js';
import { ProviderUnavailable } from '../src/modules/social-sign-in/identity.js';
import { describeEachDialect } from './support/dialects.js';
import { FakeFacebook } from './support/fake-facebook.js';
import { FakeGoogle } from './support/fake-google.js';
import { FakeTwitter } from './support/fake-twitter.js';
import type { TestServerOptions } from './support/test-server.js';

let google: FakeGoogle;
let facebook: FakeFacebook;
let twitter: FakeTwitter;
// Filled once the fakes listen, before each dialect's server starts.
const options: TestServerOptions & { env: Record<string, string> } = { env: {} };

beforeAll(async () => {
  google = await FakeGoogle.start();
  facebook = await FakeFacebook.start();
  twitter = await FakeTwitter.start();
  Object.assign(options.env, {
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_JWKS_URL: google.jwksUrl,
    FACEBOOK_APP_ID: facebook.appId,
    FACEBOOK_APP_SECRET: facebook.appSecret,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
    TWITTER_CONSUMER_KEY: twitter.consumerKey,
    TWITTER_CONSUMER_SECRET: twitter.consumerSecret,
    TWITTER_API_URL: twitter.apiUrl,
  });
});

afterAll(async () => {
  await google?.close();
  await facebook?.close();
  await twitter?.close();
});

let counter = 0;
const unique = (name: string) => `${name}-${++counter}-${process.pid}`;

describeEachDialect(
  'social sign-in',
  (server) => {
    it('says which providers are configured', async () => {
      const offered = await server().client().get('/api/user/login/providers/');
      expect(offered.body).toEqual({
        google: {
          client_id: google.clientId,
          script_url: 'https://accounts.google.com/gsi/client',
        },
        facebook: {
          app_id: facebook.appId,
          script_url: 'https://connect.facebook.net/en_US/sdk.js',
        },
        twitter: true,
      });
    });

    it('signs up with Google, then signs the same identity in again', async () => {
      const email = `${unique('google')}@example.com`;
      const sub = unique('sub');
      const browser = server().client();
      const first = await browser.post('/api/user/login/google/', {
        credential: await google.idToken({ sub, email, name: 'Ada Lovelace' }),
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const profile = profileSchema.parse(first.body);
      expect(profile).toMatchObject({ email, first_name: 'Ada' });
      expect((await browser.get('/api/user/profile/')).status).toBe(200);

      const again = server().client();
      const second = await again.post('/api/user/login/google/', {
        credential: await google.idToken({ sub, email: 'changed@example.com' }),
      });
      expect(second.status).toBe(200);
      expect(profileSchema.parse(second.body).id).toBe(profile.id);
      // No password: the e-mail and password login refuses any password.
      const password = await again.post('/api/user/login/', { email, password: 'anything-1' });
      expect(password.status).toBe(400);
    });

    it('refuses a wrong audience, an expired or forged token, and links by verified e-mail only', async () => {
      const browser = server().client();
      const refused = async (credential: string) => {
        const answer = await browser.post<{ detail: string; code: string }>(
          '/api/user/login/google/',
          { credential },
        );
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({
          detail: 'Google sign-in failed: the token is not valid. Please try again.',
          code: 'social_token_invalid',
        });
      };
      const sub = unique('sub');
      await refused(await google.idToken({ sub }, { audience: 'someone-else' }));
      await refused(await google.idToken({ sub }, { expiresInSeconds: -120 }));
      await refused(await google.idToken({ sub }, { forged: true }));
      await refused('not.a.jwt');
      const translated = await browser.post<{ detail: string }>(
        '/api/user/login/google/',
        { credential: 'not.a.jwt' },
        { headers: { 'accept-language': 'uk' } },
      );
      expect(translated.body.detail).toBe(
        'Не вдалося увійти через Google: токен недійсний. Спробуйте ще раз.',
      );

      // An existing password account is linked when Google has verified its address...
      const email = `${unique('linked')}@example.com`;
      const owner = await server().createUser(email, 'Secret-pass-1');
      const linked = await browser.post('/api/user/login/google/', {
        credential: await google.idToken({ sub: unique('sub'), email }),
      });
      expect(profileSchema.parse(linked.body).id).toBe(owner.id);
      // ...but never by an address Google has not verified: that asks for an e-mail instead.
      const unverified = await browser.post<{ email_required: boolean }>(
        '/api/user/login/google/',
        { credential: await google.idToken({ sub: unique('sub'), email, email_verified: false }) },
      );
      expect(unverified.status).toBe(202);
      expect(unverified.body.email_required).toBe(true);
    });

    it('answers 503 while a provider is down, and 400 for a bad body', async () => {
      facebook.down = true;
      try {
        const answer = await server()
          .client()
          .post('/api/user/login/facebook/', { access_token: 'EAAany' });
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({
          detail: 'The sign-in provider did not answer. Please try again later.',
        });
      } finally {
        facebook.down = false;
      }
      const empty = await server().client().post('/api/user/login/google/', { credential: '' });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({ credential: ['Credential is required'] });
    });

    it('signs in with Facebook; without an e-mail the account waits for a confirmed one', async () => {
      const email = `${unique('facebook')}@example.com`;
      const person = { id: unique('fb'), name: 'Grace Hopper', email };
      const browser = server().client();
      const signedIn = await browser.post('/api/user/login/facebook/', {
        access_token: facebook.tokenFor(person),
        user_id: person.id,
      });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect(profileSchema.parse(signedIn.body)).toMatchObject({ email, first_name: 'Grace' });

      // Another app's token, another user's id, an unknown token: refused.
      for (const body of [
        { access_token: facebook.tokenFor({ ...person, appId: '999' }) },
        { access_token: facebook.tokenFor(person), user_id: 'someone-else' },
        { access_token: 'EAAunknown' },
      ]) {
        const answer = await browser.post('/api/user/login/facebook/', body);
        expect(answer.status).toBe(400);
      }

      // No e-mail from Facebook: the page asks for one, the mailed link confirms it.
      const quiet = { id: unique('fb'), name: 'No Mail' };
      const asked = await browser.post<{ signup_token: string; provider: string }>(
        '/api/user/login/facebook/',
        { access_token: facebook.tokenFor(quiet) },
      );
      expect(asked.status).toBe(202);
      expect(asked.body.provider).toBe('facebook');
      const chosen = `${unique('chosen')}@example.com`;
      const signup = await browser.post('/api/user/login/social/email/', {
        signup_token: asked.body.signup_token,
        email: chosen,
      });
      expect(signup.status).toBe(200);
      const early = await browser.post<{ code: string }>('/api/user/login/facebook/', {
        access_token: facebook.tokenFor(quiet),
      });
      expect(early.status).toBe(400);
      expect(early.body.code).toBe('email_not_confirmed');
      const token = await server().smtp.tokenFor(chosen, '/register/confirm');
      expect((await browser.post('/api/user/register/confirm/', { token })).status).toBe(200);
      const late = await browser.post('/api/user/login/facebook/', {
        access_token: facebook.tokenFor(quiet),
      });
      expect(late.status).toBe(200);
      expect(profileSchema.parse(late.body).email).toBe(chosen);

      const forged = await browser.post('/api/user/login/social/email/', {
        signup_token: `${asked.body.signup_token}x`,
        email: `${unique('forged')}@example.com`,
      });
      expect(forged.status).toBe(400);
    });

    it('signs in with Twitter: request token, consent, callback; tokens work once', async () => {
      const browser = server().client();
      const tokenAnswer = await browser.post<{ oauth_token: string; authenticate_url: string }>(
        '/api/user/login/twitter/token/',
      );
      expect(tokenAnswer.status, JSON.stringify(tokenAnswer.body)).toBe(200);
      const { oauth_token: oauthToken, authenticate_url: authenticateUrl } = tokenAnswer.body;
      expect(authenticateUrl).toBe(
        `${twitter.apiUrl}/oauth/authenticate?oauth_token=${oauthToken}`,
      );
      expect(twitter.callbackOf(oauthToken)).toBe('http://console.test/login/twitter/callback');

      const email = `${unique('twitter')}@example.com`;
      const verifier = twitter.authorize(oauthToken, {
        id: unique('tw'),
        name: 'Alan Turing',
        email,
      });
      const signedIn = await browser.post('/api/user/login/twitter/', {
        oauth_token: oauthToken,
        oauth_verifier: verifier,
      });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect(profileSchema.parse(signedIn.body)).toMatchObject({ email, first_name: 'Alan' });

      // Replayed, unknown, or with a wrong verifier: refused, nothing made.
      const replayed = await browser.post<{ detail: string }>('/api/user/login/twitter/', {
        oauth_token: oauthToken,
        oauth_verifier: verifier,
      });
      expect(replayed.status).toBe(400);
      expect(replayed.body.detail).toBe(
        'Twitter sign-in failed or was cancelled. Please try again.',
      );
      const unknown = await browser.post('/api/user/login/twitter/', {
        oauth_token: 'rt-unknown',
        oauth_verifier: 'v',
      });
      expect(unknown.status).toBe(400);
      const fresh = (await browser.post<{ oauth_token: string }>('/api/user/login/twitter/token/'))
        .body.oauth_token;
      twitter.authorize(fresh, { id: unique('tw'), name: 'Wrong Verifier' });
      const wrong = await browser.post('/api/user/login/twitter/', {
        oauth_token: fresh,
        oauth_verifier: 'not-the-verifier',
      });
      expect(wrong.status).toBe(400);
      expect(twitter.badSignatures).toBe(0);
    });

    it('connects and disconnects accounts in Settings, keeping the last way to sign in', async () => {
      const email = `${unique('settings')}@example.com`;
      const sub = unique('sub');
      const browser = server().client();
      await browser.post('/api/user/login/google/', {
        credential: await google.idToken({ sub, email }),
      });
      const fbPerson = { id: unique('fb'), name: 'Second Way' };
      const connected = await browser.post('/api/user/social/facebook/', {
        access_token: facebook.tokenFor(fbPerson),
      });
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
      expect(
        connectedAccountsSchema.parse(connected.body).accounts.map((account) => account.provider),
      ).toEqual(['google', 'facebook']);

      // Someone else cannot connect the same Facebook person.
      const other = await server().signedInClient(`${unique('other')}@example.com`);
      const taken = await other.post('/api/user/social/facebook/', {
        access_token: facebook.tokenFor(fbPerson),
      });
      expect(taken.status).toBe(409);

      const removed = await browser.request('DELETE', '/api/user/social/google/');
      expect(removed.status).toBe(200);
      const last = await browser.request<{ code: string }>('DELETE', '/api/user/social/facebook/');
      expect(last.status).toBe(400);
      expect(last.body.code).toBe('last_sign_in_method');
      const left = connectedAccountsSchema.parse((await browser.get('/api/user/social/')).body);
      expect(left).toMatchObject({ has_password: false, accounts: [{ provider: 'facebook' }] });

      // A first password needs no current one, is set once, and then opens the e-mail login.
      const tooShort = await browser.post('/api/user/password-set/', { new_password: 'short' });
      expect(tooShort.status).toBe(400);
      const set = await browser.post('/api/user/password-set/', { new_password: 'first-pass-1' });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const again = await browser.post<{ detail: string }>('/api/user/password-set/', {
        new_password: 'second-pass-2',
      });
      expect(again.status).toBe(400);
      expect(again.body.detail).toBe(
        'You already have a password: change it with the current one.',
      );
      const login = await server()
        .client()
        .post('/api/user/login/', { email, password: 'first-pass-1' });
      expect(login.status).toBe(200);
      // With a password, the last provider can go.
      const gone = await browser.request('DELETE', '/api/user/social/facebook/');
      expect(gone.status).toBe(200);
      expect(connectedAccountsSchema.parse(gone.body)).toEqual({
        has_password: true,
        accounts: [],
      });
    });
  },
  options,
);

it('treats a Google JWKS that does not answer in time as the provider being down', async () => {
  // A verifier of its own: nothing cached, and a short wait instead of 5 s.
  const verifier = new GoogleSignIn({ clientId: google.clientId, jwksUrl: google.jwksUrl }, 300);
  const credential = await google.idToken({ sub: 'timeout' });
  google.hang = true;
  try {
    await expect(verifier.verify(credential, Date.now())).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  } finally {
    google.hang = false;
  }
  await expect(verifier.verify(credential, Date.now())).resolves.toMatchObject({
    provider: 'google',
    subject: 'timeout',
  });
});
