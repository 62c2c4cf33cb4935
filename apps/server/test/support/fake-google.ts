import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/**
 * Google's side of Identity Services sign-in over real HTTP: a JWKS endpoint with one RS256 key
 * and ID tokens signed by it (or by a key it does not publish, for forgeries).
 */
export class FakeGoogle {
  /** While true the JWKS endpoint never answers (a provider that times out). */
  hang = false;
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
      if (state.fake?.hang) return;
      if (request.url !== '/oauth2/v3/certs') {
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

  get jwksUrl(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/oauth2/v3/certs`;
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
