import type { ListQueryOptions, VendureEntity } from '@vendure/core';
import type { LogicalOperator } from '@vendure/common/lib/generated-types';

/** A list's options as the generated argument types give them: GraphQL lets a client send nulls. */
type ListOptionsArgument<T extends VendureEntity> =
  (Omit<ListQueryOptions<T>, 'filterOperator'> & { filterOperator?: LogicalOperator | null }) | null | undefined;

/**
 * Vendure's `ListQueryOptions` from a list query's `options` argument: no options are the defaults,
 * and a `filterOperator: null` a client may send is the default operator, which the builder takes
 * only when it is missing.
 */
export function listQueryOptions<T extends VendureEntity>(options: ListOptionsArgument<T>): ListQueryOptions<T> {
  if (!options) return {};
  const { filterOperator, ...rest } = options;
  return filterOperator == null ? rest : { ...rest, filterOperator };
}
