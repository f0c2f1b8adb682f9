import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PreviewFrameContext } from '@/lib/preview/preview-frame';
import { prepareFrameDocument } from './frame-document';

interface PreviewFrameProps {
  /** The frame's accessible name. */
  title: string;
  /** The width the page is laid out at (CSS pixels): the frame's own, so media queries see it. */
  width: number;
  children: ReactNode;
}

/**
 * The children rendered into an iframe of `width` pixels (scaled down to fit the panel when it is narrower),
 * as tall as its content. Says so when the content shows nothing.
 */
export function PreviewFrame({ title, width, children }: PreviewFrameProps) {
  const [frame, setFrame] = useState<{ doc: Document; root: HTMLElement } | null>(null);
  const [height, setHeight] = useState<number>();
  const [panelWidth, setPanelWidth] = useState(0);

  const attachFrame = useCallback((iframe: HTMLIFrameElement | null) => {
    const doc = iframe?.contentDocument;
    if (!doc) return;
    const { root, undo } = prepareFrameDocument(doc, setHeight);
    setFrame({ doc, root });
    return () => {
      undo();
      setFrame(null);
    };
  }, []);

  const measurePanel = useCallback((panel: HTMLDivElement | null) => {
    if (!panel) return;
    const observer = new ResizeObserver(([entry]) => setPanelWidth(entry.contentRect.width));
    observer.observe(panel);
    return () => observer.disconnect();
  }, []);

  const scale = panelWidth ? Math.min(1, panelWidth / width) : 1;
  const shownHeight = height ?? 0;
  return (
    <div ref={measurePanel}>
      <div className="border rounded overflow-hidden mx-auto bg-body" style={{ width: width * scale, height: shownHeight * scale, boxSizing: 'content-box' }}>
        <iframe
          ref={attachFrame}
          title={title}
          className="d-block border-0"
          style={{ width, height: shownHeight, transform: `scale(${scale})`, transformOrigin: '0 0' }}
        />
      </div>
      {height === 0 && <p className="text-body-secondary small mt-2 mb-0">Visitors see nothing here with these settings.</p>}
      {frame && createPortal(<PreviewFrameContext.Provider value={frame.doc}>{children}</PreviewFrameContext.Provider>, frame.root)}
    </div>
  );
}
