// What the pipeline's steps read and write about one request, whichever kit runs them. Each kit's context extends it
// with its own framework's request (Koa's context, a fetch Request) for its ports and handlers to use; the steps see
// only what is here.
import type { OperationInfo } from '@shared/contract/openapi-validator';
import type { AdminRole } from '@shared/contract/operation-roles';

/** A signed-in admin as the steps need it: who, and with which role. Each kit's auth context carries more. */
export interface Caller {
  admin: { _id: string; role: AdminRole };
}

/** What a route declares that the steps act on (both kits' RouteDef have these). */
export interface PipelineRoute {
  op: OperationInfo;
  /** The role the operation declares (`x-required-role`). */
  role: AdminRole | undefined;
  /** The handler may run for an inactive admin (their own profile and logout). */
  allowInactive: boolean;
  /** Retry-safe with an Idempotency-Key. */
  idempotent: boolean;
}

/** A JSON answer: its status and envelope (ADR 0009). */
export interface JsonReply {
  status: number;
  body: unknown;
}

export interface RequestContext<A extends Caller = Caller, R = unknown> {
  readonly route: PipelineRoute;
  /** The operation's first tag, which names the content kind it changes. */
  readonly tag: string;
  /** The caller's address, for rate limits (set by the client-address step). */
  clientKey: string;
  /** The caller's admin, on protected calls and on token-optional calls made with a token. */
  auth?: A;
  /** The path parameters, then coerced by validation. */
  params: Record<string, unknown>;
  /** The query, then coerced by validation. */
  query: Record<string, unknown>;
  /** The request's headers by lower-case name, then the header parameters coerced by validation. */
  header: Record<string, unknown>;
  /** The validated JSON body (undefined for multipart, raw and bodiless calls). */
  body?: unknown;
  /** The request's Idempotency-Key, on an idempotent route that was sent one. */
  idempotencyKey?: string;
  /** The release the call was made in (X-Release), once the revision step took it: its answer is the caller's own. */
  release?: string;
  /** What the handler answered, or the stored answer replayed. */
  result?: R;
  /** The result is the stored answer to an earlier request with the same key (Idempotent-Replayed). */
  replayed: boolean;
}

/** The operation's first tag. */
export const tagOf = (op: OperationInfo) => ((op.operation.tags as string[] | undefined) ?? [])[0] ?? '';

/** A header as sent: undefined when absent, several of the same name joined as fetch's Headers joins them. */
export function headerValue(header: Record<string, unknown>, name: string): string | undefined {
  const value = header[name.toLowerCase()];
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'string' ? value : undefined;
}
