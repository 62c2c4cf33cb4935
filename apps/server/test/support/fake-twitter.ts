import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { oauthSignature, parseOAuthHeader } from '../../src/modules/social-sign-in/oauth1.js';

interface Person {
  id: string;
  name: string;
  email?: string;
}

/**
 * Twitter's OAuth 1.0a endpoints over real HTTP. Every request's HMAC-SHA1 signature is checked
 * with the consumer secret and the token secret it must have been signed with; request tokens
 * and verifiers work once.
 */
export class FakeTwitter {
  readonly consumerKey = 'fake-twitter-consumer-key';
  readonly consumerSecret = 'fake-twitter-consumer-secret';
  /** Who consents when a browser comes to /oauth/authenticate. */
  browserPerson: Person = {
    id: 'tw-browser-1',
    name: 'Browser Person',
    email: 'browser@example.com',
  };
  /** Requests whose signature did not check out. */
  badSignatures = 0;
  private readonly requestTokens = new Map<
    string,
    { secret: string; callback: string; verifier?: string; person?: Person }
  >();
  private readonly accessTokens = new Map<string, { secret: string; person: Person }>();
  private counter = 0;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeTwitter> {
    const state: { fake?: FakeTwitter } = {};
    const server = createServer((request, response) => state.fake?.answer(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.fake = new FakeTwitter(server);
    return state.fake;
  }

  get apiUrl(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** The person consents at Twitter: the verifier the callback page would get. */
  authorize(oauthToken: string, person: Person): string {
    const entry = this.requestTokens.get(oauthToken);
    if (!entry) throw new Error(`unknown request token ${oauthToken}`);
    entry.verifier = `verifier-${++this.counter}`;
    entry.person = person;
    return entry.verifier;
  }

  callbackOf(oauthToken: string): string | undefined {
    return this.requestTokens.get(oauthToken)?.callback;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', this.apiUrl);
    const oauth = parseOAuthHeader(request.headers.authorization ?? '');
    const reply = (status: number, body: string, type = 'application/x-www-form-urlencoded') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    const signed = (tokenSecret: string) => {
      const { oauth_signature: signature, ...params } = oauth;
      const query = Object.fromEntries(url.searchParams);
      const expected = oauthSignature(
        request.method ?? 'GET',
        `${this.apiUrl}${url.pathname}`,
        { ...query, ...params },
        this.consumerSecret,
        tokenSecret,
      );
      const ok = oauth.oauth_consumer_key === this.consumerKey && signature === expected;
      if (!ok) this.badSignatures += 1;
      return ok;
    };

    if (url.pathname === '/oauth/request_token' && request.method === 'POST') {
      if (!signed('') || !oauth.oauth_callback) return reply(401, 'Invalid signature');
      const token = `rt-${++this.counter}`;
      const secret = `rts-${this.counter}`;
      this.requestTokens.set(token, { secret, callback: oauth.oauth_callback });
      return reply(
        200,
        `oauth_token=${token}&oauth_token_secret=${secret}&oauth_callback_confirmed=true`,
      );
    }
    if (url.pathname === '/oauth/authenticate' && request.method === 'GET') {
      // The person consents at once and is sent back to the app's callback.
      const token = url.searchParams.get('oauth_token') ?? '';
      const entry = this.requestTokens.get(token);
      if (!entry) return reply(400, 'Unknown oauth_token', 'text/plain');
      const verifier = this.authorize(token, this.browserPerson);
      const back = new URL(entry.callback);
      back.searchParams.set('oauth_token', token);
      back.searchParams.set('oauth_verifier', verifier);
      response.writeHead(302, { location: back.toString() });
      response.end();
      return;
    }
    if (url.pathname === '/oauth/access_token' && request.method === 'POST') {
      const entry = this.requestTokens.get(oauth.oauth_token ?? '');
      if (!entry || !signed(entry.secret)) return reply(401, 'Invalid signature');
      if (!entry.person || entry.verifier !== oauth.oauth_verifier) {
        return reply(401, 'Invalid oauth_verifier');
      }
      this.requestTokens.delete(oauth.oauth_token ?? '');
      const token = `at-${++this.counter}`;
      const secret = `ats-${this.counter}`;
      this.accessTokens.set(token, { secret, person: entry.person });
      return reply(
        200,
        `oauth_token=${token}&oauth_token_secret=${secret}&user_id=${entry.person.id}`,
      );
    }
    if (url.pathname === '/1.1/account/verify_credentials.json' && request.method === 'GET') {
      const entry = this.accessTokens.get(oauth.oauth_token ?? '');
      if (!entry || !signed(entry.secret)) return reply(401, '{"errors":[{"code":32}]}');
      const { person } = entry;
      const withEmail = url.searchParams.get('include_email') === 'true' && person.email;
      return reply(
        200,
        JSON.stringify({
          id_str: person.id,
          name: person.name,
          ...(withEmail && { email: person.email }),
        }),
        'application/json',
      );
    }
    reply(404, 'Not found');
  }
}
