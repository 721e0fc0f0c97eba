import formbody from '@fastify/formbody';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import {
  ALREADY_SUBSCRIBED,
  checkoutTrialDays,
  isProStatus,
  studentDiscountApplies,
} from '@domain/billing';
import { localCheckoutFormSchema } from '@domain/billing-api';
import type { CheckoutSessionsTable, Database } from '@server/db/schema';
import { recordAndApplyEvent } from '@server/billing/apply-event';
import { withSessionId } from '@server/billing/checkout';
import { applyContextOf } from '@server/billing/context';
import { checkoutCompletedEvents, localId } from '@server/billing/local-events';
import {
  ASSET_PATHS,
  CHECKOUT_CSS,
  THEME_JS,
  checkoutPage,
  gonePage,
  type CheckoutPageModel,
} from './local-checkout-page';
import { checkTestCard } from '@server/billing/test-cards';
import { trialUsed } from '@server/billing/trials';

const SESSION_ID = /^cs_local_[0-9a-f]{32}$/;
const ASSET_CACHE = 'public, max-age=300';

/** The page promised a trial the learner has had since (in another tab): it shows the price now. */
export const TRIAL_NO_LONGER_AVAILABLE =
  'You have had your free trial on this account in the meantime, so this subscription is billed from today. Check the total and pay again.';

/** A session of the local checkout, with the e-mail of the learner who opened it. */
type Session = Omit<Selectable<CheckoutSessionsTable>, 'created_at'> & { email: string };

type Params = { Params: { sessionId: string } };

/**
 * The built-in test checkout (no Stripe keys): GET /checkout/local/:id shows the plan and a
 * card form, POST pays with one of Stripe's test cards, /cancel goes back. Sessions are random,
 * single use and expire after a day. Paying applies Stripe-shaped events through the
 * webhook's own apply function, then sends the learner to success_url.
 */
export async function registerLocalCheckout(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Form posts are parsed here only; the API stays JSON.
    await scope.register(formbody, { bodyLimit: 8 * 1024 });

    scope.get(ASSET_PATHS.css, (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', ASSET_CACHE).send(CHECKOUT_CSS),
    );
    scope.get(ASSET_PATHS.theme, (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', ASSET_CACHE)
        .send(THEME_JS),
    );

    scope.get<Params>('/checkout/local/:sessionId', async (request, reply) => {
      const session = await loadSession(app, request.params.sessionId);
      const gone = goneAnswer(reply, session);
      if (gone || !session) return gone;
      return html(reply, 200, checkoutPage(await pageModel(app, session)));
    });

    scope.post<Params>('/checkout/local/:sessionId', async (request, reply) => {
      const session = await loadSession(app, request.params.sessionId);
      const gone = goneAnswer(reply, session);
      if (gone || !session) return gone;
      const card = localCheckoutFormSchema.parse(request.body);
      const typed = { number: card.number, expiry: card.expiry, name: card.name };
      const check = checkTestCard(card);
      if (!check.ok) {
        const model = { ...(await pageModel(app, session)), error: check, values: typed };
        return html(reply, 402, checkoutPage(model));
      }
      const outcome = await pay(app, session, card.trialDaysShown, request.log);
      if (outcome === 'gone') return goneAnswer(reply, await loadSession(app, session.id));
      if (outcome === 'already_subscribed' || outcome === 'trial_used') {
        const message =
          outcome === 'already_subscribed' ? ALREADY_SUBSCRIBED : TRIAL_NO_LONGER_AVAILABLE;
        const model = await pageModel(app, session);
        return html(reply, 409, checkoutPage({ ...model, error: { message }, values: typed }));
      }
      return reply.redirect(withSessionId(new URL(session.success_url), session.id), 303);
    });

    scope.get<Params>('/checkout/local/:sessionId/cancel', async (request, reply) => {
      const session = await loadSession(app, request.params.sessionId);
      if (!session || session.status === 'complete') return goneAnswer(reply, session);
      await app.database.db
        .updateTable('checkout_sessions')
        .set({ status: 'expired' })
        .where('id', '=', session.id)
        .where('status', '=', 'open')
        .execute();
      return reply.redirect(session.cancel_url, 303);
    });
  });
}

async function loadSession(app: FastifyInstance, id: string): Promise<Session | undefined> {
  if (!SESSION_ID.test(id)) return undefined;
  return app.database.db
    .selectFrom('checkout_sessions')
    .innerJoin('users', 'users.id', 'checkout_sessions.user_id')
    .select([
      'checkout_sessions.id',
      'checkout_sessions.user_id',
      'checkout_sessions.plan',
      'checkout_sessions.price_id',
      'checkout_sessions.success_url',
      'checkout_sessions.cancel_url',
      'checkout_sessions.status',
      'checkout_sessions.quantity',
      'checkout_sessions.expires_at',
      'users.email',
    ])
    .where('checkout_sessions.id', '=', id)
    .executeTakeFirst();
}

const isOpen = (session: Session) =>
  session.status === 'open' && session.expires_at > new Date().toISOString();

/** The page for a session that cannot be paid (unknown 404, expired or used 410), else null. */
function goneAnswer(reply: FastifyReply, session: Session | undefined): FastifyReply | null {
  if (session && isOpen(session)) return null;
  const pricing = { href: '/pricing', label: 'See the plans' };
  if (!session) {
    return html(
      reply,
      404,
      gonePage({
        title: 'This checkout does not exist',
        message:
          'The address may be mistyped, or the checkout was started on another server. Choose a plan again to start a new one.',
        links: [pricing, { href: '/', label: 'Go to the home page' }],
      }),
    );
  }
  if (session.status === 'complete') {
    return html(
      reply,
      410,
      gonePage({
        title: 'This checkout is already complete',
        message: 'It was paid, and the subscription is on your account. Manage it in Settings.',
        links: [
          { href: '/settings', label: 'Go to Settings' },
          { href: '/dashboard', label: 'Go to your dashboard' },
        ],
      }),
    );
  }
  return html(
    reply,
    410,
    gonePage({
      title: 'This checkout has expired',
      message:
        'It was cancelled, or it was opened more than a day ago. Nothing was charged. Choose a plan again to start a new checkout.',
      links: [pricing, { href: '/dashboard', label: 'Go to your dashboard' }],
    }),
  );
}

function html(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(page);
}

async function trialDaysOf(db: Kysely<Database>, session: Session): Promise<number> {
  return checkoutTrialDays(session.plan, await trialUsed(db, session.user_id));
}

async function pageModel(app: FastifyInstance, session: Session): Promise<CheckoutPageModel> {
  return {
    sessionId: session.id,
    plan: session.plan,
    email: session.email,
    quantity: session.quantity,
    trialDays: await trialDaysOf(app.database.db, session),
  };
}

/**
 * Takes the session (once: a second payment finds it complete) and applies what Stripe would
 * send for a completed checkout, in one transaction.
 */
async function pay(
  app: FastifyInstance,
  session: Session,
  trialDaysShown: number | null,
  log: FastifyBaseLogger,
): Promise<'paid' | 'gone' | 'already_subscribed' | 'trial_used'> {
  const context = applyContextOf(app, 'local', log);
  const refused = new Error('already subscribed');
  const trialGone = new Error('trial used since the page was shown');
  try {
    return await app.database.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const claimed = await trx
        .updateTable('checkout_sessions')
        .set({ status: 'complete' })
        .where('id', '=', session.id)
        .where('status', '=', 'open')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return 'gone';

      const current = await trx
        .selectFrom('user_subscriptions')
        .select('subscription_status')
        .where('user_id', '=', session.user_id)
        .executeTakeFirst();
      if (current && isProStatus(current.subscription_status)) throw refused;
      const trialDays = await trialDaysOf(trx, session);
      if (trialDaysShown !== null && trialDaysShown > trialDays) throw trialGone;

      let customer = await trx
        .selectFrom('billing_customers')
        .select('customer_id')
        .where('user_id', '=', session.user_id)
        .executeTakeFirst();
      if (!customer) {
        customer = { customer_id: localId('cus') };
        await trx
          .insertInto('billing_customers')
          .values({
            user_id: session.user_id,
            customer_id: customer.customer_id,
            provider: 'local',
            created_at: now,
          })
          .execute();
      }

      const events = checkoutCompletedEvents({
        sessionId: session.id,
        userId: session.user_id,
        customerId: customer.customer_id,
        plan: session.plan,
        priceId: session.price_id,
        student: studentDiscountApplies(session.plan, session.email),
        quantity: session.quantity,
        trialDays,
      });
      for (const event of events) await recordAndApplyEvent(trx, event, context);
      return 'paid' as const;
    });
  } catch (error) {
    if (error === refused) return 'already_subscribed';
    if (error === trialGone) return 'trial_used';
    throw error;
  }
}
