import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  newsletterLinkSchema,
  newsletterSchema,
  type NewsletterAnswer,
} from '@domain/forms';
import { authenticate } from '@server/auth/bearer';
import { normalizeEmail } from '@server/auth/users';
import type { Throttle } from '@server/limits/throttle';
import { validate } from '@server/http/validate';
import {
  newsletterAlreadySubscribedMail,
  newsletterConfirmMail,
} from '@server/mail/newsletter-templates';
import {
  CONFIRM_PATH,
  UNSUBSCRIBE_PATH,
  confirm,
  confirmLink,
  pendingAddress,
  subscribe,
  subscribedAddress,
  unsubscribe,
  unsubscribeLink,
} from '@server/newsletter/newsletter';
import {
  confirmPage,
  confirmedPage,
  expiredConfirmationPage,
  incompleteLinkPage,
  notSubscribedPage,
  unsubscribePage,
  unsubscribedPage,
  type Page,
} from './newsletter-pages';

const PREFIX = '/functions/v1';

/**
 * POST /functions/v1/newsletter answers every address alike and mails it: a confirmation link
 * when it is new or pending, a note when it is already subscribed. The mailed links open
 * /newsletter/confirm and /newsletter/unsubscribe (GET shows a page with a button, POST acts);
 * a mail reader's one-click unsubscribe (RFC 8058) is a POST to the unsubscribe link.
 */
export async function registerNewsletter(
  app: FastifyInstance,
  throttles: { perClient: Throttle; perEmail: Throttle },
): Promise<void> {
  const { db } = app.database;
  const { publicUrl } = app.config;
  await app.register(
    (api, _options, done) => {
      api.post('/newsletter', async (request): Promise<NewsletterAnswer> => {
        await authenticate(request, app);
        const email = normalizeEmail(validate(newsletterSchema, request.body).email);
        await throttles.perClient.attempt(`newsletter:${request.ip}`);
        // Each sign-up mails the address: however many visitors enter it, its owner gets few.
        await throttles.perEmail.attempt(email);
        const outcome = await subscribe(db, email);
        if (outcome?.state === 'pending') {
          await app.mailer.send(
            newsletterConfirmMail(email, {
              confirm: confirmLink(publicUrl, outcome.confirmToken),
              unsubscribe: unsubscribeLink(publicUrl, outcome.unsubscribeToken),
            }),
          );
        } else if (outcome?.state === 'confirmed') {
          await app.mailer.send(
            newsletterAlreadySubscribedMail(
              email,
              unsubscribeLink(publicUrl, outcome.unsubscribeToken),
            ),
          );
        }
        return { status: 'check_your_inbox' };
      });
      done();
    },
    { prefix: PREFIX },
  );

  await app.register(
    (links, _options, done) => {
      // Mail readers post the one-click body form-encoded or as multipart; the token is in the
      // address, so whatever the body is, it is not read.
      links.addContentTypeParser('*', { bodyLimit: 4096 }, (_request, _payload, parsed) =>
        parsed(null, undefined),
      );

      links.get(CONFIRM_PATH, async (request, reply) => {
        const token = linkToken(request.query);
        if (!token) return send(reply, incompleteLinkPage());
        const email = await pendingAddress(db, token);
        if (!email) return send(reply, expiredConfirmationPage());
        return send(reply, confirmPage(email, action(CONFIRM_PATH, token)));
      });

      links.post(CONFIRM_PATH, async (request, reply) => {
        const token = linkToken(request.query);
        if (!token) return send(reply, incompleteLinkPage());
        const confirmed = await confirm(db, token);
        if (confirmed) request.log.info('newsletter address confirmed');
        return send(reply, confirmed ? confirmedPage() : expiredConfirmationPage());
      });

      links.get(UNSUBSCRIBE_PATH, async (request, reply) => {
        const token = linkToken(request.query);
        if (!token) return send(reply, incompleteLinkPage());
        const email = await subscribedAddress(db, token);
        if (!email) return send(reply, notSubscribedPage());
        return send(reply, unsubscribePage(email, action(UNSUBSCRIBE_PATH, token)));
      });

      links.post(UNSUBSCRIBE_PATH, async (request, reply) => {
        const token = linkToken(request.query);
        if (!token) return send(reply, incompleteLinkPage());
        await unsubscribe(db, token);
        return send(reply, unsubscribedPage());
      });
      done();
    },
    { prefix: PREFIX },
  );
}

function linkToken(query: unknown): string | null {
  const parsed = newsletterLinkSchema.safeParse(query);
  return parsed.success ? parsed.data.token : null;
}

/** Where a page's button posts: the same link, on this site. */
const action = (path: string, token: string) =>
  `${PREFIX}${path}?token=${encodeURIComponent(token)}`;

const send = (reply: FastifyReply, page: Page) =>
  reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
