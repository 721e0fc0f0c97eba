import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { newsletterLinkSchema, newsletterSchema, type NewsletterAnswer } from '@domain/forms';
import { authenticate } from '@server/auth/bearer';
import type { Database } from '@server/db/schema';
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

      for (const link of mailedLinks) {
        links.get(
          link.path,
          linkPage(async (token) => {
            const email = await link.addressOf(db, token);
            return email ? link.askPage(email, action(link.path, token)) : link.unknownPage();
          }),
        );
        links.post(
          link.path,
          linkPage((token, request) => link.act(db, token, request)),
        );
      }
      done();
    },
    { prefix: PREFIX },
  );
}

/**
 * The links a newsletter mail carries. Opening one (GET) shows a page with a button for the
 * address its token stands for; the button posts to the same link, which acts.
 */
const mailedLinks: {
  path: string;
  /** The address the token stands for, if it still does. */
  addressOf: (db: Kysely<Database>, token: string) => Promise<string | undefined>;
  askPage: (email: string, action: string) => Page;
  unknownPage: () => Page;
  act: (db: Kysely<Database>, token: string, request: FastifyRequest) => Promise<Page>;
}[] = [
  {
    path: CONFIRM_PATH,
    addressOf: pendingAddress,
    askPage: confirmPage,
    unknownPage: expiredConfirmationPage,
    act: async (db, token, request) => {
      const confirmed = await confirm(db, token);
      if (confirmed) request.log.info('newsletter address confirmed');
      return confirmed ? confirmedPage() : expiredConfirmationPage();
    },
  },
  {
    path: UNSUBSCRIBE_PATH,
    addressOf: subscribedAddress,
    askPage: unsubscribePage,
    unknownPage: notSubscribedPage,
    act: async (db, token) => {
      await unsubscribe(db, token);
      return unsubscribedPage();
    },
  },
];

function linkToken(query: unknown): string | null {
  const parsed = newsletterLinkSchema.safeParse(query);
  return parsed.success ? parsed.data.token : null;
}

/** Where a page's button posts: the same link, on this site. */
const action = (path: string, token: string) =>
  `${PREFIX}${path}?token=${encodeURIComponent(token)}`;

const send = (reply: FastifyReply, page: Page) =>
  reply.code(page.status).type('text/html; charset=utf-8').send(page.html);

/** A mailed link's route: the incomplete-link page without a token, else the page `pageOf` makes. */
const linkPage =
  (pageOf: (token: string, request: FastifyRequest) => Promise<Page>) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const token = linkToken(request.query);
    return send(reply, token ? await pageOf(token, request) : incompleteLinkPage());
  };
