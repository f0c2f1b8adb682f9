import { useState } from 'react';

/** A delete waiting for the admin's confirmation; the action reports its own outcome. */
export interface ConfirmRequest {
  title: string;
  message: string;
  action: () => Promise<unknown>;
}

export type AskConfirm = (request: ConfirmRequest) => void;

/** The state behind one ConfirmDialog: ask, then confirm (runs the action, then closes) or cancel. */
export function usePendingConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  // Kept apart from the request so the texts stay put while the dialog fades out.
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const ask: AskConfirm = (next) => {
    setRequest(next);
    setOpen(true);
  };
  const cancel = () => setOpen(false);
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    try {
      await request.action();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return { request, open, busy, ask, cancel, confirm };
}
