import { useState, type CSSProperties, type DragEvent, type RefObject } from 'react';
import { bookingTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

interface CaseUploadDropZoneProps {
  inputRef: RefObject<HTMLInputElement | null>;
  inputId: string;
  hintId: string;
  accept: string;
  onFiles: (files: File[]) => void;
}

/** The drop zone's height (two lines of its text on a narrow phone), which the placeholder keeps too. */
export const DROP_ZONE_STYLE = { minHeight: '8.5rem', '--bs-border-style': 'dashed' } as CSSProperties;

/**
 * Where files are dropped, with the picker button for everyone else (keyboard users included): the zone itself is
 * not a control. The file input is hidden; the button and the label open it.
 */
export function CaseUploadDropZone({ inputRef, inputId, hintId, accept, onFiles }: CaseUploadDropZoneProps) {
  const t = useMessages(bookingTexts);
  const [over, setOver] = useState(false);
  const dragging = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  return (
    <div
      className={`d-flex flex-column align-items-center justify-content-center gap-2 p-3 text-center rounded border border-2${over ? ' border-primary bg-primary-subtle' : ''}`}
      style={DROP_ZONE_STYLE}
      onDragEnter={dragging}
      onDragOver={dragging}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onFiles(Array.from(e.dataTransfer.files));
      }}
    >
      <span>{t('dropHere')}</span>
      <button type="button" className="btn btn-outline-primary" aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
        {t('chooseFiles')}
      </button>
      <input
        ref={inputRef}
        id={inputId}
        name="caseFiles"
        type="file"
        multiple
        hidden
        accept={accept}
        aria-describedby={hintId}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </div>
  );
}
