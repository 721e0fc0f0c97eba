import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, where an empty body counts as no body: the Supabase client posts some calls
 * (sign-out, functions without a payload) with a JSON content type and nothing after it.
 * Each route's schema then says what it needed.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
