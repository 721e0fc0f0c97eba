import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderError,
  fetchProviderJson,
  providerFetch,
  providerRequest,
  type HostResolver,
} from './outbound';

/*
 * Every address here is on this machine: a screen that let something through would reach the
 * test's own server, which counts the requests it got.
 */

let server: http.Server;
let port: number;
let requests = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests += 1;
    if (request.url === '/big') {
      response.end(JSON.stringify({ padding: 'x'.repeat(300 * 1024) }));
      return;
    }
    if (request.url === '/moved') {
      response.writeHead(302, { location: '/.well-known/openid-configuration' }).end();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ issuer: 'answered', method: request.method }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A name resolving to these addresses, whatever the machine's resolver says. */
const resolvingTo =
  (...addresses: string[]): HostResolver =>
  () =>
    Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return (error as ProviderError).message;
}

describe('providerRequest', () => {
  it('refuses a loopback address literal before connecting, unless private ones are allowed', async () => {
    const before = requests;
    const url = new URL(`http://127.0.0.1:${port}/.well-known/openid-configuration`);
    expect(await refusal(providerRequest(url, { allowPrivateAddresses: false }))).toBe(
      `http://127.0.0.1:${port} is at 127.0.0.1, a loopback address (this server itself), which CodeNest does not connect to. Use an address of the provider that is reachable on the internet.`,
    );
    expect(requests).toBe(before);
    const answer = await providerRequest(url, { allowPrivateAddresses: true });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ issuer: 'answered', method: 'GET' });
    expect(requests).toBe(before + 1);
  });

  it('screens the addresses a name resolves to when it connects, refusing if any is screened out', async () => {
    const before = requests;
    const url = new URL(`http://login.school.example:${port}/`);
    expect(
      await refusal(
        providerRequest(url, {
          allowPrivateAddresses: false,
          resolveHost: resolvingTo('127.0.0.1'),
        }),
      ),
    ).toBe(
      `http://login.school.example:${port} is at 127.0.0.1, a loopback address (this server itself), which CodeNest does not connect to. Use an address of the provider that is reachable on the internet.`,
    );
    // Even where private providers are allowed, a name that also points at link-local is refused.
    expect(
      await refusal(
        providerRequest(url, {
          allowPrivateAddresses: true,
          resolveHost: resolvingTo('127.0.0.1', '169.254.169.254'),
        }),
      ),
    ).toContain('is at 169.254.169.254, a link-local address');
    expect(
      await refusal(
        providerRequest(url, {
          allowPrivateAddresses: false,
          resolveHost: resolvingTo('::ffff:127.0.0.1'),
        }),
      ),
    ).toContain('is at ::ffff:127.0.0.1, a loopback address');
    expect(requests).toBe(before);

    const allowed = await providerRequest(url, {
      allowPrivateAddresses: true,
      resolveHost: resolvingTo('127.0.0.1'),
    });
    expect(allowed.status).toBe(200);
    expect(requests).toBe(before + 1);
  });

  it('follows no redirect and refuses an answer past its size limit', async () => {
    const policy = { allowPrivateAddresses: true };
    const moved = await providerRequest(new URL(`http://127.0.0.1:${port}/moved`), policy);
    expect(moved.status).toBe(302);
    expect(await refusal(providerRequest(new URL(`http://127.0.0.1:${port}/big`), policy))).toBe(
      'The provider’s answer is too large.',
    );
    expect(
      await refusal(fetchProviderJson(new URL(`http://127.0.0.1:${port}/moved`), policy)),
    ).toBe(`http://127.0.0.1:${port}/moved did not answer with JSON (HTTP 302).`);
  });
});

describe('providerFetch', () => {
  it('answers jose a Response through the same screen', async () => {
    const fetchKeys = providerFetch({ allowPrivateAddresses: true });
    const options = {
      method: 'GET' as const,
      headers: new Headers({ accept: 'application/json' }),
      redirect: 'manual' as const,
      signal: AbortSignal.timeout(5_000),
    };
    const response = await fetchKeys(`http://127.0.0.1:${port}/jwks`, options);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ issuer: 'answered', method: 'GET' });
    const screened = providerFetch({ allowPrivateAddresses: false });
    expect(await refusal(screened(`http://127.0.0.1:${port}/jwks`, options))).toContain(
      'a loopback address',
    );
  });
});
