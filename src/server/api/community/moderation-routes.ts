import type { FastifyInstance } from 'fastify';

export function registerModerationRoutes(_app: FastifyInstance): void {}
