import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/*
 * A push service on this machine, as a browser's would be: each device subscribes with its own
 * key pair and auth secret, and every message it receives is checked (the VAPID signature of the
 * server's key, addressed to this origin) and decrypted as the device would decrypt it.
 */

export interface ReceivedPush {
  /** The decrypted message, parsed. */
  message: unknown;
  /** The VAPID public key the server signed with (`k=` of the Authorization header). */
  vapidKey: string;
  ttl: string | undefined;
}

export interface TestDevice {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** From now on, the service answers 410 Gone: the browser dropped the subscription. */
  unsubscribeInBrowser(): void;
}

export interface TestPushService {
  url: string;
  device(): TestDevice;
  /** Requests refused (a bad signature, a message that would not decrypt), with why. */
  refused: string[];
  close(): Promise<void>;
}

function uncompressedToJwk(point: Buffer) {
  return {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
}

export async function startPushService(): Promise<TestPushService> {
  const devices = new Map<
    string,
    { ecdh: crypto.ECDH; auth: string; gone: boolean; received: ReceivedPush[] }
  >();
  const refused: string[] = [];

  async function receive(request: http.IncomingMessage, body: Buffer): Promise<number> {
    const id = (request.url ?? '').replace(/^\/push\//, '');
    const device = devices.get(id);
    if (!device || device.gone) return 410;
    const authorization = /^vapid t=([^,]+), k=(\S+)$/.exec(request.headers.authorization ?? '');
    if (!authorization) {
      refused.push(`no VAPID authorization: ${request.headers.authorization ?? ''}`);
      return 401;
    }
    const [, token, vapidKey] = authorization as unknown as [string, string, string];
    const key = await importJWK(uncompressedToJwk(Buffer.from(vapidKey, 'base64url')), 'ES256');
    const origin = `http://${request.headers.host ?? ''}`;
    try {
      await jwtVerify(token, key, { audience: origin, algorithms: ['ES256'] });
    } catch (error) {
      refused.push(`VAPID token refused: ${String(error)}`);
      return 403;
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      refused.push(`content encoding ${request.headers['content-encoding'] ?? 'none'}`);
      return 400;
    }
    const plain = decrypt(body, {
      version: 'aes128gcm',
      privateKey: device.ecdh,
      authSecret: device.auth,
    });
    device.received.push({
      message: JSON.parse(plain.toString('utf8')) as unknown,
      vapidKey,
      ttl: request.headers.ttl as string | undefined,
    });
    return 201;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receive(request, Buffer.concat(chunks)).then(
        (status) => response.writeHead(status).end(),
        (error: unknown) => {
          refused.push(`could not decrypt: ${String(error)}`);
          response.writeHead(400).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    refused,
    device() {
      const id = crypto.randomUUID();
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16).toString('base64url');
      const entry = { ecdh, auth, gone: false, received: [] as ReceivedPush[] };
      devices.set(id, entry);
      return {
        subscription: {
          endpoint: `${url}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
        received: entry.received,
        unsubscribeInBrowser: () => {
          entry.gone = true;
        },
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
