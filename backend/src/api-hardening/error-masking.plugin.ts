import { randomBytes } from 'node:crypto';

import { HttpException } from '@nestjs/common';
import { I18nError, Logger } from '@vendure/core';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

import { apiMessage, requestLanguage } from './api-messages';

const LOGGER_CONTEXT = 'ApiErrors';
/** Enough of a database message to find the cause in the log, on one line. */
const MAX_LOGGED_MESSAGE = 500;

/**
 * What the plugin reads and writes of Apollo's response context. Written out rather than imported
 * from `@apollo/server`, whose CommonJS and ESM typings differ in the backend's two tsconfigs.
 */
interface ResponseContext {
  contextValue: { req?: { query?: Record<string, unknown> } };
  errors?: ReadonlyArray<GraphQLError>;
  operationName?: string | null;
  response: ResponseBody & { http?: { status?: number; headers: { set(name: string, value: string): unknown } } };
}
interface ResponseBody {
  body?: { kind: 'single'; singleResult: { errors?: ReadonlyArray<GraphQLFormattedError> } } | { kind: 'incremental' };
}

/**
 * An error the code meant to answer: Vendure's own (ForbiddenError, UserInputError… all I18nError),
 * GraphQL's and Apollo's (syntax, validation, variables, our limits: GraphQLError), Nest's
 * HttpException. Anything else (a QueryFailedError, a SqliteError, a TypeError) is a fault whose
 * text is not for the caller.
 */
export function isExpectedError(error: GraphQLError): boolean {
  const cause = error.originalError;
  if (cause === undefined || cause === error) return true;
  return cause instanceof I18nError || cause instanceof GraphQLError || cause instanceof HttpException;
}

/**
 * node-postgres's words when no pooled connection freed up within `connectionTimeoutMillis`, or
 * PostgreSQL did not accept a new one in time: the database is busy, not broken (issue 30).
 */
const DATABASE_BUSY = /timeout exceeded when trying to connect|Connection terminated due to connection timeout/;
/** What a busy database's 503 asks the client to wait before trying again. */
const DATABASE_BUSY_RETRY_AFTER_SECONDS = 2;

/** Whether `error` failed because no database connection could be had in time. */
export function isDatabaseBusy(error: GraphQLError): boolean {
  const cause = error.originalError ?? error;
  return DATABASE_BUSY.test(cause.message);
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_LOGGED_MESSAGE ? `${flat.slice(0, MAX_LOGGED_MESSAGE)}…` : flat;
}

/** Apollo's transport hints never belong in the body. */
function publicExtensions(extensions: GraphQLError['extensions']): Record<string, unknown> {
  const { http: _http, exception: _exception, stacktrace: _stacktrace, ...rest } = extensions as Record<string, unknown>;
  return rest;
}

/**
 * The one place where GraphQL errors leave the server (both APIs). Expected errors keep their
 * (already translated) message and code. An unexpected one answers a generic message in the
 * request's language with the code INTERNAL_SERVER_ERROR and an `errorId`, and logs one line with
 * that id, the error's class, its message and the field path; no database or stack text reaches
 * the caller. One that failed for want of a database connection answers 503 SERVER_BUSY with
 * Retry-After instead (without admission.ts's not-started header: part of the request may have run,
 * so only a query is sent again). Registered after Vendure's TranslateErrorsPlugin, whose answer it rewrites.
 */
export class ErrorMaskingPlugin {
  /** `hideSuggestions`: drop graphql-js's "Did you mean …?" (it lists field names even without introspection). */
  constructor(private readonly options: { hideSuggestions: boolean }) {}

  async requestDidStart() {
    return {
      willSendResponse: async (context: ResponseContext) => {
        const { errors } = context;
        const { body } = context.response;
        if (!errors || errors.length === 0 || body?.kind !== 'single') return;
        const language = requestLanguage(context.contextValue.req?.query?.languageCode);
        if (errors.some(isDatabaseBusy) && context.response.http) {
          context.response.http.status = 503;
          context.response.http.headers.set('retry-after', String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
        }
        body.singleResult.errors = errors.map((error): GraphQLFormattedError => {
          const shown = {
            ...(error.locations ? { locations: error.locations } : {}),
            ...(error.path ? { path: error.path } : {}),
          };
          if (isExpectedError(error)) {
            const message = this.options.hideSuggestions ? error.message.replace(/ Did you mean .*$/s, '') : error.message;
            return { message, ...shown, extensions: publicExtensions(error.extensions) };
          }
          const errorId = randomBytes(6).toString('hex');
          const cause = error.originalError ?? error;
          if (isDatabaseBusy(error)) {
            Logger.warn(
              `${errorId} no database connection in time (at ${error.path?.join('.') ?? 'the request'}) [${context.operationName ?? 'anonymous'}]`,
              LOGGER_CONTEXT,
            );
            return { message: apiMessage('SERVER_BUSY', language), ...shown, extensions: { code: 'SERVER_BUSY', errorId } };
          }
          Logger.error(
            `${errorId} ${cause.name}: ${oneLine(cause.message)}${error.path ? ` (at ${error.path.join('.')})` : ''} [${context.operationName ?? 'anonymous'}]`,
            LOGGER_CONTEXT,
          );
          return {
            message: apiMessage('INTERNAL_SERVER_ERROR', language),
            ...shown,
            extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
          };
        });
      },
    };
  }
}
