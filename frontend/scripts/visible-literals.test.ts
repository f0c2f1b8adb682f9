import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { visibleLiterals, visibleLiteralsIn } from './visible-literals';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The public parts of the site: their components word every text from the catalogs (frontend/src/lib/i18n/messages). */
const PUBLIC = [
  ...['hero', 'services', 'pricing', 'testimonials', 'how-it-works', 'booking', 'contact', 'newsletter', 'chat-widget', 'consent-banner']
    .concat(['blog', 'footer', 'header', 'legal', 'service-details'])
    .map((feature) => `frontend/src/features/${feature}`),
  'frontend/src/routes/public',
];

/** Words no visitor reads: the chat form's trap field for bots is hidden from people and screen readers. */
const NOT_SHOWN = [{ file: 'frontend/src/features/chat-widget/chat-details-form.tsx', text: 'Website' }];

describe('the public components', () => {
  it('hold no visible text of their own: each comes from the message catalogs', () => {
    const found = visibleLiteralsIn(root, PUBLIC).filter((l) => !NOT_SHOWN.some((n) => l.file.endsWith(n.file) && l.text === n.text));
    expect(found.map((l) => `${l.file}:${l.line} ${l.where} "${l.text}"`)).toEqual([]);
  });

  it('find JSX text and visible attributes written as literals, and leave the rest', () => {
    const source = `export const A = ({ on, name }) => (
      <nav aria-label="Main" className="navbar" data-x="y">
        Welcome
        <img alt={on ? 'Open' : \`Photo of \${name}\`} src="/a.png" />
        <input placeholder={name || 'Your email'} type="email" />
        {on && 'Shown'}
        {on === 'closed' ? null : <b title={t('x')}>{t('y')} 42 ·</b>}
        <Field label="Subject" id="subject" />
      </nav>
    );`;
    expect(visibleLiterals('a.tsx', source).map((l) => [l.line, l.where, l.text])).toEqual([
      [2, 'aria-label', 'Main'],
      [3, 'text', 'Welcome'],
      [4, 'alt', 'Open'],
      [4, 'alt', 'Photo of'],
      [5, 'placeholder', 'Your email'],
      [6, 'text', 'Shown'],
      [8, 'label', 'Subject'],
    ]);
  });
});
