import {
  enterpriseDemoAnswerSchema,
  type EnterpriseDemoAnswer,
  type EnterpriseDemoRequest,
} from '@domain/forms';
import { msg } from '@web/i18n/translate';
import { invokeParsed } from '@web/lib/functions';
import { requireSupabase } from '@web/lib/supabase';

export class DemoRequestError extends Error {
  override name = 'DemoRequestError';
}

/** POST /functions/v1/enterprise-demo: stored and mailed to the team; works signed out. */
export function requestEnterpriseDemo(
  request: EnterpriseDemoRequest,
): Promise<EnterpriseDemoAnswer> {
  return invokeParsed({
    client: requireSupabase(
      () =>
        new DemoRequestError(
          msg('Demo mode is active: this form needs the backend to be connected.'),
        ),
    ),
    name: 'enterprise-demo',
    method: 'POST',
    body: request,
    schema: enterpriseDemoAnswerSchema,
    fallback: msg('We could not send your request right now. Please try again in a moment.'),
    fail: (message) => new DemoRequestError(message),
  });
}
