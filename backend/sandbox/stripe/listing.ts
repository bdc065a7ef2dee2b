import { invalidRequest } from './api-errors';
import { listOf, objectOf, stringOf, type FormObject } from './form-encoding';
import { intentJson } from './objects';
import type { IntentRecord, SandboxState } from './state';

/** `expand[]=data.payment_method` in a list names the objects inside `data`. */
function innerExpansions(form: FormObject): string[] {
  return listOf(form, 'expand').map((path) => path.replace(/^data\./, ''));
}

function limitOf(form: FormObject): number {
  const given = stringOf(form, 'limit');
  const limit = given === undefined ? 10 : Number(given);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw invalidRequest('limit must be between 1 and 100', { param: 'limit' });
  return limit;
}

/** Newest first, as Stripe lists. */
function newestFirst(state: SandboxState): IntentRecord[] {
  return [...state.intents.values()].reverse();
}

/**
 * `GET /v1/payment_intents/search` (docs.stripe.com/search): the subset of the query language the
 * shop uses, `metadata['key']:'value'` and `status:'value'` clauses joined by AND.
 */
export function searchIntents(state: SandboxState, form: FormObject): Record<string, unknown> {
  const query = stringOf(form, 'query') ?? '';
  if (query.length === 0 || query.length > 1000) throw invalidRequest('A search query is required', { param: 'query' });
  const clauses = query.split(/\s+AND\s+/).map((clause) => {
    const match = /^(?:metadata\['([\w-]{1,40})'\]|(status)):'([^']{0,500})'$/.exec(clause.trim());
    if (!match) throw invalidRequest(`Unsupported search clause: ${clause.slice(0, 60)}`, { param: 'query' });
    return { metadataKey: match[1], field: match[2], value: match[3] ?? '' };
  });
  const found = newestFirst(state).filter((intent) =>
    clauses.every((clause) =>
      clause.field === 'status' ? intent.status === clause.value : intent.metadata[clause.metadataKey ?? ''] === clause.value,
    ),
  );
  const expand = innerExpansions(form);
  return {
    object: 'search_result',
    data: found.slice(0, limitOf(form)).map((intent) => intentJson(state, intent, expand)),
    has_more: found.length > limitOf(form),
    next_page: null,
    url: '/v1/payment_intents/search',
  };
}

/** `GET /v1/payment_intents`: newest first, `created[gte]`, `limit`, `starting_after`. */
export function listIntents(state: SandboxState, form: FormObject): Record<string, unknown> {
  const created = objectOf(form, 'created');
  const since = created ? Number(stringOf(created, 'gte') ?? 0) : 0;
  if (!Number.isFinite(since)) throw invalidRequest('Invalid created[gte]', { param: 'created' });
  let intents = newestFirst(state).filter((intent) => intent.created >= since);
  const after = stringOf(form, 'starting_after');
  if (after !== undefined) {
    const index = intents.findIndex((intent) => intent.id === after);
    intents = index === -1 ? [] : intents.slice(index + 1);
  }
  const limit = limitOf(form);
  const expand = innerExpansions(form);
  return {
    object: 'list',
    data: intents.slice(0, limit).map((intent) => intentJson(state, intent, expand)),
    has_more: intents.length > limit,
    url: '/v1/payment_intents',
  };
}
