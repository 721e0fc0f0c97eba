import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose';
import { z } from '@domain/zod';
import {
  PROVIDER_TIMEOUT_MS,
  ProviderError,
  fetchProviderJson,
  outboundPolicyOf,
  providerFetch,
  providerUrl,
  type OutboundPolicy,
} from './outbound';

/** What CodeNest uses of a provider's discovery document (OpenID Connect Discovery 1.0). */
export interface ProviderMetadata {
  issuer: string;
  authorizationEndpoint: URL;
  tokenEndpoint: URL;
  jwksUri: URL;
  /** How the client authenticates at the token endpoint: HTTP Basic unless only POST is offered. */
  tokenAuthMethod: 'client_secret_basic' | 'client_secret_post';
}

/** A provider's document is read again after this long; keys are looked up again on an unknown kid. */
const DISCOVERY_TTL_MS = 5 * 60_000;
const JWKS_MAX_AGE_MS = 10 * 60_000;

const discoveryDocumentSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
});

interface ProviderCaches {
  documents: Map<string, { metadata: ProviderMetadata; expiresAt: number }>;
  keySets: Map<string, JWTVerifyGetKey>;
}

// Per app: a test's provider on a port another test used before is a new provider.
const cachesOf = new WeakMap<FastifyInstance, ProviderCaches>();

function caches(app: FastifyInstance): ProviderCaches {
  let found = cachesOf.get(app);
  if (!found) {
    found = { documents: new Map(), keySets: new Map() };
    cachesOf.set(app, found);
  }
  return found;
}

function tokenAuthMethodOf(supported: string[] | undefined): ProviderMetadata['tokenAuthMethod'] {
  if (!supported || supported.includes('client_secret_basic')) return 'client_secret_basic';
  if (supported.includes('client_secret_post')) return 'client_secret_post';
  throw new ProviderError(
    'The provider accepts neither client_secret_basic nor client_secret_post at its token endpoint, so CodeNest cannot sign in with a client secret.',
  );
}

async function fetchMetadata(
  issuer: string,
  allowHttp: boolean,
  policy: OutboundPolicy,
): Promise<ProviderMetadata> {
  const base = providerUrl(issuer, allowHttp, 'issuer');
  const address = new URL(`${base.href.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  const { status, body } = await fetchProviderJson(address, policy);
  const parsed = discoveryDocumentSchema.safeParse(body);
  if (status !== 200 || !parsed.success) {
    throw new ProviderError(
      `${address.href} is not an OpenID Connect discovery document (HTTP ${status}). Check the issuer URL.`,
    );
  }
  const document = parsed.data;
  if (document.issuer !== issuer) {
    throw new ProviderError(
      `The provider at ${address.origin} says its issuer is ${document.issuer}, not ${issuer}. Enter the issuer exactly as the provider states it.`,
    );
  }
  const pkce = document.code_challenge_methods_supported;
  if (pkce && !pkce.includes('S256')) {
    throw new ProviderError(
      'The provider does not support PKCE with S256, which CodeNest requires for sign-ins.',
    );
  }
  return {
    issuer: document.issuer,
    authorizationEndpoint: providerUrl(
      document.authorization_endpoint,
      allowHttp,
      'authorization endpoint',
    ),
    tokenEndpoint: providerUrl(document.token_endpoint, allowHttp, 'token endpoint'),
    jwksUri: providerUrl(document.jwks_uri, allowHttp, 'JWKS address'),
    tokenAuthMethod: tokenAuthMethodOf(document.token_endpoint_auth_methods_supported),
  };
}

/**
 * The provider's discovery document, checked: its `issuer` must be exactly the configured one.
 * Kept for a few minutes; `fresh` reads it anew (an owner saving the settings).
 */
export async function discover(
  app: FastifyInstance,
  issuer: string,
  options: { fresh?: boolean } = {},
): Promise<ProviderMetadata> {
  const { documents } = caches(app);
  const cached = documents.get(issuer);
  if (!options.fresh && cached && cached.expiresAt > Date.now()) return cached.metadata;
  const metadata = await fetchMetadata(
    issuer,
    app.config.sso.allowHttpIssuers,
    outboundPolicyOf(app.config),
  );
  documents.set(issuer, { metadata, expiresAt: Date.now() + DISCOVERY_TTL_MS });
  return metadata;
}

/**
 * The provider's signing keys (jose fetches them through the screened requests, with a time limit,
 * and caches them).
 */
export function keySetOf(app: FastifyInstance, metadata: ProviderMetadata): JWTVerifyGetKey {
  const { keySets } = caches(app);
  let keySet = keySets.get(metadata.jwksUri.href);
  if (!keySet) {
    keySet = createRemoteJWKSet(metadata.jwksUri, {
      timeoutDuration: PROVIDER_TIMEOUT_MS,
      cacheMaxAge: JWKS_MAX_AGE_MS,
      [customFetch]: providerFetch(outboundPolicyOf(app.config)),
    });
    keySets.set(metadata.jwksUri.href, keySet);
  }
  return keySet;
}
