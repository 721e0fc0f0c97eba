import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few endpoints of Stripe's HTTP API the server calls, so tests run
 * the real `stripe` SDK (pointed here with STRIPE_API_BASE) without the network. It parses the
 * SDK's form-encoded bodies, records every request, keeps what it created, and can be told to
 * fail.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface StripeErrorAnswer {
  status: number;
  type: string;
  code?: string;
  message: string;
}

type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripe {
  url: string;
  /** Every request, oldest first. */
  requests: RecordedRequest[];
  customers: Map<string, StripeObject>;
  coupons: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  /** Requests on `method path` (path: prefix) answer `error` until `clearFailures`. */
  fail(method: string, pathPrefix: string, error?: Partial<StripeErrorAnswer>): void;
  clearFailures(): void;
  /** What Stripe does when a session is paid: a subscription for its price (and trial). */
  completeSession(sessionId: string): { session: StripeObject; subscription: StripeObject };
  /** Requests to `method` on paths starting with `pathPrefix`. */
  calls(method: string, pathPrefix: string): RecordedRequest[];
  close(): Promise<void>;
}

const DAY = 24 * 3600;

/** `line_items[0][price]=x` → `{ line_items: [{ price: 'x' }] }`, as Stripe reads it. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replaceAll(']', '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      slot[part] ??= nextIsIndex ? [] : {};
      node = slot[part] as Record<string, unknown>;
    });
  }
  return root;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const coupons = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  let failures: { method: string; prefix: string; error: StripeErrorAnswer }[] = [];
  let counter = 0;
  const newId = (prefix: string) =>
    `${prefix}_fake${++counter}${crypto.randomBytes(4).toString('hex')}`;
  const now = () => Math.floor(Date.now() / 1000);

  const missing = (what: string, id: string): StripeErrorAnswer => ({
    status: 404,
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
  });

  function route(method: string, path: string, body: Record<string, unknown>) {
    const [, , resource, id, action] = path.split('/'); // '', 'v1', resource, id, action
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', ...body };
      customers.set(customer.id, customer);
      return customer;
    }
    if (resource === 'coupons' && method === 'GET' && id) {
      return coupons.get(id) ?? missing('coupon', id);
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const couponId = typeof body.id === 'string' ? body.id : newId('coupon');
      if (coupons.has(couponId)) {
        return {
          status: 400,
          type: 'invalid_request_error',
          code: 'resource_already_exists',
          message: 'Coupon already exists.',
        };
      }
      const coupon = {
        object: 'coupon',
        ...body,
        id: couponId,
        percent_off: Number(body.percent_off),
      };
      coupons.set(couponId, coupon);
      return coupon;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = newId('cs_test');
      const session = {
        ...body,
        id: sessionId,
        object: 'checkout.session',
        status: 'open',
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      };
      sessions.set(sessionId, session);
      return session;
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing('subscription', id);
      if (method === 'GET') return subscription;
      if (method === 'POST' && !action) {
        if (body.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        }
        // A change of seats: `items[0][id]` and `items[0][quantity]`, prorated.
        const changes = (body.items ?? []) as { id?: string; quantity?: string }[];
        const items = (subscription.items as { data: Record<string, unknown>[] }).data;
        for (const change of changes) {
          const item = items.find((candidate) => candidate.id === change.id);
          if (item && change.quantity !== undefined) item.quantity = Number(change.quantity);
        }
        return subscription;
      }
      if (method === 'DELETE') {
        Object.assign(subscription, {
          status: 'canceled',
          canceled_at: now(),
          ended_at: now(),
          cancel_at_period_end: false,
        });
        return subscription;
      }
    }
    return {
      status: 404,
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      const text = Buffer.concat(chunks).toString('utf8');
      const body = parseStripeForm(
        method === 'GET' || method === 'DELETE' ? url.search.slice(1) : text,
      );
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      requests.push({
        method,
        path: url.pathname,
        body,
        authorization: header('authorization'),
        idempotencyKey: header('idempotency-key'),
      });
      const failure = failures.find(
        (candidate) => candidate.method === method && url.pathname.startsWith(candidate.prefix),
      );
      const answer = failure ? failure.error : route(method, url.pathname, body);
      const isError = 'status' in answer && 'type' in answer && typeof answer.status === 'number';
      response.writeHead(isError ? (answer as StripeErrorAnswer).status : 200, {
        'content-type': 'application/json',
        'request-id': `req_${crypto.randomBytes(6).toString('hex')}`,
        // No automatic retries of the errors we make up.
        ...(isError ? { 'stripe-should-retry': 'false' } : {}),
      });
      if (isError) {
        const { type, code, message } = answer as StripeErrorAnswer;
        response.end(JSON.stringify({ error: { type, code, message } }));
      } else {
        response.end(JSON.stringify(answer));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    coupons,
    sessions,
    subscriptions,
    fail(method, pathPrefix, error = {}) {
      failures.push({
        method,
        prefix: pathPrefix,
        error: {
          status: 400,
          type: 'invalid_request_error',
          message: 'Something went wrong at the fake Stripe.',
          ...error,
        },
      });
    },
    clearFailures() {
      failures = [];
    },
    calls(method, pathPrefix) {
      return requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
    },
    completeSession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      const data = (session.subscription_data ?? {}) as {
        trial_period_days?: string;
        metadata?: Record<string, string>;
      };
      const lineItems = (session.line_items ?? []) as { price: string; quantity?: string }[];
      const created = now();
      const trialEnd = data.trial_period_days
        ? created + Number(data.trial_period_days) * DAY
        : null;
      const subscription: StripeObject = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: trialEnd ? 'trialing' : 'active',
        metadata: data.metadata ?? {},
        created,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              quantity: Number(lineItems[0]?.quantity ?? 1),
              price: { id: lineItems[0]?.price, object: 'price' },
              current_period_start: created,
              current_period_end: trialEnd ?? created + 30 * DAY,
            },
          ],
        },
        trial_end: trialEnd,
        cancel_at_period_end: false,
        cancel_at: null,
        ended_at: null,
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', subscription: subscription.id });
      return { session, subscription };
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
