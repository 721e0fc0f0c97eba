import { z } from './zod';

/*
 * A device's Web Push subscription, as the browser's PushSubscription.toJSON() gives it: the
 * push service's endpoint and the keys that encrypt what is sent to it (RFC 8291).
 */

/** base64url of exactly `bytes` bytes (padding allowed, as some browsers add it). */
const base64urlOf = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine(
      (value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      `${what} must be ${bytes} bytes`,
    );

export const pushSubscriptionSchema = z.object({
  endpoint: z.url('The push endpoint is not a URL.').max(1000, 'The push endpoint is too long.'),
  keys: z.object({
    p256dh: base64urlOf(65, 'keys.p256dh'),
    auth: base64urlOf(16, 'keys.auth'),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(1000) });

/** What the service worker shows: a notification's title, text and the page it opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the site, opened when the notification is clicked. */
  url: string;
  /** Notifications with one tag replace each other. */
  tag: string;
}

/** GET /functions/v1/push-key: the server's VAPID public key, for PushManager.subscribe. */
export interface PushKey {
  publicKey: string;
}
