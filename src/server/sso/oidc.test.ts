import { describe, expect, it } from 'vitest';
import {
  SignJWT,
  UnsecuredJWT,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JWTPayload,
} from 'jose';
import { IdTokenError, verifyIdToken } from './oidc';
import { ProviderError, providerUrl } from './outbound';

const ISSUER = 'https://login.school.example';
const CLIENT = 'codenest-client';
const NONCE = 'nonce-of-this-sign-in';
const ISSUED_AT = Date.UTC(2026, 0, 5, 9, 0, 0);

const provider = await generateKeyPair('ES256', { extractable: true });
const stranger = await generateKeyPair('ES256', { extractable: true });
const keys = createLocalJWKSet({
  keys: [{ ...(await exportJWK(provider.publicKey)), kid: 'provider', alg: 'ES256' }],
});

function idToken(claims: JWTPayload = {}, key = provider.privateKey, kid = 'provider') {
  const iat = Math.floor(ISSUED_AT / 1000);
  return new SignJWT({
    iss: ISSUER,
    aud: CLIENT,
    sub: 'person-1',
    nonce: NONCE,
    iat,
    exp: iat + 300,
    email: 'ada@school.example',
    email_verified: true,
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid })
    .sign(key);
}

const verify = (token: string, now = new Date(ISSUED_AT + 1000)) =>
  verifyIdToken(token, { issuer: ISSUER, clientId: CLIENT, nonce: NONCE, keys, now });

async function refusal(token: string | Promise<string>, now?: Date): Promise<string> {
  const error = await verify(await token, now).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(IdTokenError);
  return (error as IdTokenError).message;
}

describe('verifyIdToken', () => {
  it('answers the claims of a token signed by the provider for this client and sign-in', async () => {
    expect(await verify(await idToken())).toMatchObject({
      sub: 'person-1',
      email: 'ada@school.example',
      email_verified: true,
    });
  });

  it('refuses it once expired, by the clock it is given, past a few seconds of tolerance', async () => {
    const expiry = ISSUED_AT + 300_000;
    expect((await verify(await idToken(), new Date(expiry + 4_000))).sub).toBe('person-1');
    expect(await refusal(idToken(), new Date(expiry + 6_000))).toBe('the ID token has expired');
  });

  it('refuses another issuer, another audience, and another sign-in’s nonce', async () => {
    expect(await refusal(idToken({ iss: 'https://evil.example' }))).toBe(
      'the ID token comes from another issuer',
    );
    expect(await refusal(idToken({ aud: 'someone-else' }))).toBe(
      'the ID token was issued to another client',
    );
    expect(await refusal(idToken({ aud: ['someone-else', CLIENT], azp: 'someone-else' }))).toBe(
      'the ID token was issued to another client',
    );
    expect(await refusal(idToken({ nonce: 'replayed' }))).toBe(
      'the ID token belongs to another sign-in (its nonce does not match)',
    );
    expect(await refusal(idToken({ nonce: undefined }))).toBe(
      'the ID token belongs to another sign-in (its nonce does not match)',
    );
  });

  it('refuses a token not signed by the provider, unsigned, or signed with a shared secret', async () => {
    expect(await refusal(idToken({}, stranger.privateKey))).toBe(
      'the ID token is not signed by the provider',
    );
    const unsigned = new UnsecuredJWT({ iss: ISSUER, aud: CLIENT, sub: 'x', nonce: NONCE })
      .setIssuedAt(Math.floor(ISSUED_AT / 1000))
      .setExpirationTime(Math.floor(ISSUED_AT / 1000) + 300)
      .encode();
    expect(await refusal(unsigned)).toBe(
      'the ID token is signed with an algorithm CodeNest does not accept',
    );
    const mac = await new SignJWT({ iss: ISSUER, aud: CLIENT, sub: 'x', nonce: NONCE })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(ISSUED_AT / 1000))
      .setExpirationTime(Math.floor(ISSUED_AT / 1000) + 300)
      .sign(new TextEncoder().encode('the client secret, known to both sides'));
    expect(await refusal(mac)).toBe(
      'the ID token is signed with an algorithm CodeNest does not accept',
    );
  });
});

describe('providerUrl', () => {
  it('takes https, and http only where the configuration allows it', () => {
    expect(providerUrl('https://login.school.example', false, 'issuer').href).toBe(
      'https://login.school.example/',
    );
    expect(() => providerUrl('http://127.0.0.1:4000', false, 'issuer')).toThrow(
      new ProviderError('The issuer must start with https:// (it is http://127.0.0.1:4000).'),
    );
    expect(providerUrl('http://127.0.0.1:4000', true, 'issuer').origin).toBe(
      'http://127.0.0.1:4000',
    );
    expect(() => providerUrl('file:///etc/passwd', true, 'issuer')).toThrow(
      'The issuer must start with https:// (it is file:///etc/passwd).',
    );
    expect(() => providerUrl('https://user:pw@login.school.example', false, 'issuer')).toThrow(
      'The issuer must not contain a user name or password.',
    );
    expect(() => providerUrl('login.school.example', false, 'issuer')).toThrow(
      'The issuer login.school.example is not a URL.',
    );
  });
});
