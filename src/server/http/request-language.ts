import { parse as parseCookies } from 'cookie';
import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_CHOICES, LANGUAGE_COOKIE, type Language } from '@domain/languages';

/**
 * The interface language a request asks for: the one the learner chose on this device (the app
 * keeps it in a cookie), else the best of the browser's Accept-Language that the interface
 * speaks, else English. It picks the prerendered pages' language, and a new learner's setting.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = parseCookies(request.headers.cookie ?? '')[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const [best] = new Negotiator({ headers: request.headers }).languages([...LANGUAGE_CHOICES]);
  return isLanguage(best) ? best : 'en';
}
