import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, ButtonGroup } from 'react-bootstrap';
import type { InitialEntry, InitialQuery } from '@shared/contract/initial-data';
import { LoadingStatus } from '@/components/ui/admin-screen';
import { useSaveLabel } from '@/platform/releases/use-save-label';
import { PREVIEW_DEVICES, PreviewStage, type PreviewDevice } from './preview-stage';
import { useLiveEntries } from './use-live-entries';

interface SitePreviewProps {
  /** The unsaved edit as the public reads return it: each replaces the live data of its endpoint. */
  draft: InitialEntry[];
  /** The other public reads the shown components make (the site's settings are always read, for its theme). */
  live?: InitialQuery[];
  /** Where the previewed page is, for a page that reads its URL; the home page otherwise. */
  route?: { path: string; pattern: string };
  /** The button that saves the edit, as the note names it. */
  saveLabel?: string;
  children: ReactNode;
}

const HOME = { path: '/', pattern: '*' };
const SETTINGS: InitialQuery = { endpointName: 'getHomepageSettings' };
const sameQuery = (a: InitialQuery, b: InitialQuery) => a.endpointName === b.endpointName && a.arg === b.arg;

/**
 * 'Preview before saving': the real public components showing the admin's unsaved edit, at desktop or phone
 * width, exactly as a visitor would see them. Nothing is saved or sent from here.
 */
export function SitePreview({ draft: typed, live = [], route = HOME, saveLabel = 'Save', children }: SitePreviewProps) {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const draft = useSettled(typed, PREVIEW_PAUSE_MS);
  const reads = useLiveEntries([SETTINGS, ...live].filter((q) => !draft.some((d) => sameQuery(d, q))));
  const save = useSaveLabel(saveLabel);

  return (
    <section aria-label="Preview">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <p className="small fw-semibold mb-0">Preview of your unsaved changes — nothing is saved until you click {save}.</p>
        <ButtonGroup size="sm" aria-label="Preview width">
          {(Object.keys(PREVIEW_DEVICES) as PreviewDevice[]).map((d) => (
            <Button key={d} variant={device === d ? 'secondary' : 'outline-secondary'} aria-pressed={device === d} onClick={() => setDevice(d)}>
              {PREVIEW_DEVICES[d].label}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      {reads.ready ? (
        <PreviewStage entries={[...reads.entries, ...draft]} device={device} route={route}>
          {children}
        </PreviewStage>
      ) : (
        <LoadingStatus text="Loading preview..." />
      )}
    </section>
  );
}

/** How long the admin pauses typing before the preview redraws (it is the whole page: not once per key). */
const PREVIEW_PAUSE_MS = 200;

/** `value` as it was when it last stayed the same for `ms` (the first value at once). Compared by its JSON. */
function useSettled<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    if (key === settled) return;
    const timer = setTimeout(() => setSettled(key), ms);
    return () => clearTimeout(timer);
  }, [key, settled, ms]);
  return useMemo(() => JSON.parse(settled) as T, [settled]);
}
