import type { z } from '@domain/zod';
import {
  contactAnswerSchema,
  newsletterAnswerSchema,
  type ContactAnswer,
  type ContactMessage,
  type NewsletterAnswer,
} from '@domain/forms';
import { invokeParsed } from './functions';
import { requireSupabase } from './supabase';
import { msg } from '../i18n/translate';

/*
 * The site's public forms (newsletter, contact). They work signed out: the client sends the
 * anon key. Failures become an Error whose message is a sentence to show the visitor.
 */

export class FormError extends Error {
  override name = 'FormError';
}

function send<Schema extends z.ZodType>(
  name: string,
  body: unknown,
  schema: Schema,
): Promise<z.output<Schema>> {
  return invokeParsed({
    client: requireSupabase(
      () => new FormError(msg('Demo mode is active: this form needs the backend to be connected.')),
    ),
    name,
    method: 'POST',
    body,
    schema,
    fallback: msg('We could not send this right now. Please try again in a moment.'),
    fail: (message) => new FormError(message),
  });
}

export function subscribeToNewsletter(email: string): Promise<NewsletterAnswer> {
  return send('newsletter', { email }, newsletterAnswerSchema);
}

export function sendContactMessage(message: ContactMessage): Promise<ContactAnswer> {
  return send('contact', message, contactAnswerSchema);
}
