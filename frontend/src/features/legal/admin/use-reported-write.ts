import { useState } from 'react';
import { useToast } from '@/components/ui/toast-provider';

/** Runs one write, reports it with a success or failure toast, and says whether it is under way. */
export function useReportedWrite() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  /** Resolves true when the write succeeded. */
  const run = async (write: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
    setBusy(true);
    try {
      await write();
      toast(success);
      return true;
    } catch {
      toast(failure, { variant: 'danger' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { run, busy };
}
