import { describe, expect, it } from 'vitest';
import type { SocialConfig } from '../config.js';
import { contentSecurityDirectives } from './content-security-policy.js';

const none: SocialConfig = { google: null, facebook: null, twitter: null };
const google = {
  clientId: 'id',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  scriptUrl: 'https://accounts.google.com/gsi/client',
};
const facebook = {
  appId: '1',
  appSecret: 's',
  graphUrl: 'https://graph.facebook.com',
  sdkUrl: 'https://connect.facebook.net/en_US/sdk.js',
};

describe('contentSecurityDirectives', () => {
  it('allows only the console itself without providers', () => {
    const directives = contentSecurityDirectives(none, { upgradeInsecureRequests: false });
    expect(directives).toMatchObject({
      scriptSrc: ["'self'"],
      frameSrc: ["'self'"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    });
  });

  it("allows Google Identity Services' script, and its frames and calls under /gsi/", () => {
    const directives = contentSecurityDirectives(
      { ...none, google },
      { upgradeInsecureRequests: true },
    );
    expect(directives.scriptSrc).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(directives.frameSrc).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(directives.connectSrc).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(directives.upgradeInsecureRequests).toEqual([]);
  });

  it("allows the Facebook SDK's origin, frames and Graph calls", () => {
    const directives = contentSecurityDirectives(
      { ...none, facebook },
      { upgradeInsecureRequests: false },
    );
    expect(directives.scriptSrc).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(directives.frameSrc).toContain('https://www.facebook.com');
    expect(directives.connectSrc).toContain('https://graph.facebook.com');
  });
});
