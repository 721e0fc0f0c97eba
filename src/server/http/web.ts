import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, isAppRoute } from '../../domain/routes';
import { errorBody } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER = 'no-cache, no-store, must-revalidate';
const SHORT = 'public, max-age=3600';

/**
 * Serves the built SPA: hashed assets forever, index.html never cached, the app for every route
 * of SPEC §2 (history fallback) and a 404 status with the app's "Page not found" for the rest.
 * Unknown API paths answer JSON.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      cacheControl: false,
      wildcard: true,
      preCompressed: true,
      // Source maps stay on the server (the build writes them hidden).
      allowedPath: (pathName) => !/\.map$/.test(pathName),
      setHeaders(res, filePath) {
        // Precompressed files (.br, .gz) are cached like the file they encode.
        const relative = path.relative(webDist, filePath).replace(/\.(br|gz)$/, '');
        const header = relative.startsWith(`assets${path.sep}`)
          ? IMMUTABLE
          : relative === 'index.html'
            ? NEVER
            : SHORT;
        res.header('cache-control', header);
      },
    });
  }

  const sendApp = (reply: FastifyReply, status: number) =>
    built
      ? reply
          .code(status)
          .header('cache-control', NEVER)
          .sendFile('index.html', { cacheControl: false })
      : reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            'The web app has not been built yet. Run `npm start` (or `npm run build`) and reload.',
          );

  // The static handler refuses directories, so the root is routed explicitly.
  app.get('/', (_request, reply) => sendApp(reply, 200));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      acceptsHtml(request);
    if (!wantsPage) {
      return reply
        .code(404)
        .send(
          errorBody(
            404,
            'not_found',
            `No endpoint answers ${request.method} ${pathname}. Check the method and the path.`,
          ),
        );
    }
    return sendApp(reply, isAppRoute(pathname) ? 200 : 404);
  });
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  // Browsers navigating send text/html; a missing header (curl) gets the page too.
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
