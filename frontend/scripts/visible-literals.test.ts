import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSentence, sentenceLiterals, sentenceLiteralsIn, visibleLiterals, visibleLiteralsIn } from './visible-literals';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The public parts of the site: their components word every text from the catalogs (frontend/src/lib/i18n/messages). */
const PUBLIC = [
  ...['hero', 'services', 'pricing', 'testimonials', 'how-it-works', 'booking', 'contact', 'newsletter', 'chat-widget', 'consent-banner']
    .concat(['blog', 'footer', 'header', 'legal', 'service-details'])
    .map((feature) => `frontend/src/features/${feature}`),
  'frontend/src/routes/public',
];

/**
 * Modules that hold a record's built-in content, shown when the record cannot be read: the content is English and
 * the pages mark it so on another language's page (it is content, not the site's own texts).
 */
const BUILT_IN_CONTENT = [
  'frontend/src/features/hero/hero-section.tsx',
  'frontend/src/features/services/default-services.ts',
  'frontend/src/features/pricing/default-plans.ts',
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

  it('hold no English sentence outside JSX either (constants, returned texts, config): the catalogs word them', () => {
    const found = sentenceLiteralsIn(root, [...PUBLIC, 'frontend/src/platform/health-consent']).filter((l) => !BUILT_IN_CONTENT.includes(l.file));
    expect(found.map((l) => `${l.file}:${l.line} "${l.text}"`)).toEqual([]);
  });

  it('find a sentence held in a constant, a returned text or a template, and leave code alone', () => {
    const source = `import { x } from 'Some module here.';
      export const FAILED = 'Failed to load pricing plans. Using default plans.';
      type T = 'Not a text, a type.';
      const line = (name: string) => \`\${name} was refused: the server did not accept it.\`;
      const classes = 'btn btn-outline-primary mt-auto';
      const key = t('notFoundText');
      const path = '/privacy-policy';
      const label = 'Pricing plans';
      const upload = \`Complete — \${kind}, \${size}\`;`;
    expect(sentenceLiterals('a.ts', source).map((l) => [l.line, l.text])).toEqual([[2, 'Failed to load pricing plans. Using default plans.']]);
    expect(['Please write a message.', 'Loading terms and conditions...', 'Thank you for subscribing!'].every(isSentence)).toBe(true);
    expect(['Get Started', 'less than a minute left', 'e.g. this', 'A.', 'v1.2.3', 'https://example.com/a.b.'].some(isSentence)).toBe(false);
  });
});
