// The rich text allow-list (openapi.yaml: RichTextDocument) and its rendering: what the schema refuses, naming the
// path in the document, and what the renderer makes of what it accepts, with every text escaped.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createOpenApiValidator } from '@shared/contract/openapi-validator';
import { readingMinutes, renderRichText, richTextPlain, type RichTextDocument } from './render';

const document = parse(readFileSync(fileURLToPath(new URL('../../openapi.yaml', import.meta.url)), 'utf8')) as Record<string, unknown>;
const contract = createOpenApiValidator(document);
const check = (doc: unknown) => contract.validateSchema('RichTextDocument', doc);
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content }) as RichTextDocument;

const caseReport = doc(
  { type: 'heading', attrs: { level: 2 }, content: [text('Six implants, one guide')] },
  paragraph(
    text('Planned on a '),
    text('CBCT', [{ type: 'bold' }]),
    text(' sent as '),
    text('DICOM', [{ type: 'link', attrs: { href: 'https://www.dicomstandard.org/' } }]),
  ),
  {
    type: 'bulletList',
    content: [
      { type: 'listItem', content: [paragraph(text('Scan the arch'))] },
      { type: 'listItem', content: [paragraph(text('Send the STL'))] },
    ],
  },
  {
    type: 'orderedList',
    attrs: { start: 3 },
    content: [{ type: 'listItem', content: [paragraph(text('Seat the guide'), { type: 'hardBreak' }, text('check it'))] }],
  },
  { type: 'blockquote', content: [paragraph(text('Fits first time.', [{ type: 'italic' }]))] },
  { type: 'figure', attrs: { src: '/uploads/images/665000000000000000000d01.jpg', alt: 'The guide on the model', caption: 'Printed in resin.' } },
);

describe('the rich text allow-list in openapi.yaml', () => {
  it("accepts every node and mark it lists, and the document's own example", () => {
    expect(check(caseReport)).toEqual([]);
    const example = (document.components as Record<string, Record<string, { example: unknown }>>).schemas.RichTextDocument.example;
    expect(check(example)).toEqual([]);
  });

  it('refuses any other node, naming its path in the document', () => {
    expect(check(doc(paragraph(text('ok')), { type: 'html', content: '<script>alert(1)</script>' }))).toContainEqual(
      expect.stringMatching(/^content\.1(\.type)? /),
    );
    expect(check(doc({ type: 'heading', attrs: { level: 1 }, content: [text('A second title')] }))).toContainEqual(
      'content.0.attrs.level must be one of: 2, 3, 4',
    );
    expect(check(doc(paragraph({ type: 'image', attrs: { src: 'https://evil.example/x.png' } })))).not.toEqual([]);
  });

  it('refuses a link that is not http(s) or mailto, and an attribute it does not list', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/relative', 'https://x.example/" onmouseover="x'])
      expect(check(doc(paragraph(text('x', [{ type: 'link', attrs: { href } }])))), href).toContainEqual(
        expect.stringMatching(/^content\.0\.content\.0\.marks\.0\.attrs\.href /),
      );
    expect(check(doc(paragraph(text('x', [{ type: 'link', attrs: { href: 'https://x.example', target: '_blank' } }]))))).toContainEqual(
      'content.0.content.0.marks.0.attrs.target is not a field of this request',
    );
    expect(check(doc(paragraph(text('x', [{ type: 'underline' }]))))).not.toEqual([]);
  });

  it('refuses a figure without alt text or with an image from outside the media library', () => {
    expect(check(doc({ type: 'figure', attrs: { src: '/uploads/images/a.jpg' } }))).toContainEqual('content.0.attrs.alt is required');
    expect(check(doc({ type: 'figure', attrs: { src: '/uploads/images/a.jpg', alt: '   ' } }))).not.toEqual([]);
    expect(check(doc({ type: 'figure', attrs: { src: 'https://evil.example/a.jpg', alt: 'x' } }))).toContainEqual(
      expect.stringMatching(/^content\.0\.attrs\.src /),
    );
  });
});

describe('renderRichText', () => {
  it('renders each node and mark to its element', () => {
    expect(
      renderRichText(caseReport, {
        imageAttributes: () => ({ srcset: '/uploads/images/v/a-640.webp 640w', sizes: '(min-width: 768px) 720px, 100vw', width: 1600, height: 1200 }),
      }),
    ).toBe(
      '<h2>Six implants, one guide</h2>' +
        '<p>Planned on a <strong>CBCT</strong> sent as <a href="https://www.dicomstandard.org/" rel="noopener noreferrer">DICOM</a></p>' +
        '<ul><li><p>Scan the arch</p></li><li><p>Send the STL</p></li></ul>' +
        '<ol start="3"><li><p>Seat the guide<br>check it</p></li></ol>' +
        '<blockquote><p><em>Fits first time.</em></p></blockquote>' +
        '<figure><img src="/uploads/images/665000000000000000000d01.jpg" alt="The guide on the model" srcset="/uploads/images/v/a-640.webp 640w" sizes="(min-width: 768px) 720px, 100vw" width="1600" height="1200" loading="lazy" decoding="async"><figcaption>Printed in resin.</figcaption></figure>',
    );
  });

  it('never lets what an author wrote become HTML', () => {
    const html = renderRichText(
      doc(
        paragraph(text('<script>alert(1)</script> & "quotes"')),
        { type: 'figure', attrs: { src: '/uploads/images/a.jpg', alt: '" onerror="alert(1)', caption: '<img src=x onerror=alert(1)>' } },
        paragraph(text('mail us', [{ type: 'link', attrs: { href: 'mailto:plan@novaguide.example' } }])),
      ),
    );
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</p>' +
        '<figure><img src="/uploads/images/a.jpg" alt="&quot; onerror=&quot;alert(1)" loading="lazy" decoding="async"><figcaption>&lt;img src=x onerror=alert(1)&gt;</figcaption></figure>' +
        '<p><a href="mailto:plan@novaguide.example">mail us</a></p>',
    );
  });

  it('renders a document that skipped validation without its unsafe parts', () => {
    const unchecked = doc(
      { type: 'script', content: [text('alert(1)')] },
      paragraph(text('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])),
      { type: 'figure', attrs: { src: 'https://evil.example/x.png', alt: 'x' } },
      { type: 'heading', attrs: { level: 1 }, content: [text('Title')] },
    );
    expect(renderRichText(unchecked)).toBe('<p>click</p><h2>Title</h2>');
  });
});

describe('the plain text of a document', () => {
  it('reads its blocks, lists and figures, and its reading time at 200 words a minute', () => {
    expect(richTextPlain(caseReport)).toBe(
      'Six implants, one guide\nPlanned on a CBCT sent as DICOM\nScan the arch\nSend the STL\nSeat the guide check it\nFits first time.\nThe guide on the model Printed in resin.',
    );
    expect(readingMinutes(caseReport)).toBe(1);
    expect(readingMinutes(doc(paragraph(text(Array.from({ length: 401 }, () => 'word').join(' ')))))).toBe(3);
  });
});
