import { useEffect, useRef } from 'react';
import type { components } from '@shared/contract/schema';
import { CaseUploadDropZone } from './case-upload-drop-zone';
import { CaseUploadRow, type CaseUploadActions } from './case-upload-row';
import { acceptOf, announcementText, caseUploadHintIn, totalLine, totals, useUploadWords, type CaseUploadSnapshot } from './case-upload-rules';
import { UploadProgress } from './upload-progress';
import { bookingTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

export const CASE_FILES_INPUT_ID = 'booking-case-files';
export const CASE_FILES_LABEL_ID = 'booking-case-files-label';
export const CASE_FILES_HINT_ID = 'booking-case-files-hint';

export interface CaseUploadListViewProps extends Omit<CaseUploadActions, 'onChooseAgain'> {
  snapshot: CaseUploadSnapshot;
  limits: components['schemas']['CaseUploadLimits'];
  onFiles: (files: File[]) => void;
}

/**
 * The booking form's case files (ADR 0027): the drop zone and picker, a row per file, the total with speed and
 * time left, and a polite live region that reads each file's change of state (not every percent).
 */
export function CaseUploadListView({ snapshot, limits, onFiles, onPause, onResume, onDiscard }: CaseUploadListViewProps) {
  const t = useMessages(bookingTexts);
  const words = useUploadWords();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const group = useRef<HTMLDivElement>(null);
  /** After a Remove, the row that takes the removed one's place gets the focus (or the picker, when none is left). */
  const focusRowAt = useRef<number | null>(null);
  const { items, speed, announcement } = snapshot;
  const { sent, total } = totals(items);

  useEffect(() => {
    const at = focusRowAt.current;
    if (at === null) return;
    focusRowAt.current = null;
    const rows = list.current?.querySelectorAll('li') ?? [];
    const row = rows[Math.min(at, rows.length - 1)];
    (row?.querySelector('button') ?? group.current?.querySelector<HTMLButtonElement>('button'))?.focus();
  }, [items]);

  const actions: CaseUploadActions = {
    onPause,
    onResume,
    onDiscard: (key) => {
      focusRowAt.current = items.findIndex((i) => i.key === key);
      onDiscard(key);
    },
    onChooseAgain: () => input.current?.click(),
  };

  return (
    <div ref={group} role="group" aria-labelledby={CASE_FILES_LABEL_ID}>
      <label id={CASE_FILES_LABEL_ID} className="form-label" htmlFor={CASE_FILES_INPUT_ID}>
        {t('caseFilesOptional')}
      </label>
      <CaseUploadDropZone inputRef={input} inputId={CASE_FILES_INPUT_ID} hintId={CASE_FILES_HINT_ID} accept={acceptOf(limits.extensions)} onFiles={onFiles} />
      <div id={CASE_FILES_HINT_ID} className="form-text">
        {caseUploadHintIn(limits, words)}
      </div>
      {items.length > 0 && (
        <>
          <ul ref={list} className="list-group mt-3" aria-label={t('caseFiles')}>
            {items.map((item) => (
              <CaseUploadRow key={item.key} item={item} actions={actions} />
            ))}
          </ul>
          {total > 0 && (
            <div className="mt-2">
              <UploadProgress label={t('allCaseFiles')} sent={sent} total={total} active={speed !== null} />
              <div className="small text-body-secondary mt-1">{totalLine(sent, total, speed, words)}</div>
            </div>
          )}
        </>
      )}
      <div className="visually-hidden" aria-live="polite">
        {announcement && <span key={announcement.id}>{announcementText(announcement, words)}</span>}
      </div>
    </div>
  );
}
