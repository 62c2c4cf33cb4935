import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/**
 * The Identity Services script a page loads (`google.accounts.id`): `initialize` takes the
 * client id and callback, `renderButton` draws a button; the click asks the fake (standing in for
 * Google's consent popup) for an ID token and hands it to the callback as GIS does.
 */
const gsiScript = (origin: string) => `(() => {
  let config;
  const id = {
    initialize(options) { config = options; },
    renderButton(parent, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = options && options.text === 'signup_with'
        ? 'Sign up with Google' : 'Sign in with Google';
      button.addEventListener('click', async () => {
        const answer = await fetch('${origin}/gsi/credential?client_id=' +
          encodeURIComponent(config.client_id));
        if (!answer.ok) return; // the person closed the popup
        const { credential } = await answer.json();
        config.callback({ credential, select_by: 'btn', clientId: config.client_id });
      });
      parent.replaceChildren(button);
    },
    prompt() {},
    cancel() {},
    disableAutoSelect() {},
  };
  window.google = { accounts: { id } };
})();
`;

/**
 * Google's side of Identity Services sign-in over real HTTP: a JWKS endpoint with one RS256 key
 * and ID tokens signed by it (or by a key it does not publish, for forgeries), and the GIS
 * script for browser tests.
 */
export class FakeGoogle {
  /** While true the JWKS endpoint never answers (a provider that times out). */
  hang = false;
  /** Who consents when a browser clicks the fake GIS button. */
  browserPerson = {
    sub: 'google-browser-1',
    email: 'google.browser@example.com',
    name: 'Gia Browser',
  };
  private constructor(
    private readonly server: Server,
    private readonly key: PrivateKey,
    private readonly stranger: PrivateKey,
    readonly clientId: string,
  ) {}

  static async start(clientId = 'routelab-test.apps.googleusercontent.com'): Promise<FakeGoogle> {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const stranger = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
    const state: { fake?: FakeGoogle } = {};
    const server = createServer((request, response) => {
      const fake = state.fake;
      if (!fake || fake.hang) return;
      const url = new URL(request.url ?? '/', fake.origin);
      if (url.pathname === '/gsi/client') {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end(gsiScript(fake.origin));
        return;
      }
      if (url.pathname === '/gsi/credential') {
        const audience = url.searchParams.get('client_id') ?? '';
        void fake.idToken(fake.browserPerson, { audience }).then((credential) => {
          response.writeHead(200, {
            'content-type': 'application/json',
            'access-control-allow-origin': '*',
          });
          response.end(JSON.stringify({ credential }));
        });
        return;
      }
      if (url.pathname !== '/oauth2/v3/certs') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.fake = new FakeGoogle(server, privateKey, stranger, clientId);
    return state.fake;
  }

  get origin(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  get jwksUrl(): string {
    return `${this.origin}/oauth2/v3/certs`;
  }

  /** What GOOGLE_GSI_SCRIPT_URL points a browser test at. */
  get scriptUrl(): string {
    return `${this.origin}/gsi/client`;
  }

  /** An ID token as Google issues it; `claims` and `options` change what a test needs. */
  async idToken(
    claims: JWTPayload & { email?: string; email_verified?: boolean; name?: string },
    options: { forged?: boolean; expiresInSeconds?: number; audience?: string } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-1', typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.audience ?? this.clientId)
      .setIssuedAt(now - 10)
      .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
      .sign(options.forged ? this.stranger : this.key);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
