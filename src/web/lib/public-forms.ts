import type { ContactAnswer, ContactMessage, NewsletterAnswer } from '../../domain/forms';
import { getSupabase } from './supabase';

/*
 * The site's public forms (newsletter, contact). They work signed out: the client sends the
 * anon key. Failures become an Error whose message is a sentence to show the visitor.
 */

export class FormError extends Error {
  override name = 'FormError';
}

async function send<T>(name: string, body: unknown): Promise<T> {
  const supabase = getSupabase();
  if (!supabase) {
    throw new FormError('Demo mode is active: this form needs the backend to be connected.');
  }
  const result = await supabase.functions.invoke<T>(name, {
    method: 'POST',
    body: body as Record<string, unknown>,
  });
  const error: unknown = result.error;
  if (error) {
    const context = (error as { context?: unknown }).context;
    if (context instanceof Response) {
      try {
        const parsed = (await context.json()) as { message?: unknown };
        if (typeof parsed.message === 'string') throw new FormError(parsed.message);
      } catch (caught) {
        if (caught instanceof FormError) throw caught;
      }
    }
    throw new FormError('We could not send this right now. Please try again in a moment.');
  }
  return result.data as T;
}

export function subscribeToNewsletter(email: string): Promise<NewsletterAnswer> {
  return send<NewsletterAnswer>('newsletter', { email });
}

export function sendContactMessage(message: ContactMessage): Promise<ContactAnswer> {
  return send<ContactAnswer>('contact', message);
}
