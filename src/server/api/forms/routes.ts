import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONTACT_CATEGORY_LABELS,
  contactMessageSchema,
  enterpriseDemoSchema,
  type ContactAnswer,
  type EnterpriseDemoAnswer,
} from '@domain/forms';
import type { z } from '@domain/zod';
import { authenticate } from '@server/auth/bearer';
import { normalizeEmail, nowIso } from '@server/auth/users';
import { Throttle, tooManyRequests, waitMinutes } from '@server/limits/throttle';
import { validate } from '@server/http/validate';
import { contactMail, enterpriseDemoMail } from '@server/mail/templates';
import { registerNewsletter } from './newsletter-routes';

const WINDOW_SECONDS = 15 * 60;

/** A short reference the team and the sender can quote: "CN-7F3A2B". */
const newReference = () => `CN-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * The site's public forms: POST /functions/v1/contact stores a message and mails it to the team
 * (TEAM_EMAIL) with the sender as Reply-To; POST /functions/v1/enterprise-demo does the same with
 * a demo request (SPEC §5 enterprise form); POST /functions/v1/newsletter signs an address up
 * with double opt-in (newsletter-routes.ts). All take the anon key or a user's token, and are
 * limited per address.
 */
export async function registerFormRoutes(app: FastifyInstance): Promise<void> {
  const throttle = new Throttle(
    { name: 'site-forms', attempts: app.config.formRateLimit, windowSeconds: WINDOW_SECONDS },
    (seconds) =>
      tooManyRequests(
        'too_many_requests',
        `Too many submissions from your address. Please wait ${waitMinutes(seconds)} and try again.`,
        seconds,
      ),
    app.redis,
  );
  const perEmail = new Throttle(
    { name: 'newsletter-email', attempts: app.config.formRateLimit, windowSeconds: WINDOW_SECONDS },
    (seconds) =>
      tooManyRequests(
        'too_many_requests',
        `Too many sign-ups for this e-mail address. Please wait ${waitMinutes(seconds)} and try again.`,
        seconds,
      ),
    app.redis,
  );

  await app.register(
    (forms, _options, done) => {
      /**
       * A submission checked and limited per address, with the columns every form's row has:
       * its id, its reference, the signed-in sender (or null) and when it came.
       */
      const receive = async <Schema extends z.ZodType>(
        request: FastifyRequest,
        schema: Schema,
        form: string,
      ) => {
        const caller = await authenticate(request, app);
        const input = validate(schema, request.body);
        await throttle.attempt(`${form}:${request.ip}`);
        const row = {
          id: crypto.randomUUID(),
          reference: newReference(),
          user_id: caller.kind === 'user' ? caller.userId : null,
          created_at: nowIso(),
        };
        return { input, row };
      };

      forms.post('/contact', async (request): Promise<ContactAnswer> => {
        const { input: message, row } = await receive(request, contactMessageSchema, 'contact');
        const { reference, created_at: receivedAt } = row;
        await app.database.db
          .insertInto('contact_messages')
          .values({ ...row, ...message, email: normalizeEmail(message.email) })
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

      forms.post('/enterprise-demo', async (request): Promise<EnterpriseDemoAnswer> => {
        const { input: demo, row } = await receive(
          request,
          enterpriseDemoSchema,
          'enterprise-demo',
        );
        const { reference, created_at: receivedAt } = row;
        await app.database.db
          .insertInto('enterprise_demo_requests')
          .values({
            ...row,
            first_name: demo.firstName,
            last_name: demo.lastName,
            work_email: normalizeEmail(demo.workEmail),
            company: demo.company,
            phone: demo.phone,
            team_size: demo.teamSize,
            needs: demo.needs,
            marketing_consent: demo.marketingConsent ? 1 : 0,
          })
          .execute();
        await app.mailer.send({
          ...enterpriseDemoMail(app.config.teamEmail, { ...demo, reference, receivedAt }),
          replyTo: demo.workEmail,
        });
        return { reference };
      });
      done();
    },
    { prefix: '/functions/v1' },
  );
  await registerNewsletter(app, { perClient: throttle, perEmail });
}
