// Step: the request against its operation in openapi.yaml (@shared/contract/openapi-validator), refusals in this
// order: the operation's API key (401 naming the header), a malformed Idempotency-Key (400 naming it), the path, query
// and header parameters (400 naming the first field), a case upload's undeclared query keys, then the body: its
// Content-Type (415) and its fields (400). Reading a body is each framework's own (the kit's BodyPort); what is
// checked, and in which order, is here. Validation coerces the parameters and fills the body's defaults in place.
import { HttpError } from '@shared/contract/http-error';
import { idempotencyKeyOf, IDEMPOTENCY_HEADER } from '@shared/contract/idempotency';
import type { FieldError, OpenApiValidator } from '@shared/contract/openapi-validator';
import type { Step } from './compose';
import type { RequestContext } from './context';
import { headerValue } from './context';

/** Anonymous calls that answer a caller's own data (its case files, behind their token or a signed link). */
export const PERSONAL_TAGS: ReadonlySet<string> = new Set(['Case Uploads']);

export interface BodyPort<C> {
  /** The request's media type, lower case, without its parameters ('' when none was sent). */
  contentType(ctx: C): string;
  /** The body is left unread for the handler (a tus PATCH's bytes): only its Content-Type is checked. */
  raw(ctx: C): boolean;
  /** The JSON body, parsed (a malformed one is the port's 400). */
  json(ctx: C): Promise<unknown> | unknown;
  /**
   * A multipart body, read and kept by the kit for its handler; answers what is validated: the text fields, and the
   * file's field as '(binary)'. A body too large or malformed is the port's 413 or 400.
   */
  multipart(ctx: C): Promise<Record<string, unknown>>;
  /** A form-urlencoded body's fields (a mail client's one-click unsubscribe, RFC 8058). */
  form(ctx: C): Promise<Record<string, string>> | Record<string, string>;
}

export interface ValidatePort<C> {
  contract: Pick<OpenApiValidator, 'validateApiKey' | 'validateParameters' | 'undeclaredQuery' | 'validateRequestBody'>;
  body: BodyPort<C>;
}

/** A 400 naming the first field that broke a rule, with every such field (ADR 0009). */
export const fieldErrors = (errors: FieldError[]) => new HttpError(400, `${errors[0].field} ${errors[0].message}`, errors);

export const validateStep =
  <C extends RequestContext>(port: ValidatePort<C>): Step<C> =>
  async (ctx, next) => {
    const { op, idempotent } = ctx.route;
    const { contract } = port;
    // An operation's API key (the Case-Upload-Token) is its credential: missing or empty, 401 naming it.
    const keyErrors = contract.validateApiKey(op, ctx.header);
    if (keyErrors.length) throw new HttpError(401, `${keyErrors[0].field} ${keyErrors[0].message}`, keyErrors);

    // A malformed Idempotency-Key is refused before the parameters and body are looked at (400 naming it).
    if (idempotent) ctx.idempotencyKey = idempotencyKeyOf(headerValue(ctx.header, IDEMPOTENCY_HEADER));

    const paramErrors = contract.validateParameters(op, { path: ctx.params, query: ctx.query, header: ctx.header });
    if (paramErrors.length) throw fieldErrors(paramErrors);

    // A case upload is reached at one address only: no query string its call does not declare (ADR 0003).
    if (PERSONAL_TAGS.has(ctx.tag)) {
      const extra = contract.undeclaredQuery(op, ctx.query);
      if (extra.length) throw fieldErrors(extra);
    }

    const types = op.requestContentTypes;
    const type = port.body.contentType(ctx);
    // An operation whose body is optional takes a call without one (no Content-Type, nothing sent).
    const optional = (op.operation.requestBody as { required?: boolean } | undefined)?.required === false;
    if (types.length && !(optional && type === '')) {
      const unsupported = () => new HttpError(415, `Content-Type must be ${types.join(' or ')}`);
      if (port.body.raw(ctx)) {
        if (!types.includes(type)) throw unsupported();
      } else if (type === 'multipart/form-data' && types.includes(type)) {
        const errors = contract.validateRequestBody(op, await port.body.multipart(ctx), type);
        if (errors.length) throw fieldErrors(errors);
      } else if (type === 'application/json' && types.includes(type)) {
        const body = await port.body.json(ctx);
        const errors = contract.validateRequestBody(op, body, type, { applyDefaults: op.method === 'post' });
        if (errors.length) throw fieldErrors(errors);
        ctx.body = body;
      } else if (type === 'application/x-www-form-urlencoded' && types.includes(type)) {
        const body = { ...(await port.body.form(ctx)) };
        const errors = contract.validateRequestBody(op, body, type);
        if (errors.length) throw fieldErrors(errors);
        ctx.body = body;
      } else {
        throw unsupported();
      }
    }
    await next();
  };
