// The body editor's schema (ADR 0037): the nodes and marks of openapi.yaml's RichTextDocument and nothing else.
// ProseMirror parses a paste through this schema, so a paste from Word or Google Docs keeps the headings, lists,
// quotes, links, bold and italic and drops every other element and style (body-extensions.test.ts).
import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Link } from '@tiptap/extension-link';
import { ListItem } from '@tiptap/extension-list';
import { Blockquote } from '@tiptap/extension-blockquote';
import { SAFE_HREF } from '@shared/rich-text/render';
import { Figure } from './figure-node';

/** The heading levels a body may hold: the page's title is its only level 1. */
export const HEADING_LEVELS = [2, 3, 4] as const;

/** What a list item or a quote holds (openapi.yaml's RichTextNestedBlock). */
const NESTED = '(paragraph | bulletList | orderedList)';

/** Whether a link address may be in a body: http, https or mailto (the document's own pattern). */
export const isSafeHref = (href: string) => SAFE_HREF.test(href.trim());

export function articleBodyExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      link: false,
      listItem: false,
      blockquote: false,
    }),
    ListItem.extend({ content: `paragraph ${NESTED}*` }),
    Blockquote.extend({ content: `${NESTED}+` }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isSafeHref(url),
      shouldAutoLink: (url) => isSafeHref(url) || isSafeHref(`https://${url}`),
      HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow', class: null },
    }),
    Figure,
  ];
}
