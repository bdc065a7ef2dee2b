import { GraphQLError, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

import type { AdmissionQueue } from '../admission/admission-queue';
import { NOT_STARTED_HEADER } from '../admission/admission';
import type { TrustedProxies } from '../plugins/rate-limit/client-address';
import { apiMessage, requestLanguage } from './api-messages';
import { expensiveLane } from './expensive-lane';
import { ClientBuckets, EXPENSIVE_OPERATION_RATE, expensiveCharge, type ExpensiveOperationRate } from './expensive-operations';
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

  /** `isTrusted`: TRUSTED_PROXIES' rule; a request whose client is itself one (the storefront's own calls) is not counted. */
  constructor(
    private readonly adminApiPath: string,
    private readonly isTrusted: TrustedProxies,
    rate: ExpensiveOperationRate = EXPENSIVE_OPERATION_RATE,
  ) {
    this.buckets = new ClientBuckets(rate);
  }

  async requestDidStart(start: RequestStart) {
    const req = start.contextValue.req;
    const api: ApiType = req?.originalUrl?.startsWith(`/${this.adminApiPath}`) ? 'admin' : 'shop';
    let releaseLane: (() => void) | undefined;
    return {
      didResolveOperation: async (context: ResolvedOperation) => {
        if (!context.document || !context.operation) return;
        const measure = measureForApi(api, context.schema, context.document, context.operation, context.request.variables);
        const language = requestLanguage(req?.query?.languageCode);
        const refusal = firstBrokenLimit(measure, GRAPHQL_LIMITS[api]);
        if (!refusal) {
          const charge = api === 'shop' ? expensiveCharge(measure, GRAPHQL_LIMITS.shop) : 0;
          const client = req?.ip ?? 'unknown';
          if (charge === 0) return;
          const spent = this.isTrusted(client) ? { allowed: true as const } : this.buckets.spend(client, charge, performance.now());
          if (spent.allowed) {
            const turn = await this.lane.admit();
            if (turn.admitted) {
              releaseLane = turn.release;
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
          throw new GraphQLError(apiMessage('TOO_MANY_EXPENSIVE_REQUESTS', language), {
            extensions: {
              code: 'RATE_LIMITED',
              http: { status: 429, headers: new Map([['retry-after', String(spent.retryAfterSeconds)]]) },
            },
          });
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
      },
    };
  }
}
