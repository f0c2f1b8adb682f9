// The editor's JSON as openapi.yaml's RichTextDocument: TipTap adds attributes of its own (a link's target and rel,
// an ordered list's type) that the document does not allow (every object there has additionalProperties: false),
// so each node keeps only the attributes its schema names. The node and mark types are already the allow-list's:
// the editor's schema (body-extensions.ts) cannot hold others.
import type { JSONContent } from '@tiptap/core';
import type { RichTextDocument } from './article-rules';

type Json = Record<string, unknown>;

function cleanMark(mark: { type: string; attrs?: Json }): Json {
  return mark.type === 'link' ? { type: 'link', attrs: { href: String(mark.attrs?.href ?? '') } } : { type: mark.type };
}

function cleanAttrs(node: JSONContent): Json | undefined {
  const attrs = (node.attrs ?? {}) as Json;
  switch (node.type) {
    case 'heading':
      return { level: attrs.level };
    case 'orderedList':
      return typeof attrs.start === 'number' && attrs.start !== 1 ? { start: attrs.start } : undefined;
    case 'figure': {
      const caption = typeof attrs.caption === 'string' ? attrs.caption.trim() : '';
      return { src: attrs.src, alt: attrs.alt, ...(caption && { caption }) };
    }
    default:
      return undefined;
  }
}

function cleanNode(node: JSONContent): Json {
  if (node.type === 'text') return { type: 'text', text: node.text ?? '', ...(node.marks?.length && { marks: node.marks.map(cleanMark) }) };
  const attrs = cleanAttrs(node);
  return {
    type: node.type,
    ...(attrs && { attrs }),
    ...(node.content?.length && { content: node.content.map(cleanNode) }),
  };
}

/** The editor's document as the server takes it. */
export function toRichTextDocument(json: JSONContent): RichTextDocument {
  return { type: 'doc', content: (json.content ?? []).map(cleanNode) } as RichTextDocument;
}
