// The twin scan of `npm run lint` on files held in memory: a rule written again in the mocks, to the letter or with
// other variable names, is found; code that only looks alike in its property names is not.
import { describe, expect, it } from 'vitest';
import { findTwins, unexpectedTwins } from '../scripts/check-twins';

const serverCreate = `import { newId } from '../db/rows';
export function createHeader(input: HeaderInput) {
  const header = {
    ...input,
    ctaButtons: input.ctaButtons ?? {},
    backgroundColor: input.backgroundColor ?? '#ffffff',
    textColor: input.textColor ?? '#333333',
    isSticky: input.isSticky ?? true,
    isActive: input.isActive ?? true,
  };
  return header;
}
`;

const mocksCreate = `// The mocks' header.
route('post', '/header/create', ({ body, auth }) => {
  const header = stampCreated(
    {
      ...body,
      ctaButtons: body.ctaButtons ?? {},
      backgroundColor: body.backgroundColor ?? '#ffffff',
      textColor: body.textColor ?? '#333333',
      isSticky: body.isSticky ?? true,
      isActive: body.isActive ?? true,
    },
    auth,
  );
});
`;

describe('check-twins', () => {
  it('finds a rule written again in the mocks with other variable names, with both places', () => {
    const twins = findTwins([{ path: 'backend/src/services/header.ts', text: serverCreate }], [{ path: 'mocks/handlers/header.ts', text: mocksCreate }]);
    expect(twins).toEqual([
      { server: { file: 'backend/src/services/header.ts', from: 4, to: 9 }, mocks: { file: 'mocks/handlers/header.ts', from: 5, to: 10 }, shape: true },
    ]);
    expect(unexpectedTwins(twins, {})).toHaveLength(1);
    expect(unexpectedTwins(twins, { 'backend/src/services/header.ts ~ mocks/handlers/header.ts': 'a reason' })).toEqual([]);
  });

  it('finds a copy to the letter, and passes over comments, imports and blank lines inside it', () => {
    const copy = serverCreate.replace('  const header = {', '  // a comment\n\n  const header = {');
    const [twin] = findTwins([{ path: 'backend/src/a.ts', text: serverCreate }], [{ path: 'mocks/a.ts', text: copy }]);
    expect(twin).toEqual({ server: { file: 'backend/src/a.ts', from: 2, to: 11 }, mocks: { file: 'mocks/a.ts', from: 2, to: 13 }, shape: false });
  });

  it('does not pair rows that only share a shape of property names', () => {
    const bookings = `const toBooking = (r) => ({\n  _id: r.id,\n  name: r.name,\n  email: r.email,\n  phone: r.phone,\n  subject: r.subject,\n  message: r.message,\n});\n`;
    const usage = `const usage = (d) => ({\n  heroes: d.heroes,\n  headers: d.headers,\n  footers: d.footers,\n  sections: d.sections,\n  details: d.details,\n  settings: d.settings,\n});\n`;
    expect(findTwins([{ path: 'backend/src/b.ts', text: bookings }], [{ path: 'mocks/b.ts', text: usage }])).toEqual([]);
  });
});
