/**
 * Errors a route may raise on purpose (HttpError) and the one place that turns any error into an
 * envelope. Validation errors become 400 '<field>: <reason>'; unexpected errors become a 500 with a
 * fixed message, logged server-side only: no stack, SQL or secret ever reaches the client.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const INTERNAL_ERROR_MESSAGE = '服务器内部错误';
export const AUTH_FAILED_MESSAGE = '认证失败，请重新登录';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = AUTH_FAILED_MESSAGE) => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Messages that are complete sentences from the spec and are sent without a field prefix. */
const wholeMessages = new Set<string>();
export function wholeMessage(message: string): string {
  wholeMessages.add(message);
  return message;
}

export function fieldMessage(field: string, reason: string): string {
  if (wholeMessages.has(reason) || field === '') return reason;
  return `${field}: ${reason}`;
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  const path = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return fieldMessage(path || context || 'body', first?.message ?? '无效的值');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ success: false, message: validationMessage(error.validation, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // framework-level client errors (bad JSON, wrong content type, body too large): a fixed text
      request.log.info({ code: error.code }, 'client error');
      return reply.code(status).send({ success: false, message: clientErrorMessage(error) });
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'unhandled error');
    return reply.code(500).send({ success: false, message: INTERNAL_ERROR_MESSAGE });
  });
}

function clientErrorMessage(error: FastifyError): string {
  if (error instanceof SyntaxError) return 'body: 请求体不是有效的JSON';
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body: 请求体不是有效的JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body: 请求体过大';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'content-type: 不支持的内容类型';
    default:
      return '请求无效';
  }
}
