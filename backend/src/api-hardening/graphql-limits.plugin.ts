import { GraphQLError, OperationTypeNode, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

import type { AdmissionQueue } from '../admission/admission-queue';
import { NOT_STARTED_HEADER } from '../admission/admission';
import type { TrustedProxies } from '../plugins/rate-limit/client-address';
import { apiMessage, requestLanguage } from './api-messages';
import { expensiveLane } from './expensive-lane';
import {
  ClientBuckets,
  CLIENT_TIME_RATE,
  SharedTimeClock,
  EXPENSIVE_OPERATION_RATE,
  expensiveCharge,
  type ExpensiveOperationRate,
} from './expensive-operations';
import { firstBrokenLimit, GRAPHQL_LIMITS, measureForApi, type ApiType } from './graphql-limits';

/**
 * What the plugin reads of Apollo's request context. Written out rather than imported from
 * `@apollo/server`, whose CommonJS and ESM typings differ in the backend's two tsconfigs.
 */
interface RequestStart {
  /** Vendure's GraphQL context: the Express request of the call. */
  contextValue: { req?: { originalUrl?: string; query?: Record<string, unknown>; ip?: string } };
}
interface ResolvedOperation {
  schema: GraphQLSchema;
  document?: DocumentNode;
  operation?: OperationDefinitionNode;
  request: { variables?: Record<string, unknown> };
}

/**
 * Refuses an operation that breaks a limit of `GRAPHQL_LIMITS` (depth, aliases, cost) or sends a
 * search term longer than `MAX_SEARCH_TERM_LENGTH`, once Apollo has parsed and validated it and
 * before any resolver runs: a 400 answer with a code and a translated message. Both APIs, told
 * apart by path. On the Shop API, an expensive operation past its client's rate
 * (expensive-operations.ts) answers 429 RATE_LIMITED with Retry-After; one within it waits for the
 * expensive lane (expensive-lane.ts), or answers 503 SERVER_BUSY with Retry-After past it.
 */
export class GraphqlLimitsPlugin {
  private readonly buckets: ClientBuckets;
  private readonly lane: AdmissionQueue = expensiveLane();
  /** Each client's Shop API time, charged once an operation is answered (CLIENT_TIME_RATE). */
  private readonly clientTime: ClientBuckets;
  /** Every operation of this process, both APIs, runs on it: a client is charged its share of the server. */
  private readonly sharedTime = new SharedTimeClock();

  /** `isTrusted`: TRUSTED_PROXIES' rule; a request whose client is itself one (the storefront's own calls) is not counted. */
  constructor(
    private readonly adminApiPath: string,
    private readonly isTrusted: TrustedProxies,
    rate: ExpensiveOperationRate = EXPENSIVE_OPERATION_RATE,
    timeRate: ExpensiveOperationRate = CLIENT_TIME_RATE,
  ) {
    this.buckets = new ClientBuckets(rate);
    this.clientTime = new ClientBuckets(timeRate);
  }

  private rateLimited(language: ReturnType<typeof requestLanguage>, retryAfterSeconds: number): GraphQLError {
    return new GraphQLError(apiMessage('TOO_MANY_EXPENSIVE_REQUESTS', language), {
      extensions: { code: 'RATE_LIMITED', http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) } },
    });
  }

  async requestDidStart(start: RequestStart) {
    const req = start.contextValue.req;
    const api: ApiType = req?.originalUrl?.startsWith(`/${this.adminApiPath}`) ? 'admin' : 'shop';
    let releaseLane: (() => void) | undefined;
    /** When a counted client's operation started running (SharedTimeClock), to charge its time once answered. */
    let startedAt: number | undefined;
    this.sharedTime.start();
    return {
      didResolveOperation: async (context: ResolvedOperation) => {
        if (!context.document || !context.operation) return;
        const measure = measureForApi(api, context.schema, context.document, context.operation, context.request.variables);
        const language = requestLanguage(req?.query?.languageCode);
        const refusal = firstBrokenLimit(measure, GRAPHQL_LIMITS[api]);
        if (!refusal) {
          if (api !== 'shop') return;
          const client = req?.ip ?? 'unknown';
          const counted = !this.isTrusted(client);
          // Only queries are charged their time: mutations do deliberate work (a login's password
          // hash) and have rate limits of their own (plugins/rate-limit).
          const timed = counted && context.operation.operation === OperationTypeNode.QUERY;
          if (timed) {
            const owed = this.clientTime.spend(client, 0, performance.now());
            if (!owed.allowed) throw this.rateLimited(language, owed.retryAfterSeconds);
          }
          const charge = expensiveCharge(measure, GRAPHQL_LIMITS.shop);
          const spent = charge === 0 || !counted ? { allowed: true as const } : this.buckets.spend(client, charge, performance.now());
          if (spent.allowed) {
            const turn = charge === 0 ? undefined : await this.lane.admit();
            if (!turn || turn.admitted) {
              releaseLane = turn?.release;
              if (timed) startedAt = this.sharedTime.read();
              return;
            }
            throw new GraphQLError(apiMessage('SERVER_BUSY', language), {
              extensions: {
                code: 'SERVER_BUSY',
                http: {
                  status: 503,
                  headers: new Map([
                    ['retry-after', String(turn.retryAfterSeconds)],
                    [NOT_STARTED_HEADER.toLowerCase(), 'true'],
                  ]),
                },
              },
            });
          }
          throw this.rateLimited(language, spent.retryAfterSeconds);
        }
        throw new GraphQLError(apiMessage(refusal.code, language, { limit: refusal.limit }), {
          extensions: {
            code: refusal.code,
            limit: refusal.limit,
            // Infinity (a document that expands past every budget) is not JSON.
            actual: Number.isFinite(refusal.actual) ? refusal.actual : null,
            http: { status: 400 },
          },
        });
      },
      // Sent or failed, the operation is over: the lane's next one may run.
      willSendResponse: async () => {
        releaseLane?.();
        const endedAt = this.sharedTime.end();
        if (startedAt === undefined) return;
        this.clientTime.charge(req?.ip ?? 'unknown', endedAt - startedAt, performance.now());
      },
    };
  }
}
