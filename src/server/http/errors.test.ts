import Fastify from 'fastify';
import { z } from '@domain/zod';
import { describe, expect, it } from 'vitest';
import { HttpError, registerErrorHandler } from './errors';

function appWithRoutes() {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.post('/echo', (request) => request.body);
  app.get('/limited', () => {
    throw new HttpError(429, 'rate_limited', 'Too many runs. Wait a minute and try again.', {
      'retry-after': '60',
    });
  });
  app.get('/crash', () => {
    z.object({ secret: z.string() }).parse({});
    throw new Error('database password is hunter2');
  });
  return app;
}

describe('registerErrorHandler', () => {
  it('answers malformed JSON with a 400 and a sentence to act on', async () => {
    const response = await appWithRoutes().inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"code": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      code: 'bad_request',
      message: 'The request body is not valid JSON. Check for missing quotes or trailing commas.',
    });
  });

  it('answers a wrong content type with 400 and says what to send', async () => {
    const response = await appWithRoutes().inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<code/>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Send the request body as JSON with the header Content-Type: application/json.',
    );
  });

  it('keeps the status, code and headers of an HttpError', async () => {
    const response = await appWithRoutes().inject({ method: 'GET', url: '/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({
      error: 'Too Many Requests',
      code: 'rate_limited',
      message: 'Too many runs. Wait a minute and try again.',
    });
  });

  it('hides the internals of an unexpected failure', async () => {
    const response = await appWithRoutes().inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json<{ message: string }>().message).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
  });
});
