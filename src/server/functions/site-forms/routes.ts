import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import {
  CONTACT_CATEGORY_LABELS,
  contactMessageSchema,
  newsletterSchema,
  type ContactAnswer,
  type NewsletterAnswer,
} from '../../../domain/forms';
import { authenticate } from '../../auth/bearer';
import { acceptEmptyJsonBodies } from '../../auth/routes';
import { normalizeEmail, nowIso } from '../../auth/users';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import { contactMail } from '../../mail/templates';

const WINDOW_SECONDS = 15 * 60;

/**
 * The site's public forms: POST /functions/v1/newsletter stores an address for the newsletter;
 * POST /functions/v1/contact stores a message and mails it to the team (TEAM_EMAIL) with the
 * sender as Reply-To. Both take the anon key or a user's token, and are limited per address.
 */
export async function registerSiteForms(app: FastifyInstance): Promise<void> {
  const limiter = new RateLimiterMemory({
    keyPrefix: 'site-forms',
    points: app.config.formRateLimit,
    duration: WINDOW_SECONDS,
  });
  const throttle = async (request: FastifyRequest, form: string) => {
    try {
      await limiter.consume(`${form}:${request.ip}`);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new HttpError(
        429,
        'too_many_requests',
        `Too many submissions from your address. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { 'retry-after': String(seconds) },
      );
    }
  };

  await app.register(
    (forms, _options, done) => {
      acceptEmptyJsonBodies(forms);

      forms.post('/newsletter', async (request): Promise<NewsletterAnswer> => {
        await authenticate(request, app);
        const { email } = validate(newsletterSchema, request.body);
        await throttle(request, 'newsletter');
        const inserted = await app.database.db
          .insertInto('newsletter_subscriptions')
          .values({ email: normalizeEmail(email), created_at: nowIso() })
          .onConflict((conflict) => conflict.column('email').doNothing())
          .executeTakeFirst();
        return { alreadySubscribed: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 };
      });

      forms.post('/contact', async (request): Promise<ContactAnswer> => {
        const caller = await authenticate(request, app);
        const message = validate(contactMessageSchema, request.body);
        await throttle(request, 'contact');
        const reference = `CN-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
        const receivedAt = nowIso();
        await app.database.db
          .insertInto('contact_messages')
          .values({
            id: crypto.randomUUID(),
            reference,
            ...message,
            email: normalizeEmail(message.email),
            user_id: caller.kind === 'user' ? caller.userId : null,
            created_at: receivedAt,
          })
          .execute();
        await app.mailer.send({
          ...contactMail(app.config.teamEmail, {
            ...message,
            categoryLabel: CONTACT_CATEGORY_LABELS[message.category],
            reference,
            receivedAt,
          }),
          replyTo: message.email,
        });
        return { reference };
      });
      done();
    },
    { prefix: '/functions/v1' },
  );
}
