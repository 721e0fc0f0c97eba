import type { FastifyError, FastifyInstance } from 'fastify';

/** The JSON body every API error answers with: a stable code and a sentence a person can act on. */
export interface ErrorBody {
  error: string;
  code: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More fields for the body, where a client expects them (weak_password reasons). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what = 'This address') =>
  new HttpError(404, 'not_found', `${what} does not exist. Check the URL and try again.`);

const statusNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, code: string, message: string): ErrorBody {
  return { error: statusNames[statusCode] ?? 'Error', code, message };
}

/** Client mistakes get their own message; anything else is logged and answered without internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...errorBody(error.statusCode, error.code, error.message), ...error.details });
    }
    const status = asBadRequest.has(error.code) ? 400 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      const message = clientMessage(error);
      const code = (statusNames[status] ?? 'bad request').toLowerCase().replaceAll(' ', '_');
      return reply.code(status).send(errorBody(status, code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(
        errorBody(
          500,
          'internal_error',
          'Something went wrong on our side. Please try again in a moment.',
        ),
      );
  });
}

export const JSON_ONLY =
  'Send the request body as JSON with the header Content-Type: application/json.';

/** Mistakes in what was sent are all a 400 with a sentence on how to fix it (413/415 included). */
const asBadRequest = new Set(['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_ERR_CTP_BODY_TOO_LARGE']);

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return JSON_ONLY;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large: keep programs and input within the limits shown in the editor.';
    default:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return 'The request body is not valid JSON. Check for missing quotes or trailing commas.';
      }
      return error.message;
  }
}
