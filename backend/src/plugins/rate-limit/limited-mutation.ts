import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { internal_getRequestContext, type ApiType, type RequestContext } from '@vendure/core';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';

/** A GraphQL mutation as an interceptor sees it, before its resolver runs. */
export interface MutationCall {
  name: string;
  args: Record<string, unknown>;
  req: Request;
  ctx: RequestContext;
}

/** The call when `context` is one of `names`' mutations on `api`, else undefined: the interceptor lets it through. */
export function limitedMutation(context: ExecutionContext, api: ApiType, names: readonly string[]): MutationCall | undefined {
  if (context.getType<string>() !== 'graphql') return undefined;
  const gql = GqlExecutionContext.create(context);
  const info = gql.getInfo<{ fieldName: string; parentType: { name: string } }>();
  if (info.parentType.name !== 'Mutation' || !names.includes(info.fieldName)) return undefined;
  const req = gql.getContext<{ req: Request }>().req;
  const ctx = internal_getRequestContext(req, context);
  return ctx.apiType === api ? { name: info.fieldName, args: gql.getArgs(), req, ctx } : undefined;
}

/** `value[key]` when `value` is an object: a mutation's arguments are whatever a client sent. */
export const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** Runs `around` in the resolver's place; `resolve` runs the resolver and gives its answer. */
export function aroundResolver(
  next: CallHandler<unknown>,
  around: (resolve: () => Promise<unknown>) => Promise<unknown>,
): Observable<unknown> {
  return from(around(() => lastValueFrom(next.handle())));
}
