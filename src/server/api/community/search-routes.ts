import type { FastifyInstance } from 'fastify';

export function registerSearchRoutes(_app: FastifyInstance): void {}
