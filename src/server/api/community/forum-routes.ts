import type { FastifyInstance } from 'fastify';

export function registerForumRoutes(_app: FastifyInstance): void {}
