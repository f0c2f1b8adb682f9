// @vitest-environment happy-dom
import { Editor, type JSONContent } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '@mocks/contract';
import { demoData } from '@shared/demo-content';
import { articleBodyExtensions } from './body-extensions';
import { toRichTextDocument } from './rich-text-json';

const NODES = new Set(['doc', 'paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'hardBreak', 'text', 'figure']);
const MARKS = new Set(['bold', 'italic', 'link']);

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const makeEditor = (content?: JSONContent | string) => (editor = new Editor({ extensions: articleBodyExtensions(), content }));

/** Every node and mark type of a document, depth first. */
function typesOf(node: JSONContent, nodes = new Set<string>(), marks = new Set<string>()) {
  if (node.type) nodes.add(node.type);
  for (const m of node.marks ?? []) marks.add(m.type);
  for (const child of node.content ?? []) typesOf(child, nodes, marks);
  return { nodes, marks };
}

/** What Google Docs and Word put on the clipboard, abridged: styled spans, fonts, tables, code, images without a figure. */
const PASTED = `
<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1">
<h1 style="font-size:26pt"><span style="font-family:Arial">Planning day</span></h1>
<h2><span style="color:#ff0000">Before the scan</span></h2>
<p class="MsoNormal"><span style="font-weight:700">Bold</span> and <i>italic</i>, <u>underlined</u>, <s>struck</s>, <code>code</code>, <sup>2</sup>
<a href="https://example.com/guide">a guide</a>, <a href="javascript:alert(1)">a trap</a>, <a href="ftp://files.example.com">a file</a>.</p>
<h5>Too deep a heading</h5>
<ul><li><p>First</p><h3>Heading in a list</h3></li><li>Second<ol><li>Nested</li></ol></li></ul>
<blockquote><h2>Quoted heading</h2><p>Quoted</p></blockquote>
<pre><code>const x = 1;</code></pre>
<hr>
<table><tr><td>Cell</td></tr></table>
<img src="https://tracker.example.com/pixel.gif" alt="">
<figure><img src="/uploads/demo/full-arch-plan.svg" alt="A plan"><figcaption>The plan</figcaption></figure>
<figure><img src="https://elsewhere.example.com/a.png" alt="Not ours"></figure>
<script>alert(1)</script><style>p{color:red}</style>
<p>Line<br>break</p>
</b>`;

describe("the body editor's schema", () => {
  it('keeps only the allow-listed nodes and marks of a paste from Word or Google Docs', () => {
    makeEditor();
    editor!.commands.setContent(PASTED);
    const json = editor!.getJSON();
    const { nodes, marks } = typesOf(json);
    expect([...nodes].filter((t) => !NODES.has(t))).toEqual([]);
    expect([...marks].filter((t) => !MARKS.has(t))).toEqual([]);
    // Structure kept: headings (levels 2 to 4 only), lists, quotes, links, bold and italic, a media figure, a break.
    expect(nodes).toEqual(new Set(['doc', 'heading', 'paragraph', 'text', 'bulletList', 'listItem', 'orderedList', 'blockquote', 'figure', 'hardBreak']));
    expect(marks).toEqual(new Set(['bold', 'italic', 'link']));
    const levels = (json.content ?? []).filter((n) => n.type === 'heading').map((n) => n.attrs?.level as number);
    expect(levels.every((l) => l >= 2 && l <= 4)).toBe(true);
    const text = JSON.stringify(json);
    expect(text).not.toContain('javascript:');
    expect(text).not.toContain('ftp:');
    expect(text).not.toContain('tracker.example.com');
    expect(text).not.toContain('elsewhere.example.com');
    expect(text).not.toContain('alert(1)');
    expect(text).toContain('https://example.com/guide');
    expect(text).toContain('/uploads/demo/full-arch-plan.svg');
    // The text survives where its element did not.
    for (const words of ['Planning day', 'underlined', 'struck', 'Too deep a heading', 'Heading in a list', 'Quoted heading', 'Cell']) {
      expect(text).toContain(words);
    }
  });

  it('gives a document the contract accepts, for a paste and for every demo article', () => {
    makeEditor(PASTED);
    expect(contract.validateSchema('RichTextDocument', toRichTextDocument(editor!.getJSON()))).toEqual([]);
    for (const article of demoData.articles) {
      editor!.commands.setContent(article.body as JSONContent);
      const doc = toRichTextDocument(editor!.getJSON());
      expect(contract.validateSchema('RichTextDocument', doc)).toEqual([]);
      expect(doc).toEqual(article.body);
    }
  });

  it('refuses a link to another scheme and inserts figures with their alt text', () => {
    makeEditor('<p>Read this</p>');
    editor!.commands.selectAll();
    expect(editor!.commands.setLink({ href: 'javascript:alert(1)' })).toBe(false);
    expect(editor!.commands.setLink({ href: 'mailto:plans@example.com' })).toBe(true);
    editor!.commands.setTextSelection(editor!.state.doc.content.size);
    editor!.commands.insertFigure({ src: '/uploads/demo/full-arch-plan.svg', alt: '  A plan  ', caption: '' });
    const doc = toRichTextDocument(editor!.getJSON());
    expect(doc.content).toContainEqual({ type: 'figure', attrs: { src: '/uploads/demo/full-arch-plan.svg', alt: 'A plan' } });
    expect(JSON.stringify(doc)).toContain('"href":"mailto:plans@example.com"');
    expect(contract.validateSchema('RichTextDocument', doc)).toEqual([]);
  });
});
