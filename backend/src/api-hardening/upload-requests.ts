import type { IncomingMessage, ServerResponse } from 'node:http';

import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ConfigService, type Middleware } from '@vendure/core';

import { apiMessage, requestLanguage } from './api-messages';

type Next = (error?: unknown) => void;
type ApiRequest = IncomingMessage & { query?: Record<string, unknown> };

function answer(res: ServerResponse, status: number, code: string, message: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Connection', 'close');
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

const isMultipart = (req: IncomingMessage) => /^\s*multipart\//iu.test(req.headers['content-type'] ?? '');

/**
 * Vendure reads GraphQL multipart uploads (graphql-upload) on both APIs, before any resolver and
 * for anyone. No Shop API operation of this shop takes a file (the contact and review forms have
 * their own routes), so the Shop API answers them 415 at once: nothing is streamed to disk for a
 * caller who cannot use it. The Admin API keeps them (the dashboard uploads assets).
 */
export function shopApiUploadRefusal(shopApiPath: string): Middleware {
  return {
    route: `/${shopApiPath}`,
    beforeListen: true,
    handler: function refuseShopApiUploads(req: ApiRequest, res: ServerResponse, next: Next): void {
      if (!isMultipart(req)) {
        next();
        return;
      }
      answer(res, 415, 'UNSUPPORTED_MEDIA_TYPE', apiMessage('BAD_REQUEST_BODY', requestLanguage(req.query?.languageCode)));
    },
  };
}

/** graphql-upload refuses a malformed or oversized multipart request with an http-errors error: 4xx, meant to be shown. */
interface ExposedClientError {
  status: number;
  expose: true;
}

function isExposedClientError(value: unknown): value is ExposedClientError {
  if (typeof value !== 'object' || value === null) return false;
  const { status, expose } = value as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true;
}

/**
 * What busboy (graphql-upload's parser) throws for a body that is not multipart at all: plain
 * `Error`s, told apart only by their text (busboy 1.6).
 */
const MULTIPART_PARSE_FAILURE =
  /^(Malformed part header|Unexpected end of (form|file)|Multipart: Boundary not found|Malformed content type|Unsupported content type: |Missing Content-Type|Malformed urlencoded form)/u;

function isMultipartParseFailure(value: unknown): value is Error {
  return value instanceof Error && value.constructor === Error && MULTIPART_PARSE_FAILURE.test(value.message);
}

/** Matched by shape, so whichever copy of http-errors made the error, Nest's `instanceof` finds it. */
class RefusedUploadShape {
  static [Symbol.hasInstance](value: unknown): boolean {
    return isExposedClientError(value) || isMultipartParseFailure(value);
  }
}

/**
 * The answer to an upload graphql-upload refused: its own 4xx status (400 for a body busboy could
 * not read) and a translated message, where Nest would answer `500 {"message":""}` (the error is not
 * one of Nest's own).
 */
@Catch(RefusedUploadShape)
export class UploadRefusalFilter implements ExceptionFilter {
  constructor(private readonly configService: ConfigService) {}

  catch(error: ExposedClientError | Error, host: ArgumentsHost): unknown {
    // Only the HTTP step that reads uploads throws these; anywhere else, GraphQL formats the error.
    if (host.getType() !== 'http') return error;
    const http = host.switchToHttp();
    const req = http.getRequest<ApiRequest>();
    const res = http.getResponse<ServerResponse>();
    if (res.headersSent) return undefined;
    const language = requestLanguage(req.query?.languageCode);
    if (isExposedClientError(error) && error.status === 413) {
      answer(
        res,
        413,
        'PAYLOAD_TOO_LARGE',
        apiMessage('PAYLOAD_TOO_LARGE', language, { limit: this.configService.assetOptions.uploadMaxFileSize }),
      );
    } else answer(res, isExposedClientError(error) ? error.status : 400, 'BAD_REQUEST', apiMessage('BAD_UPLOAD_REQUEST', language));
    return undefined;
  }
}
