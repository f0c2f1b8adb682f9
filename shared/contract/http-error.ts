import type { components } from '@shared/contract/schema';

/** An error that becomes the failure envelope of ADR 0009 with its status code. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: components['schemas']['FieldError'][],
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const badRequest = (field: string, message: string) => new HttpError(400, `${field} ${message}`, [{ field, message }]);
