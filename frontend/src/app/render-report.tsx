import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a server render learns from the components it renders: the HTTP status of the page and the images worth
 * preloading in the head. The browser renders without one, and the hooks below do nothing there.
 */
export interface RenderReport {
  readonly status: number;
  readonly preloadImages: readonly string[];
  notFound(): void;
  preloadImage(src: string): void;
}

export function newRenderReport(): RenderReport {
  let status = 200;
  const preloadImages: string[] = [];
  return {
    get status() {
      return status;
    },
    preloadImages,
    notFound: () => void (status = 404),
    preloadImage: (src) => void (preloadImages.includes(src) || preloadImages.push(src)),
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

/** Asks for an image (the largest paint of the page) to be preloaded from the head of the served HTML. */
export function usePreloadImage(src: string | undefined) {
  const report = useContext(RenderReportContext);
  if (src) report?.preloadImage(src);
}
