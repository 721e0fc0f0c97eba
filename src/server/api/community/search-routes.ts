import type { FastifyInstance } from 'fastify';
import { searchQuerySchema, type SearchHit } from '@domain/community';
import { authenticate } from '@server/auth/bearer';
import { searchPosts } from '@server/community/search';
import { validate } from '@server/http/validate';

/**
 * Search of the forum and the discussions (visitors too):
 *
 * - GET /functions/v1/forum-search?q=&limit=  → SearchHit[]: the newest matching post of each
 *                                               thread, newest first
 */
export function registerSearchRoutes(app: FastifyInstance): void {
  app.get('/functions/v1/forum-search', async (request): Promise<SearchHit[]> => {
    await authenticate(request, app);
    const { q, limit } = validate(searchQuerySchema, request.query);
    return searchPosts(app.database, q, limit);
  });
}
