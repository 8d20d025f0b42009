import { decodeIdToken, Google, generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';

const idTokenClaims = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().url().optional(),
});

export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

/** Google sign-in: OAuth 2.0 authorization code flow with PKCE and state (arctic). */
export class GoogleOAuth {
  private readonly client: Google;
  constructor(clientId: string, clientSecret: string, redirectUri: string) {
    this.client = new Google(clientId, clientSecret, redirectUri);
  }

  start(): { url: string; state: string; verifier: string } {
    const state = generateState();
    const verifier = generateCodeVerifier();
    const url = this.client.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile']);
    return { url: url.toString(), state, verifier };
  }

  /** The ID token comes straight from Google's token endpoint over TLS, so its claims are trusted as delivered. */
  async finish(code: string, verifier: string): Promise<GoogleProfile> {
    const tokens = await this.client.validateAuthorizationCode(code, verifier);
    const claims = idTokenClaims.parse(decodeIdToken(tokens.idToken()));
    return {
      sub: claims.sub,
      email: claims.email.toLowerCase(),
      emailVerified: claims.email_verified ?? false,
      firstName: claims.given_name ?? null,
      lastName: claims.family_name ?? null,
      picture: claims.picture ?? null,
    };
  }
}
