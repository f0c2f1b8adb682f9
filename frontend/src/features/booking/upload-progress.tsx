import './upload-progress.scss';
import { bookingTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';
import { formatSize, useUploadWords } from './case-upload-rules';

interface UploadProgressProps {
  /** Names what the bar measures: "scan.stl upload", "All case files". */
  label: string;
  sent: number;
  total: number;
  /** Moving stripes while bytes are on their way. */
  active?: boolean;
}

/** A progress bar in Bootstrap's markup: the outer element is the progressbar, with its value in percent and words. */
export function UploadProgress({ label, sent, total, active = false }: UploadProgressProps) {
  const t = useMessages(bookingTexts);
  const words = useUploadWords();
  const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  return (
    <div
      className="progress mt-2"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={t('progress', { percent, sent: formatSize(Math.min(sent, total), words), total: formatSize(total, words) })}
      style={{ height: '0.5rem' }}
    >
      <div className={`progress-bar${active ? ' progress-bar-striped progress-bar-animated' : ''}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
