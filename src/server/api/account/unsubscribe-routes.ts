import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from '@domain/zod';
import {
  UNSUBSCRIBE_PATH,
  notificationSettingLabels,
  turnOffNotificationSetting,
  verifyUnsubscribeToken,
} from '@server/account/mail-unsubscribe';
import type { Page } from '@server/http/mailed-link-page';
import {
  badTokenPage,
  unknownAccountPage,
  unsubscribeAskPage,
  unsubscribedPage,
} from './unsubscribe-pages';

const tokenQuerySchema = z.object({ token: z.string().min(1).max(400) });

/**
 * The way out of every mail a notification setting governs:
 *
 * - GET  /functions/v1/unsubscribe?token=  → a page with a button (changes nothing)
 * - POST /functions/v1/unsubscribe?token=  → turns the token's one setting off: the page's
 *   button, and a mail reader's one-click unsubscribe (RFC 8058)
 */
export function registerUnsubscribeRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  void app.register((links, _options, done) => {
    // Mail readers post the one-click body form-encoded or as multipart; the token is in the
    // address, so whatever the body is, it is not read.
    links.addContentTypeParser('*', { bodyLimit: 4096 }, (_request, _payload, parsed) =>
      parsed(null, undefined),
    );

    links.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const target = tokenTarget(app, request);
      if (!target) return send(reply, badTokenPage());
      const user = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', target.userId)
        .executeTakeFirst();
      if (!user) return send(reply, unknownAccountPage());
      return send(
        reply,
        unsubscribeAskPage({
          email: user.email,
          what: notificationSettingLabels[target.setting],
          action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(target.token)}`,
        }),
      );
    });

    links.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const target = tokenTarget(app, request);
      const browser = (request.headers.accept ?? '').includes('text/html');
      if (!target) {
        return browser
          ? send(reply, badTokenPage())
          : reply
              .code(400)
              .type('text/plain; charset=utf-8')
              .send('This unsubscribe link is incomplete or was changed.\n');
      }
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', target.userId)
        .executeTakeFirst();
      if (!user) {
        return browser
          ? send(reply, unknownAccountPage())
          : reply
              .code(404)
              .type('text/plain; charset=utf-8')
              .send('This account no longer exists.\n');
      }
      await turnOffNotificationSetting(db, target.userId, target.setting);
      request.log.info({ setting: target.setting }, 'notification setting turned off by mail link');
      const what = notificationSettingLabels[target.setting];
      return browser
        ? send(reply, unsubscribedPage(what))
        : reply.code(200).type('text/plain; charset=utf-8').send(`Turned off: ${what}.\n`);
    });
    done();
  });
}

function tokenTarget(app: FastifyInstance, request: FastifyRequest) {
  const parsed = tokenQuerySchema.safeParse(request.query);
  if (!parsed.success) return null;
  const verified = verifyUnsubscribeToken(app, parsed.data.token);
  return verified ? { ...verified, token: parsed.data.token } : null;
}

const send = (reply: FastifyReply, page: Page) =>
  reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
