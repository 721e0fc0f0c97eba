import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';

/**
 * The billing calls answer `{ error }` with a sentence to show (SPEC §7: the checkout answers
 * `{ url }` or `{ error }`), plus the `code` and `message` every other API error carries.
 * Anything unexpected is logged and answered with `fallback`.
 */
export function registerBillingErrors(scope: FastifyInstance, fallback: string): void {
  scope.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ error: error.message, code: error.code, message: error.message, ...error.details });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) throw error; // the server's handler words bad JSON, wrong types, 413
    request.log.error({ err: error }, 'billing request failed');
    return reply.code(500).send({ error: fallback, code: 'internal_error', message: fallback });
  });
}
