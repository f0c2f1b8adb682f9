// Step: a signed-in caller sees admins by name beside their ids (createdByName beside createdBy, and so on:
// withAdminNames in @shared/contract/revisions). It runs after the rest, on the answer; visitors' answers never name
// an admin. Where the names come from is each side's own (the server: the admins table; the mocks: their db).
import { withAdminNames } from '@shared/contract/revisions';
import type { Step } from './compose';
import type { JsonReply, RequestContext } from './context';

export interface AdminNamesPort<C> {
  /** Every admin's name by id. */
  namesOf(ctx: C): Promise<ReadonlyMap<string, string>>;
}

/** The id fields withAdminNames names; an answer holding none of them needs no lookup. */
const NAMES_AN_ADMIN = /"(createdBy|lastModifiedBy|submittedBy|decidedBy)"/;

export const adminNamesStep =
  <C extends RequestContext>(port: AdminNamesPort<C>, jsonOf: (result: C['result']) => JsonReply | undefined): Step<C> =>
  async (ctx, next) => {
    await next();
    const reply = ctx.auth ? jsonOf(ctx.result) : undefined;
    if (!reply || !NAMES_AN_ADMIN.test(JSON.stringify(reply.body))) return;
    const names = await port.namesOf(ctx);
    ctx.result = { ...reply, body: withAdminNames(reply.body, (id) => names.get(id)) } as C['result'];
  };
