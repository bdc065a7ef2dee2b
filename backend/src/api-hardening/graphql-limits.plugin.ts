import { GraphQLError, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

import { apiMessage, requestLanguage } from './api-messages';
import { firstBrokenLimit, GRAPHQL_LIMITS, measureForApi, type ApiType } from './graphql-limits';

/**
 * What the plugin reads of Apollo's request context. Written out rather than imported from
 * `@apollo/server`, whose CommonJS and ESM typings differ in the backend's two tsconfigs.
 */
interface RequestStart {
  /** Vendure's GraphQL context: the Express request of the call. */
  contextValue: { req?: { originalUrl?: string; query?: Record<string, unknown> } };
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
 * apart by path.
 */
export class GraphqlLimitsPlugin {
  constructor(private readonly adminApiPath: string) {}

  async requestDidStart(start: RequestStart) {
    const req = start.contextValue.req;
    const api: ApiType = req?.originalUrl?.startsWith(`/${this.adminApiPath}`) ? 'admin' : 'shop';
    return {
      didResolveOperation: async (context: ResolvedOperation) => {
        if (!context.document || !context.operation) return;
        const measure = measureForApi(api, context.schema, context.document, context.operation, context.request.variables);
        const refusal = firstBrokenLimit(measure, GRAPHQL_LIMITS[api]);
        if (!refusal) return;
        throw new GraphQLError(apiMessage(refusal.code, requestLanguage(req?.query?.languageCode), { limit: refusal.limit }), {
          extensions: {
            code: refusal.code,
            limit: refusal.limit,
            // Infinity (a document that expands past every budget) is not JSON.
            actual: Number.isFinite(refusal.actual) ? refusal.actual : null,
            http: { status: 400 },
          },
        });
      },
    };
  }
}
