import { Alert, Button } from 'react-bootstrap';

interface SettingsUnavailableProps {
  /** The Homepage Settings read's error; a 404 (no settings yet) means the defaults, which is no failure. */
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** Without Homepage Settings the screen cannot tell which sections a feature switch hides: it says so. */
export function SettingsUnavailable({ error, retrying, onRetry }: SettingsUnavailableProps) {
  if (!error || (error as { status?: unknown }).status === 404) return null;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>Homepage Settings could not be loaded, so sections hidden by a feature switch are not marked.</span>
      <Button size="sm" variant="dark" onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    </Alert>
  );
}
