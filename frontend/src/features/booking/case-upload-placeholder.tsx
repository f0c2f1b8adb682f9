import { DEFAULT_CASE_UPLOAD_LIMITS } from '@shared/contract/case-files';
import { caseUploadHintIn, useUploadWords } from './case-upload-rules';
import { DROP_ZONE_STYLE } from './case-upload-drop-zone';
import { bookingTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/**
 * Holds the upload list's place, at its size, until its code arrives (and in the server's HTML): the same label,
 * zone and hint, without the controls. Hidden from assistive technology, which meets the real list instead.
 */
export function CaseUploadPlaceholder({ failed = false }: { failed?: boolean }) {
  const t = useMessages(bookingTexts);
  const words = useUploadWords();
  return (
    <>
      <div aria-hidden="true">
        <div className="form-label">{t('caseFilesOptional')}</div>
        <div className="rounded border border-2" style={DROP_ZONE_STYLE} />
        <div className="form-text">{caseUploadHintIn(DEFAULT_CASE_UPLOAD_LIMITS, words)}</div>
      </div>
      {failed && <p className="text-danger-emphasis small mt-1 mb-0">{t('uploaderFailed')}</p>}
    </>
  );
}
