// The body's `figure` node (openapi.yaml's RichTextFigure): an image of the media library with its alt text and an
// optional caption, one block that is edited as a whole (an atom). Only a <figure> holding a media-library <img>
// is read from pasted HTML; any other image is dropped, as it has no alt text an editor chose.
import { Node, mergeAttributes } from '@tiptap/core';
import { MEDIA_SRC } from '@shared/rich-text/render';

export interface FigureAttrs {
  src: string;
  alt: string;
  caption?: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figure: {
      /** Inserts a figure at the selection. */
      insertFigure: (attrs: FigureAttrs) => ReturnType;
    };
  }
}

export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: { default: null },
      alt: { default: '' },
      caption: { default: '' },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => {
          const img = element.querySelector('img');
          const src = img?.getAttribute('src') ?? '';
          if (!MEDIA_SRC.test(src)) return false;
          return { src, alt: img?.getAttribute('alt') ?? '', caption: element.querySelector('figcaption')?.textContent?.trim() ?? '' };
        },
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    const { src, alt, caption } = node.attrs as FigureAttrs;
    const img = ['img', { src, alt, class: 'img-fluid' }] as const;
    const attrs = mergeAttributes({ class: 'article-figure' }, { 'data-src': HTMLAttributes.src as string });
    return caption ? ['figure', attrs, img, ['figcaption', {}, caption]] : ['figure', attrs, img];
  },

  addCommands() {
    return {
      insertFigure:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src: attrs.src, alt: attrs.alt.trim(), caption: attrs.caption?.trim() ?? '' } }),
    };
  },
});
