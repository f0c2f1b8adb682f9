import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { CaseUploadListProps } from './case-upload-list';
import type { CaseUploadController } from './case-upload-controller';
import { CaseUploadPlaceholder } from './case-upload-placeholder';

/** How far below the screen the form may be when its upload code starts loading. */
const NEAR_MARGIN = '200px';

interface CaseUploadAreaProps {
  /** Must keep its identity across renders (a state setter, or a useCallback). */
  onReady: (controller: CaseUploadController | null) => void;
}

/**
 * The case-file area of the booking form. The upload list (tus-js-client and all) is not part of the form's code: it
 * loads when the visitor reaches the form (it comes near the screen, or a field of it takes the focus or a tap).
 * Until then, and in the server's HTML, a plain placeholder of the same size holds its place.
 */
export function CaseUploadArea({ onReady }: CaseUploadAreaProps) {
  const [List, setList] = useState<ComponentType<CaseUploadListProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const spot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./case-upload-list').then(
        (m) => {
          near.disconnect();
          if (live) setList(() => m.CaseUploadList);
        },
        () => {
          // Offline, or a new release replaced the chunk: try again on the next focus or tap.
          loading = false;
          if (live) setFailed(true);
        },
      );
    };
    const form = spot.current?.closest('form') ?? spot.current;
    if (!form) return;
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: NEAR_MARGIN });
    near.observe(form);
    form.addEventListener('focusin', load);
    form.addEventListener('pointerdown', load);
    return () => {
      live = false;
      near.disconnect();
      form.removeEventListener('focusin', load);
      form.removeEventListener('pointerdown', load);
    };
  }, []);

  if (List) return <List onReady={onReady} />;
  return (
    <div ref={spot}>
      <CaseUploadPlaceholder failed={failed} />
    </div>
  );
}
