import type { ContactAnswer, ContactMessage, NewsletterAnswer } from '../../domain/forms';
import { invokeFunction } from './functions';
import { requireSupabase } from './supabase';

/*
 * The site's public forms (newsletter, contact). They work signed out: the client sends the
 * anon key. Failures become an Error whose message is a sentence to show the visitor.
 */

export class FormError extends Error {
  override name = 'FormError';
}

function send<T>(name: string, body: unknown): Promise<T> {
  return invokeFunction<T>({
    client: requireSupabase(
      () => new FormError('Demo mode is active: this form needs the backend to be connected.'),
    ),
    name,
    method: 'POST',
    body,
    fallback: 'We could not send this right now. Please try again in a moment.',
    fail: (message) => new FormError(message),
  });
}

export function subscribeToNewsletter(email: string): Promise<NewsletterAnswer> {
  return send<NewsletterAnswer>('newsletter', { email });
}

export function sendContactMessage(message: ContactMessage): Promise<ContactAnswer> {
  return send<ContactAnswer>('contact', message);
}
