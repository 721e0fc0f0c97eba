import type { PushKey } from '@domain/push';
import { invokeFunction } from './functions';
import { requireSupabase } from './supabase';
import { msg } from '../i18n/translate';

/*
 * This device's Web Push subscription, for the "Push Notifications" setting: the browser's
 * permission, the service worker (/sw.js) that shows what the server pushes, and the
 * subscription the server keeps.
 */

export class PushError extends Error {
  override name = 'PushError';
}

const SERVICE_WORKER = '/sw.js';

export const PUSH_UNSUPPORTED = msg(
  'This browser cannot show push notifications from a website. The e-mail reminders still work.',
);
export const PUSH_BLOCKED = msg(
  'Your browser blocks notifications from this site. Allow them in the site settings of your browser (the icon beside the address), then turn this on again.',
);

/** Whether this browser can subscribe to pushes at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const client = () => requireSupabase(() => new PushError(msg('Push needs the CodeNest server.')));
const fail = (message: string) => new PushError(message);

function call<T>(name: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  return invokeFunction<T>({
    client: client(),
    name,
    method,
    ...(body === undefined ? {} : { body }),
    fallback: msg('Push notifications could not be set up on this device. Please try again.'),
    fail,
  });
}

/** Asks the browser's permission, subscribes this device and gives it to the server. */
export async function subscribeThisDevice(): Promise<void> {
  if (!pushSupported()) throw new PushError(PUSH_UNSUPPORTED);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushError(PUSH_BLOCKED);
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
  await navigator.serviceWorker.ready;
  const { publicKey } = await call<PushKey>('push-key', 'GET');
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64urlBytes(publicKey),
    }));
  await call<null>('push-subscriptions', 'POST', subscription.toJSON());
}

/** Forgets this device's subscription, in the browser and on the server. */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await call<null>('push-subscriptions', 'DELETE', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
