import type { ContactAnswer, ContactMessage, NewsletterAnswer } from '../../domain/forms';
import { invokeFunction } from './functions';
import { getSupabase } from './supabase';

/*
 * The site's public forms (newsletter, contact). They work signed out: the client sends the
 * anon key. Failures become an Error whose message is a sentence to show the visitor.
 */

export class FormError extends Error {
  override name = 'FormError';
}

function send<T>(name: string, body: unknown): Promise<T> {
  const supabase = getSupabase();
  if (!supabase) {
    throw new FormError('Demo mode is active: this form needs the backend to be connected.');
  }
  return invokeFunction<T>({
    client: supabase,
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
