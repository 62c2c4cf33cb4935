import type { SocialProviders } from '@routelab/shared';
import type { Clock } from '../../clock.js';
import type { SocialConfig } from '../../config.js';
import { NotFoundError, UnavailableError, ValidationError } from '../../errors/domain-errors.js';
import { FacebookSignIn, InvalidFacebookToken } from './facebook.js';
import { GoogleSignIn, InvalidGoogleToken } from './google.js';
import { InvalidTwitterCallback, TwitterSignIn } from './twitter.js';
import type { Db } from '../../db/database.js';
import { SecretBox } from '../../crypto/secret-box.js';
import {
  ProviderUnavailable,
  socialMessages,
  type ProviderIdentity,
  type SocialProvider,
} from './identity.js';

/**
 * The configured providers and their checks: each turns what the page sent into a verified
 * identity, or a 400 (bad, forged, expired, cancelled), 503 (provider down) or 404 (provider
 * not configured here) in the request's language.
 */
export class SocialProvidersCheck {
  private readonly google: GoogleSignIn | undefined;
  private readonly facebook: FacebookSignIn | undefined;
  private readonly twitter: TwitterSignIn | undefined;

  constructor(
    private readonly config: SocialConfig,
    private readonly clock: Clock,
    deps: { db: Db; secretKey: string; publicUrl: string },
  ) {
    this.google = config.google ? new GoogleSignIn(config.google) : undefined;
    this.facebook = config.facebook ? new FacebookSignIn(config.facebook) : undefined;
    this.twitter = config.twitter
      ? new TwitterSignIn(config.twitter, {
          db: deps.db,
          secrets: new SecretBox(deps.secretKey, 'routelab twitter request tokens'),
          // The console page that posts the token and verifier back (issue 25).
          callbackUrl: `${deps.publicUrl}/login/twitter/callback`,
        })
      : undefined;
  }

  /** What the login and registration pages offer. */
  offered(): SocialProviders {
    return {
      google: this.config.google && {
        client_id: this.config.google.clientId,
        script_url: this.config.google.scriptUrl,
      },
      facebook: this.config.facebook && {
        app_id: this.config.facebook.appId,
        script_url: this.config.facebook.sdkUrl,
      },
      twitter: this.config.twitter !== null,
    };
  }

  verifyGoogle(credential: string): Promise<ProviderIdentity> {
    const google = this.google;
    if (!google) throw new NotFoundError(socialMessages.notConfigured);
    return checked('google', () => google.verify(credential, this.clock()));
  }

  verifyFacebook(accessToken: string, userId: string | undefined): Promise<ProviderIdentity> {
    const facebook = this.facebook;
    if (!facebook) throw new NotFoundError(socialMessages.notConfigured);
    return checked('facebook', () => facebook.verify(accessToken, userId));
  }

  requestTwitterToken(): Promise<{ oauth_token: string; authenticate_url: string }> {
    const twitter = this.twitter;
    if (!twitter) throw new NotFoundError(socialMessages.notConfigured);
    return checked('twitter', () => twitter.requestToken(this.clock()));
  }

  verifyTwitter(oauthToken: string, verifier: string): Promise<ProviderIdentity> {
    const twitter = this.twitter;
    if (!twitter) throw new NotFoundError(socialMessages.notConfigured);
    return checked('twitter', () => twitter.verify(oauthToken, verifier, this.clock()));
  }
}

const INVALID: Record<SocialProvider, string> = {
  google: socialMessages.googleInvalid,
  facebook: socialMessages.facebookInvalid,
  twitter: socialMessages.twitterInvalid,
};

async function checked<T>(provider: SocialProvider, verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      throw new UnavailableError(socialMessages.providerDown);
    }
    if (
      error instanceof InvalidGoogleToken ||
      error instanceof InvalidFacebookToken ||
      error instanceof InvalidTwitterCallback
    ) {
      throw ValidationError.input(INVALID[provider], 'social_token_invalid');
    }
    throw error;
  }
}
