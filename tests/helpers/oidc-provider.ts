// A real OpenID Connect provider for single sign-on tests: panva's oidc-provider (a certified
// implementation) on 127.0.0.1 and a free port, with one confidential client and accounts whose
// e-mail addresses it vouches for. Its development sign-in pages take any password.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  emailVerified?: boolean;
  name?: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** An account the provider signs in (by its `sub`, typed as the login). */
  addAccount(account: TestAccount): void;
  /**
   * From now on the token endpoint answers an ID token with these claims changed, signed with the
   * provider's own key (so only the changed claim can make it fail); null answers them as issued.
   */
  changeIdTokens(change: ((claims: JWTPayload) => JWTPayload) | null): void;
  close(): Promise<void>;
}

function listening(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** Starts the provider; `redirectUri` is the callback of the CodeNest server under test. */
export async function startOidcProvider(input: {
  redirectUri: string;
  accounts?: TestAccount[];
}): Promise<OidcTestProvider> {
  const accounts = new Map((input.accounts ?? []).map((account) => [account.sub, account]));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = crypto.randomUUID();
  const signingJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const clientId = `codenest-${crypto.randomBytes(4).toString('hex')}`;
  const clientSecret = crypto.randomBytes(24).toString('base64url');
  let change: ((claims: JWTPayload) => JWTPayload) | null = null;

  const server = http.createServer();
  const port = await listening(server);
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [input.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail rides in the ID token itself, as CodeNest reads it (not only from userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (
      change &&
      ctx.method === 'POST' &&
      ctx.path === '/token' &&
      typeof body?.id_token === 'string'
    ) {
      const claims = change(decodeJwt(body.id_token));
      const idToken = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .sign(privateKey);
      ctx.body = { ...body, id_token: idToken };
    }
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => void accounts.set(account.sub, account),
    changeIdTokens: (next) => {
      change = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookies, for one origin at a time. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
}

/**
 * Goes through the provider's sign-in as a browser would, from its authorization URL: signs in as
 * `login`, consents, and answers the address the provider then sends the browser to (the
 * callback, with `code` and `state`), without following it. With `cancel`, the person cancels on
 * the sign-in page instead (the callback then carries `error=access_denied`).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  callbackPrefix: string,
  options: { cancel?: boolean } = {},
): Promise<URL> {
  const jar = new CookieJar();
  let next = new URL(authorizationUrl);
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 12; step += 1) {
    const response: Response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString() ?? null,
    });
    jar.keep(response);
    form = null;
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next);
      if (target.href.startsWith(callbackPrefix)) return target;
      next = target;
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || !prompt) {
      throw new Error(
        `the provider answered ${response.status} at ${next.href}: ${page.slice(0, 300)}`,
      );
    }
    if (options.cancel) {
      next = new URL(`${next.pathname}/abort`, next);
      continue;
    }
    // The page's form posts back to the interaction's own address.
    form = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt },
    );
  }
  throw new Error('the provider never sent the browser back to the callback');
}
