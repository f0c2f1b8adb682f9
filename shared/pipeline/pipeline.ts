// The request pipeline both route kits run (backend/src/route.ts, mocks/route.ts), written once: each step is its own
// file and depends only on the port its kit supplies. The order is part of the contract: errors win in this order
// (401 before 403 before 400), and the transaction wraps only the handler. ADR 0030 says why.
import { compose, type Step } from './compose';
import type { Caller, JsonReply, RequestContext } from './context';
import { clientAddressStep, type AddressPort } from './client-address';
import { authenticateStep, type Verifier } from './authenticate';
import { requireRoleStep } from './require-role';
import { validateStep, type ValidatePort } from './validate';
import { idempotencyStep, type IdempotencyStore } from './idempotency';
import { adminNamesStep, type AdminNamesPort } from './admin-names';
import { revisionTransactionStep, type RevisionPort } from './revision-transaction';
import type { DraftPort } from './release-drafts';

export interface PipelinePorts<A extends Caller, C extends RequestContext<A>> {
  address: AddressPort<C>;
  verifier: Verifier<C, A>;
  validate: ValidatePort<C>;
  idempotency: IdempotencyStore<C>;
  names: AdminNamesPort<C>;
  /** The handler's result as a JSON answer; undefined when it is not one (a download, a stream, a raw Response). */
  jsonOf(result: C['result']): JsonReply | undefined;
  revisions: RevisionPort<C>;
  drafts: DraftPort<C>;
}

/**
 * The steps in order, ending with `handle` (which sets `ctx.result`): the client's address, authentication, the
 * operation's role, validation against openapi.yaml, the admins' names in a signed-in caller's answer, the
 * Idempotency-Key's stored answer, and the revision transaction around the handler (or, for a content call naming a
 * release, the release's undone one). Routes are tried in the order of route-order.ts.
 */
export function requestPipeline<A extends Caller, C extends RequestContext<A>>(ports: PipelinePorts<A, C>, handle: (ctx: C) => Promise<void>) {
  const steps: Step<C>[] = [
    clientAddressStep(ports.address),
    authenticateStep<A, C>(ports.verifier),
    requireRoleStep(),
    validateStep(ports.validate),
    adminNamesStep(ports.names, ports.jsonOf),
    idempotencyStep(ports.idempotency, ports.jsonOf),
    revisionTransactionStep(ports.revisions, ports.drafts),
    (ctx) => handle(ctx),
  ];
  return compose(steps);
}

export type { Step } from './compose';
export type { Caller, JsonReply, PipelineRoute, RequestContext } from './context';
