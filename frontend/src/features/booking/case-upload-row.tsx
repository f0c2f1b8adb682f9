import { formatSize, stateLine, useUploadWords, type CaseUploadItem, type UploadWords } from './case-upload-rules';
import { UploadProgress } from './upload-progress';
import { bookingTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

export interface CaseUploadActions {
  onPause: (key: string) => void;
  onResume: (key: string) => void;
  /** Cancel (while on its way) or Remove (finished, refused, failed): deletes the upload. */
  onDiscard: (key: string) => void;
  /** A restored row: open the picker so the visitor can choose the file again. */
  onChooseAgain: () => void;
}

const TONE: Partial<Record<CaseUploadItem['state'], string>> = {
  complete: 'text-success-emphasis',
  refused: 'text-danger-emphasis',
  failed: 'text-danger-emphasis',
};

/** The button that pauses, resumes, retries or asks for the file again: one element, so focus stays on it. */
function toggleOf(item: CaseUploadItem, actions: CaseUploadActions, { t }: UploadWords): { text: string; hidden: string; run: () => void } | null {
  switch (item.state) {
    case 'waiting':
    case 'uploading':
      return { text: t('pause'), hidden: item.name, run: () => actions.onPause(item.key) };
    case 'paused':
      return item.needsFile
        ? { text: t('choose'), hidden: t('chooseAgainName', { name: item.name }), run: actions.onChooseAgain }
        : { text: t('resume'), hidden: item.name, run: () => actions.onResume(item.key) };
    case 'failed':
      return { text: t('retry'), hidden: item.name, run: () => actions.onResume(item.key) };
    default:
      return null;
  }
}

const FINISHED: readonly CaseUploadItem['state'][] = ['complete', 'refused', 'failed'];
const WITH_BAR: readonly CaseUploadItem['state'][] = ['waiting', 'uploading', 'paused', 'checking'];

/** One case file: its name, its state in words, its progress while on its way, and what can be done with it. */
export function CaseUploadRow({ item, actions }: { item: CaseUploadItem; actions: CaseUploadActions }) {
  const t = useMessages(bookingTexts);
  const words = useUploadWords();
  const toggle = toggleOf(item, actions, words);
  const discard = FINISHED.includes(item.state) ? words.t('remove') : words.t('cancel');
  return (
    <li className="list-group-item" data-upload-key={item.key}>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div style={{ minWidth: 0 }}>
          <div className="fw-semibold text-break">{item.name}</div>
          <div className={`small ${TONE[item.state] ?? 'text-body-secondary'}`}>{stateLine(item, words)}</div>
          {item.state === 'uploading' && (
            <div className="small text-body-secondary">{words.t('ofTotal', { sent: formatSize(item.sent, words), total: formatSize(item.size, words) })}</div>
          )}
          {item.removeError && <div className="small text-danger-emphasis">{words.t('removeFailed', { name: item.name })}</div>}
        </div>
        <div className="d-flex gap-2 flex-shrink-0">
          {toggle && (
            <button key="toggle" type="button" className="btn btn-sm btn-outline-secondary" onClick={toggle.run}>
              {toggle.text}
              <span className="visually-hidden"> {toggle.hidden}</span>
            </button>
          )}
          <button key="discard" type="button" className="btn btn-sm btn-outline-danger" onClick={() => actions.onDiscard(item.key)}>
            {discard}
            <span className="visually-hidden"> {item.name}</span>
          </button>
        </div>
      </div>
      {WITH_BAR.includes(item.state) && (
        <UploadProgress label={t('fileUpload', { name: item.name })} sent={item.sent} total={item.size} active={item.state === 'uploading'} />
      )}
    </li>
  );
}
