import { describe, expect, it } from 'vitest';
import { oauthHeader, oauthSignature, parseOAuthHeader, percentEncode } from './oauth1.js';

// Twitter's documented example ("Creating a signature", developer.x.com).
const EXAMPLE = {
  consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
  consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
  token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
  tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
};

describe('OAuth 1.0a signing', () => {
  it("gives Twitter's documented signature for its example request", () => {
    const params = {
      status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
      include_entities: 'true',
      oauth_consumer_key: EXAMPLE.consumerKey,
      oauth_nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
      oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: '1318622958',
      oauth_token: EXAMPLE.token,
      oauth_version: '1.0',
    };
    expect(
      oauthSignature(
        'POST',
        'https://api.twitter.com/1.1/statuses/update.json',
        params,
        EXAMPLE.consumerSecret,
        EXAMPLE.tokenSecret,
      ),
    ).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('puts the same signature in the header, which reads back', () => {
    const header = oauthHeader(
      {
        method: 'POST',
        url: 'https://api.twitter.com/1.1/statuses/update.json',
        params: {
          status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
          include_entities: 'true',
        },
      },
      EXAMPLE,
      { nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg', timestamp: 1318622958 },
    );
    expect(parseOAuthHeader(header).oauth_signature).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
    expect(percentEncode("a b!'()*")).toBe('a%20b%21%27%28%29%2A');
  });
});
