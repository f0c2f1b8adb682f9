import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { PreloadImage } from '@shared/contract/initial-data';
import type { PageMeta } from '@shared/contract/server-render';
import { usePreviewFrame } from '@/lib/preview/preview-frame';

/**
 * What a server render learns from the components it renders: the HTTP status of the page, its document title
 * and the images worth preloading in the head. The browser renders without one, and the hooks below do nothing
 * with it there.
 */
export interface RenderReport {
  readonly status: number;
  readonly title: string | undefined;
  readonly preloadImages: readonly PreloadImage[];
  readonly meta: PageMeta | undefined;
  /** Where a page that moved now is (answered 301). */
  readonly redirect: string | undefined;
  notFound(): void;
  gone(): void;
  movedTo(path: string): void;
  setMeta(meta: PageMeta): void;
  setTitle(title: string): void;
  preloadImage(image: PreloadImage): void;
}

export function newRenderReport(): RenderReport {
  let status = 200;
  let title: string | undefined;
  let meta: PageMeta | undefined;
  let redirect: string | undefined;
  const preloadImages: PreloadImage[] = [];
  return {
    get redirect() {
      return redirect;
    },
    gone: () => void (status = 410),
    movedTo: (path) => {
      status = 301;
      redirect = path;
    },
    get meta() {
      return meta;
    },
    setMeta: (m) => void (meta = m),
    get status() {
      return status;
    },
    get title() {
      return title;
    },
    preloadImages,
    notFound: () => void (status = 404),
    // The innermost view renders last: a page's own title wins over its layout's.
    setTitle: (t) => void (title = t),
    preloadImage: (image) => {
      const same = (p: PreloadImage) => p.href === image.href && p.srcset === image.srcset;
      if (!preloadImages.some(same)) preloadImages.push(image);
    },
  };
}

const RenderReportContext = createContext<RenderReport | null>(null);

export function RenderReportProvider({ report, children }: { report?: RenderReport; children: ReactNode }) {
  return <RenderReportContext.Provider value={report ?? null}>{children}</RenderReportContext.Provider>;
}

/**
 * Marks the page as not found, so the server answers 404 rather than a soft 404. The not-found views call it
 * themselves: the route table and the records decide, not a list of paths on the server.
 */
export function useNotFoundStatus() {
  useContext(RenderReportContext)?.notFound();
}

/**
 * The document title of the route on screen (WCAG 2.4.2): the server puts it in the served HTML's head, the
 * browser sets it as the route renders. Nothing happens while `title` is undefined (its data still loading).
 */
export function useDocumentTitle(title: string | undefined) {
  const report = useContext(RenderReportContext);
  // A public page shown in an admin preview never retitles the admin's page.
  const inPreview = usePreviewFrame() !== null;
  if (title) report?.setTitle(title);
  useEffect(() => {
    if (title && !inPreview) document.title = title;
  }, [title, inPreview]);
}

/** Marks the page as gone for good (410): its record was deleted. */
export function useGoneStatus() {
  useContext(RenderReportContext)?.gone();
}

/** The page lives at `path` now: the server answers 301 to it (the browser's router goes there itself). */
export function useMovedTo(path: string) {
  useContext(RenderReportContext)?.movedTo(path);
}

/** Says what the page is for link previews and search engines (an article's description and image): the server puts it in the head. */
export function usePageMeta(meta: PageMeta | undefined) {
  const report = useContext(RenderReportContext);
  if (meta) report?.setMeta(meta);
}

/** Asks for an image (the largest paint of the page) to be preloaded from the head of the served HTML. */
export function usePreloadImage(image: PreloadImage | undefined) {
  const report = useContext(RenderReportContext);
  if (image?.href || image?.srcset) report?.preloadImage(image);
}
