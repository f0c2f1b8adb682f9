import { Alert } from 'react-bootstrap';
import type { Banner } from './use-status-banner';

/** The status banner: errors and warnings are alerts, successes are polite status messages. */
export function StatusBanner({ banner, onClose }: { banner: Banner | null; onClose: () => void }) {
  if (!banner) return null;
  const urgent = banner.variant === 'danger' || banner.variant === 'warning';
  return (
    <Alert
      key={banner.id}
      variant={banner.variant}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      dismissible
      closeLabel="Dismiss message"
      onClose={onClose}
      data-testid="status-banner"
      transition={false}
    >
      {banner.text}
    </Alert>
  );
}
