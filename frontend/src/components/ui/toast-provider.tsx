import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastContainer } from 'react-bootstrap';
import { useHydrated } from '@/lib/hydration/use-hydrated';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
  duration: number;
}

/** Toasts close by themselves after 3 seconds unless told otherwise (docs/product/limits.md). */
export const TOAST_DEFAULT_MS = 3000;

type ShowToast = (message: string, opts?: { variant?: ToastVariant; duration?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

let nextId = 1;

function ToastMessage({ toast, onClose }: { toast: ToastItem; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast, onClose]);
  // White text on the shaded success, danger and info colours (4.5:1 or more); black on the warning yellow.
  return (
    <div className={`toast show border-0 mb-2 bg-${toast.variant}`}>
      <div className={`toast-body ${toast.variant === 'warning' ? 'text-dark' : 'text-white'}`}>{toast.message}</div>
    </div>
  );
}

/**
 * The toasts, in two live regions that are on the page before any toast arrives, so screen readers announce
 * each one (WCAG 4.1.3): errors interrupt (role alert), the rest wait their turn (role status). They sit at the
 * end of <body>, outside the screen, so an empty region is never taken for one of the screen's own messages.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback<ShowToast>((message, opts = {}) => {
    setToasts((list) => [...list, { id: nextId++, message, variant: opts.variant ?? 'success', duration: opts.duration ?? TOAST_DEFAULT_MS }]);
  }, []);
  const close = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const value = useMemo(() => show, [show]);
  // The regions are portalled into <body> once the page is live (never on the server, nor while hydrating).
  const inBrowser = useHydrated();
  const region = (errors: boolean) =>
    toasts.filter((t) => (t.variant === 'danger') === errors).map((t) => <ToastMessage key={t.id} toast={t} onClose={close} />);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {inBrowser &&
        createPortal(
          <ToastContainer position="top-end" className="p-3 position-fixed" style={{ zIndex: 1080 }}>
            <div role="status" aria-live="polite">
              {region(false)}
            </div>
            <div role="alert">{region(true)}</div>
          </ToastContainer>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}

/** Shows a transient message; outside a ToastProvider it does nothing. */
export function useToast(): ShowToast {
  return useContext(ToastContext) ?? (() => undefined);
}
