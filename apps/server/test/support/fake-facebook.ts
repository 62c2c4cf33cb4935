import { createHmac } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Person {
  id: string;
  name: string;
  email?: string;
  /** The app the token was issued to (ours unless a test says otherwise). */
  appId?: string;
}

/**
 * The JS SDK a page loads (`FB`): `init` takes the app id, `login` asks the fake (standing in
 * for Facebook's login popup) for the person's access token and answers as the SDK does; it
 * calls `window.fbAsyncInit` once loaded, like the real one.
 */
const sdkScript = (origin: string) => `(() => {
  let appId;
  window.FB = {
    init(options) { appId = options.appId; },
    login(callback) {
      fetch('${origin}/fake/dialog/oauth?client_id=' + encodeURIComponent(appId))
        .then((answer) => (answer.ok ? answer.json() : null))
        .then((auth) => callback(auth
          ? { status: 'connected', authResponse: { accessToken: auth.access_token,
              userID: auth.user_id, expiresIn: 3600, signedRequest: '' } }
          : { status: 'unknown', authResponse: null }));
    },
    getLoginStatus(callback) { callback({ status: 'unknown', authResponse: null }); },
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();
`;

/**
 * Facebook's Graph API as sign-in uses it, over real HTTP: `debug_token` checked with the app
 * token, and `me` that insists on the right `appsecret_proof`; and the JS SDK for browser tests.
 */
export class FakeFacebook {
  /** While true the Graph API answers 502 (a provider that is down). */
  down = false;
  /** Who logs in when a browser calls the fake SDK's `FB.login`; null: the popup is closed. */
  browserPerson: Person | null = {
    id: 'fb-browser-1',
    name: 'Fay Browser',
    email: 'facebook.browser@example.com',
  };
  private readonly tokens = new Map<string, Person>();
  private counter = 0;
  private constructor(
    private readonly server: Server,
    readonly appId: string,
    readonly appSecret: string,
  ) {}

  static async start(
    appId = '1234567890',
    appSecret = 'fake-facebook-app-secret',
  ): Promise<FakeFacebook> {
    const state: { fake?: FakeFacebook } = {};
    const server = createServer((request, response) =>
      state.fake?.answer(request.url ?? '', response),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.fake = new FakeFacebook(server, appId, appSecret);
    return state.fake;
  }

  get graphUrl(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** What FACEBOOK_SDK_URL points a browser test at. */
  get sdkUrl(): string {
    return `${this.graphUrl}/en_US/sdk.js`;
  }

  /** An access token the JS SDK would have given this person. */
  tokenFor(person: Person): string {
    this.counter += 1;
    const token = `EAAfake${this.counter}x${person.id}`;
    this.tokens.set(token, person);
    return token;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(path: string, response: ServerResponse): void {
    const url = new URL(path, 'http://graph.local');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/en_US/sdk.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(sdkScript(this.graphUrl));
      return;
    }
    if (url.pathname === '/fake/dialog/oauth') {
      response.setHeader('access-control-allow-origin', '*');
      const person = this.browserPerson;
      if (!person || url.searchParams.get('client_id') !== this.appId) {
        return json(400, { error: { message: 'Login cancelled' } });
      }
      return json(200, { access_token: this.tokenFor(person), user_id: person.id });
    }
    if (this.down) return json(502, { error: { message: 'Bad gateway' } });
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${this.appId}|${this.appSecret}`) {
        return json(400, { error: { message: 'Invalid app access token', code: 190 } });
      }
      const person = this.tokens.get(url.searchParams.get('input_token') ?? '');
      return json(200, {
        data: person
          ? { is_valid: true, app_id: person.appId ?? this.appId, user_id: person.id }
          : { is_valid: false },
      });
    }
    if (url.pathname === '/v19.0/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const proof = createHmac('sha256', this.appSecret).update(token).digest('hex');
      const person = this.tokens.get(token);
      if (!person || url.searchParams.get('appsecret_proof') !== proof) {
        return json(400, { error: { message: 'Invalid appsecret_proof', code: 100 } });
      }
      return json(200, {
        id: person.id,
        name: person.name,
        ...(person.email && { email: person.email }),
      });
    }
    json(404, { error: { message: 'Unknown path' } });
  }
}
