import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import type { FetchImplementation } from 'jose';
import type { Config } from '../config';
import { refusedAddress } from './address-screen';

/*
 * Requests to a team's OpenID provider, an address its owner typed: https only (unless the
 * configuration allows http for a provider on this machine), to public addresses only (the
 * address is screened when the connection is made, so a name answering differently later cannot
 * get around it), no redirects, a time limit and a size limit on every answer.
 */

export const PROVIDER_TIMEOUT_MS = 5_000;
const MAX_ANSWER_BYTES = 256 * 1024;

/** Why a provider could not be used; `message` is a sentence for the team's owner. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export type HostResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface OutboundPolicy {
  /** Loopback and private addresses too (SSO_ALLOW_HTTP_ISSUERS: tests and development). */
  allowPrivateAddresses: boolean;
  /** How host names are resolved: the system's resolver unless a test gives another. */
  resolveHost?: HostResolver;
}

export const outboundPolicyOf = (config: Config): OutboundPolicy => ({
  allowPrivateAddresses: config.sso.allowHttpIssuers,
});

/** The URL if it may be fetched: https (or http when allowed), no user name or password in it. */
export function providerUrl(value: string, allowHttp: boolean, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ProviderError(`The ${what} ${value} is not a URL.`);
  }
  const http = url.protocol === 'http:';
  if (url.protocol !== 'https:' && !(http && allowHttp)) {
    throw new ProviderError(`The ${what} must start with https:// (it is ${value}).`);
  }
  if (url.username || url.password) {
    throw new ProviderError(`The ${what} must not contain a user name or password.`);
  }
  return url;
}

const systemResolver: HostResolver = (hostname) => dns.promises.lookup(hostname, { all: true });

function refusal(url: URL, address: string, why: string): ProviderError {
  return new ProviderError(
    `${url.origin} is at ${address}, ${why}, which CodeNest does not connect to. Use an address of the provider that is reachable on the internet.`,
  );
}

/** Resolves the host when the connection is made, and refuses it if any address is screened out. */
function screenedLookup(url: URL, policy: OutboundPolicy): LookupFunction {
  const resolve = policy.resolveHost ?? systemResolver;
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const family = typeof options.family === 'number' ? options.family : 0;
        const addresses = family ? found.filter((item) => item.family === family) : found;
        const first = addresses[0];
        if (!first) {
          callback(new ProviderError(`${url.origin} could not be reached.`), '', 0);
          return;
        }
        for (const { address } of found) {
          const why = refusedAddress(address, policy.allowPrivateAddresses);
          if (why) {
            callback(refusal(url, address, why), '', 0);
            return;
          }
        }
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

export interface ProviderAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/**
 * One request to the provider over a connection of its own (never a pooled one another request
 * opened): the address is screened as it is resolved, and again once connected.
 */
export function providerRequest(
  url: URL,
  policy: OutboundPolicy,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    signal?: AbortSignal;
  } = {},
): Promise<ProviderAnswer> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) {
    const why = refusedAddress(host, policy.allowPrivateAddresses);
    if (why) return Promise.reject(refusal(url, host, why));
  }
  const signal = init.signal ?? AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  // A timeout's reason is a DOMException named TimeoutError, which jose and the caller look for.
  const abortReason = (): Error =>
    signal.reason instanceof Error
      ? signal.reason
      : new DOMException('The request was aborted.', 'AbortError');
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortReason());
      return;
    }
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      agent: false,
      lookup: screenedLookup(url, policy),
    });
    const fail = (error: Error) => {
      signal.removeEventListener('abort', onAbort);
      request.destroy();
      reject(error);
    };
    const onAbort = () => fail(abortReason());
    signal.addEventListener('abort', onAbort, { once: true });

    request.on('socket', (socket) => {
      socket.once('connect', () => {
        const address = socket.remoteAddress ?? '';
        const why = refusedAddress(address, policy.allowPrivateAddresses);
        if (why) fail(refusal(url, address, why));
      });
    });
    request.on('error', fail);
    request.on('response', (response) => {
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > MAX_ANSWER_BYTES) {
        fail(new ProviderError('The provider’s answer is too large.'));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > MAX_ANSWER_BYTES) fail(new ProviderError('The provider’s answer is too large.'));
        else chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        signal.removeEventListener('abort', onAbort);
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const item of Array.isArray(value) ? value : [value ?? '']) {
            headers.append(name, item);
          }
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    request.end(init.body);
  });
}

const timedOut = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Fetches JSON from the provider; anything else (a timeout, a redirect, an HTML page) throws. */
export async function fetchProviderJson(
  url: URL,
  policy: OutboundPolicy,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: unknown }> {
  let answer: ProviderAnswer;
  try {
    answer = await providerRequest(url, policy, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(
      timedOut(error)
        ? `${url.origin} did not answer within ${PROVIDER_TIMEOUT_MS / 1000} seconds.`
        : `${url.origin} could not be reached.`,
    );
  }
  try {
    return { status: answer.status, body: JSON.parse(answer.body.toString('utf8')) as unknown };
  } catch {
    throw new ProviderError(`${url.href} did not answer with JSON (HTTP ${answer.status}).`);
  }
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** A fetch for jose's key set, going through the same screened requests. */
export function providerFetch(policy: OutboundPolicy): FetchImplementation {
  return async (url, options) => {
    const answer = await providerRequest(new URL(url), policy, {
      method: options.method,
      headers: Object.fromEntries(options.headers),
      signal: options.signal,
    });
    const status = answer.status >= 200 && answer.status <= 599 ? answer.status : 502;
    return new Response(NULL_BODY_STATUSES.has(status) ? null : answer.body, {
      status,
      headers: answer.headers,
    });
  };
}
