import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import type { PushMessage } from '@domain/push';
import { providerRequest, providerUrl } from '../sso/outbound';
import { dropPushSubscription, type StoredPushSubscription } from './subscriptions';

/** How long a push service keeps a message for a device that is offline: until the day ends. */
const PUSH_TTL_SECONDS = 6 * 60 * 60;

/** Who sends, as VAPID asks: the site's https address, else the team's mailbox. */
function vapidSubject(app: FastifyInstance): string {
  const { publicUrl, teamEmail } = app.config;
  return publicUrl.startsWith('https://') ? publicUrl : `mailto:${teamEmail}`;
}

/**
 * Sends one message to one device: encrypted for it (RFC 8291) and signed with the server's
 * VAPID key by web-push, delivered through the screened outbound request (https, public
 * addresses, a time limit). A subscription the push service says is gone (404, 410) is forgotten.
 * Any other refusal throws.
 */
export async function sendPush(
  app: FastifyInstance,
  subscription: StoredPushSubscription,
  message: PushMessage,
): Promise<'sent' | 'gone'> {
  const allowLocal = app.config.pushAllowLocalEndpoints;
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: subscription.keys },
    JSON.stringify(message),
    {
      vapidDetails: { subject: vapidSubject(app), ...app.keys.vapid },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
  );
  const answer = await providerRequest(
    providerUrl(details.endpoint, allowLocal, 'push endpoint'),
    { allowPrivateAddresses: allowLocal },
    { method: details.method, headers, body: details.body },
  );
  if (answer.status === 404 || answer.status === 410) {
    await dropPushSubscription(app.database.db, subscription.id);
    return 'gone';
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`the push service answered ${answer.status}`);
  }
  return 'sent';
}
