/**
 * Errors a route may raise on purpose (HttpError) and the one place that turns any error into the
 * envelope { success:false, data:null, message }. Validation errors become a 400 whose message is a
 * sentence in Chinese (the spec's text, or the field named in words); framework errors (bad JSON,
 * body or headers too large, media type, unknown route, CORS preflight) get the same envelope;
 * unexpected errors become a 500 with a fixed message, logged server-side only: no stack, SQL or
 * secret ever reaches the client.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody } from './envelope';
import { fieldLabel } from './field-labels';

export const INTERNAL_ERROR_MESSAGE = '服务器内部错误';
export const AUTH_FAILED_MESSAGE = '认证失败，请重新登录';
export const ROUTE_NOT_FOUND_MESSAGE = '接口不存在';
export const BAD_TEXT_MESSAGE = '包含不允许的字符';

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

/** Messages that are complete sentences from the spec (some in English) and are sent as they are. */
const wholeMessages = new Set<string>();
export function wholeMessage(message: string): string {
  wholeMessages.add(message);
  return message;
}

const HAS_CJK = /[\u3400-\u9fff]/;
/** reasons that read as the second half of a sentence and need the field's label in front */
const FRAGMENT = /^(必须|不能|超出|格式|包含|无效)/;

/** The message for a reason about one field: the reason alone when it is a sentence, else label + reason. */
export function fieldMessage(path: readonly (string | number)[], reason: string | undefined, context?: string): string {
  const label = fieldLabel(path, context);
  if (reason === undefined || reason === '') return `${label}无效`;
  if (wholeMessages.has(reason)) return reason;
  if (!HAS_CJK.test(reason)) return `${label}格式不正确`; // zod's English defaults never reach a person
  return FRAGMENT.test(reason) ? `${label}${reason}` : reason;
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  return fieldMessage(path, first?.message, context);
}

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(message));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, validationMessage(error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.debug({ code: error.code, status }, 'client error');
      return sendError(reply, status, clientErrorMessage(error, status));
    }
    request.log.error({ err: error, method: request.method, route: request.routeOptions.url }, 'unhandled error');
    return sendError(reply, 500, INTERNAL_ERROR_MESSAGE);
  });
}

const CLIENT_ERROR_TEXTS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不是有效的JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与Content-Length不符',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的内容类型，请使用application/json',
  FST_ERR_CTP_INVALID_TYPE: '不支持的内容类型，请使用application/json',
  FST_ERR_BAD_URL: '请求地址无效',
  FST_ERR_MAX_PARAM_LENGTH: '路径参数过长',
  FST_ERR_ASYNC_CONSTRAINT: '请求无效',
};

const STATUS_TEXTS: Record<number, string> = {
  404: ROUTE_NOT_FOUND_MESSAGE,
  405: '不支持该请求方法',
  406: '不支持请求的响应格式',
  408: '请求超时',
  411: '缺少Content-Length',
  413: '请求体过大',
  414: '请求地址过长',
  415: '不支持的内容类型，请使用application/json',
  431: '请求头过大',
};

export function clientErrorMessage(error: { code?: string }, status: number): string {
  if (error instanceof SyntaxError) return CLIENT_ERROR_TEXTS.FST_ERR_CTP_INVALID_JSON_BODY!;
  return (error.code && CLIENT_ERROR_TEXTS[error.code]) || STATUS_TEXTS[status] || '请求无效';
}

/** Errors Fastify's router raises before a route runs. */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void sendError(reply, status, clientErrorMessage(error, status));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large, malformed
 * request line): answered on the socket in the envelope, then closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBody(clientErrorMessage(error, status)));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
