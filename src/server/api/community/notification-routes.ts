import type { FastifyInstance } from 'fastify';

export function registerNotificationRoutes(_app: FastifyInstance): void {}
