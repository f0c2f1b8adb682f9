import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Toast, ToastContainer } from 'react-bootstrap';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
  duration: number;
}

/** Toasts close by themselves after 3 seconds unless told otherwise (spec section 9). */
export const TOAST_DEFAULT_MS = 3000;

type ShowToast = (message: string, opts?: { variant?: ToastVariant; duration?: number }) => void;
const ToastContext = createContext<ShowToast | null>(null);

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback<ShowToast>((message, opts = {}) => {
    setToasts((list) => [...list, { id: nextId++, message, variant: opts.variant ?? 'success', duration: opts.duration ?? TOAST_DEFAULT_MS }]);
  }, []);
  const close = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastContainer position="top-end" className="p-3 position-fixed" style={{ zIndex: 1080 }}>
        {toasts.map((t) => (
          <Toast key={t.id} bg={t.variant} autohide delay={t.duration} onClose={() => close(t.id)}>
            <Toast.Body className={t.variant === 'warning' || t.variant === 'info' ? 'text-dark' : 'text-white'}>{t.message}</Toast.Body>
          </Toast>
        ))}
      </ToastContainer>
    </ToastContext.Provider>
  );
}

/** Shows a transient message; outside a ToastProvider it does nothing. */
export function useToast(): ShowToast {
  return useContext(ToastContext) ?? (() => undefined);
}
