// Types that tie a route (mock or server) to its operation in the generated `paths`.
import type { operations, paths } from './schema';

export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch' | 'head';

/** The paths that have an operation for `M`. */
export type PathsFor<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: infer O } ? ([O] extends [never | undefined] ? never : P) : never;
}[keyof paths];

export type OperationOf<P extends keyof paths, M extends Method> = NonNullable<paths[P][M & keyof paths[P]]>;

/** An operation of openapi.yaml by its operationId. */
export type OperationId = keyof operations;

/**
 * An operation a route kit reaches by its id where its types are not followed (a content kind built from its
 * declaration serves a list of kinds TypeScript cannot narrow): any JSON body in, any JSON answer out. The contract
 * suites check its bodies and answers against the operation at run time.
 */
export interface AnyOperation {
  requestBody: { content: { 'application/json': Record<string, unknown> } };
  responses: { 200: { content: { 'application/json': unknown } } };
}

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;

/** The JSON request body an operation takes. */
export type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

/** The JSON success bodies (200, 201 or 202) an operation answers with. */
export type SuccessOf<O> = O extends { responses: infer R } ? JsonOf<R[200 & keyof R]> | JsonOf<R[201 & keyof R]> | JsonOf<R[202 & keyof R]> : never;

export interface Reply<O> {
  status: number;
  body: SuccessOf<O>;
}

/** Success envelopes (ADR 0009). */
export const ok = <T>(data: T, message?: string) => ({ status: 200, body: { success: true as const, data, ...(message ? { message } : {}) } });
export const created = <T>(data: T, message?: string) => ({ status: 201, body: { success: true as const, data, ...(message ? { message } : {}) } });
export const done = (message: string) => ({ status: 200, body: { success: true as const, message } });
/** Taken, to be carried out after the answer (202). */
export const accepted = (message: string) => ({ status: 202, body: { success: true as const, message } });
/** Taken (202), with the state so far. */
export const acceptedWith = <T>(data: T, message: string) => ({ status: 202, body: { success: true as const, data, message } });
