// A rich text document (openapi.yaml: RichTextDocument, the allow-list of nodes and marks an article's body may hold)
// rendered to HTML by the server, and read as plain text for search and reading time. Every text and attribute is
// escaped: nothing an author wrote is ever HTML. The renderer checks again what the document's schema already
// refused (a link's scheme, a figure's source), so that a document that skipped validation (an old row, a bug)
// still cannot put script on a page: an unknown node renders nothing, a link to another scheme renders as its text.
import type { components } from '@shared/contract/schema';

type S = components['schemas'];
export type RichTextDocument = S['RichTextDocument'];
type Block = S['RichTextBlock'] | S['RichTextNestedBlock'];
type Inline = S['RichTextInline'];
type Mark = S['RichTextMark'];

/** What the page adds to a figure's image: its variants (srcset, sizes) and its size, when the media library knows them. */
export interface ImageAttributes {
  srcset?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

export interface RenderOptions {
  imageAttributes?(src: string): ImageAttributes | undefined;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The link addresses a body may hold (as the document's pattern for RichTextLink's href). */
export const SAFE_HREF = /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+)$/;
/** A figure's source: an image of the media library (as the document's pattern for RichTextFigure's src). */
export const MEDIA_SRC = /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.(png|jpe?g|webp|gif|svg)$/;

function marked(text: string, marks: readonly Mark[] = []): string {
  let html = escapeHtml(text);
  // Bold and italic inside, the link outside, whatever order the editor wrote them in.
  if (marks.some((m) => m.type === 'italic')) html = `<em>${html}</em>`;
  if (marks.some((m) => m.type === 'bold')) html = `<strong>${html}</strong>`;
  const link = marks.find((m): m is S['RichTextLink'] => m.type === 'link');
  if (link && SAFE_HREF.test(link.attrs.href)) {
    const external = !link.attrs.href.startsWith('mailto:');
    html = `<a href="${escapeHtml(link.attrs.href)}"${external ? ' rel="noopener noreferrer"' : ''}>${html}</a>`;
  }
  return html;
}

function inline(content: readonly Inline[] | undefined): string {
  return (content ?? []).map((node) => (node.type === 'text' ? marked(node.text, node.marks) : node.type === 'hardBreak' ? '<br>' : '')).join('');
}

function figure(attrs: S['RichTextFigure']['attrs'], options: RenderOptions): string {
  if (!MEDIA_SRC.test(attrs.src)) return '';
  const extra = options.imageAttributes?.(attrs.src);
  const parts = [`src="${escapeHtml(attrs.src)}"`, `alt="${escapeHtml(attrs.alt)}"`];
  if (extra?.srcset) parts.push(`srcset="${escapeHtml(extra.srcset)}"`, `sizes="${escapeHtml(extra.sizes ?? '100vw')}"`);
  if (extra?.width && extra.height) parts.push(`width="${Math.round(extra.width)}"`, `height="${Math.round(extra.height)}"`);
  parts.push('loading="lazy"', 'decoding="async"');
  const caption = attrs.caption?.trim() ? `<figcaption>${escapeHtml(attrs.caption)}</figcaption>` : '';
  return `<figure><img ${parts.join(' ')}>${caption}</figure>`;
}

function block(node: Block, options: RenderOptions): string {
  switch (node.type) {
    case 'paragraph':
      return `<p>${inline(node.content)}</p>`;
    case 'heading': {
      const level = [2, 3, 4].includes(node.attrs.level) ? node.attrs.level : 2;
      return `<h${level}>${inline(node.content)}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${node.content.map((item) => listItem(item, options)).join('')}</ul>`;
    case 'orderedList': {
      const start = node.attrs?.start;
      return `<ol${start && start !== 1 ? ` start="${Math.trunc(start)}"` : ''}>${node.content.map((item) => listItem(item, options)).join('')}</ol>`;
    }
    case 'blockquote':
      return `<blockquote>${node.content.map((child) => block(child, options)).join('')}</blockquote>`;
    case 'figure':
      return figure(node.attrs, options);
    default:
      return '';
  }
}

function listItem(item: S['RichTextListItem'], options: RenderOptions): string {
  return item.type === 'listItem' ? `<li>${item.content.map((child) => block(child, options)).join('')}</li>` : '';
}

/** The document as HTML (block elements, no wrapper). */
export function renderRichText(doc: RichTextDocument, options: RenderOptions = {}): string {
  return doc.type === 'doc' ? doc.content.map((node) => block(node, options)).join('') : '';
}

/** The document's words: its text, each block on a line of its own (figures by their alt text and caption). */
export function richTextPlain(doc: RichTextDocument): string {
  const lines: string[] = [];
  const walk = (node: Block | S['RichTextListItem']) => {
    if (node.type === 'paragraph' || node.type === 'heading') lines.push((node.content ?? []).map((n) => (n.type === 'text' ? n.text : ' ')).join(''));
    else if (node.type === 'figure') lines.push([node.attrs.alt, node.attrs.caption].filter(Boolean).join(' '));
    else if ('content' in node) (node.content as (Block | S['RichTextListItem'])[]).forEach(walk);
  };
  doc.content.forEach(walk);
  return lines.filter((line) => line.trim()).join('\n');
}

/** Minutes to read the document at 200 words a minute, at least one. */
export function readingMinutes(doc: RichTextDocument, wordsPerMinute = 200): number {
  const words = richTextPlain(doc).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
