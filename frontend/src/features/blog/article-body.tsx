import type { components } from '@shared/contract/schema';
import { renderRichText } from '@shared/rich-text/render';
import { useListResponsiveImagesQuery } from '@/platform/media/media-api';

/** A figure's width on screen: the article's column, or the whole phone. */
const FIGURE_SIZES = '(min-width: 768px) 720px, 100vw';

/**
 * The article's body as HTML, rendered from its document by shared/rich-text/render.ts, which escapes every text and
 * attribute: nothing the author wrote is ever read as HTML. A figure gets its image's variants as a srcset. `lang`: the
 * default language's code when the body is shown in it on a page of another language (ADR 0044).
 */
export function ArticleBody({ body, lang }: { body: components['schemas']['RichTextDocument']; lang?: string }) {
  const { data: images } = useListResponsiveImagesQuery();
  const html = renderRichText(body, {
    imageAttributes: (src) => {
      const image = images?.find((i) => i.url === src);
      if (!image) return undefined;
      // The WebP variants where the media library made them (an <img> offers one type), else the first kind it made.
      const source = image.sources.find((s) => s.type === 'image/webp') ?? image.sources[0];
      return { ...(source ? { srcset: source.srcset, sizes: FIGURE_SIZES } : {}), width: image.width, height: image.height };
    },
  });
  return <div className="article-body fs-5 lh-lg" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
