import type { FastifyInstance } from 'fastify';

export function registerSolutionRoutes(_app: FastifyInstance): void {}
