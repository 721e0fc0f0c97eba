import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { scriptHashSource } from './inline-scripts';

/**
 * Security headers with a CSP the app works under: everything is served from this origin;
 * the only inline things are style attributes (React) and the scripts given by their hashes.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraConnectSrc: string[],
  inlineScripts: string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineScripts.map(scriptHashSource)],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...extraConnectSrc],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'worker-src': ["'self'", 'blob:'],
        'manifest-src': ["'self'"],
      },
    },
    // The app opens Stripe's checkout in the same window; it needs no cross-origin embedding.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

const API_PREFIXES = ['/auth/v1/', '/functions/v1/', '/rest/v1/'];

/**
 * API answers carry tokens and personal data: no shared or browser cache may keep them, unless
 * a route says otherwise (the public JWKS).
 */
export function registerNoStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
