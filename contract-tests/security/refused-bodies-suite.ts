// Nothing read from a refused request (ADR 0003), the same on the mocks and the backend (SQLite and MySQL): an empty
// file sent to any of the three image uploads answers 401 without a token (the token is checked before the body is
// read) and 400 naming the field with one, never 500.
import { describe, expect, it } from 'vitest';
import { demoToken } from '../contract-suite';
import { suiteTarget, type SuiteSetup } from '../support/api-caller';

const IMAGE_UPLOADS: [string, string][] = [
  ['/files/images', 'image'],
  ['/service-details/upload-image', 'image'],
  ['/files/logo-upload', 'logo'],
];

export function defineRefusedBodiesSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: security: refused multipart bodies`, () => {
    const { api } = suiteTarget(setup, demoToken);
    const empty = (field: string) => {
      const form = new FormData();
      form.append(field, new Blob([], { type: 'image/png' }), 'empty.png');
      return form;
    };

    for (const [path, field] of IMAGE_UPLOADS) {
      it(`answers an empty ${field} on POST ${path} 401 without a token and 400 naming ${field} with one`, async () => {
        expect((await api('POST', path, { token: null, form: empty(field) })).status).toBe(401);
        expect(await api('POST', path, { form: empty(field) })).toMatchObject({
          status: 400,
          body: { success: false, errors: [{ field, message: 'must not be empty' }] },
        });
      });
    }
  });
}
