import { useCallback, useState } from 'react';

/**
 * For a screen whose editor keeps its draft across reloads (so a save does not reset the admin's tab or edits):
 * a key for that editor that changes once the screen's data has reloaded after a restore, so the editor starts
 * over from the restored record instead of saving the old draft over it. Pass the screen's query data, and
 * `onRestored` to its HistoryPanel.
 */
export function useRestoreKey(data: unknown) {
  const [waiting, setWaiting] = useState<{ data: unknown } | null>(null);
  const [key, setKey] = useState(0);
  if (waiting && waiting.data !== data) {
    setWaiting(null);
    setKey((k) => k + 1);
  }
  const onRestored = useCallback(() => setWaiting({ data }), [data]);
  return { key, onRestored };
}
