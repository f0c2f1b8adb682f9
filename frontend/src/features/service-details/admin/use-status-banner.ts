import { useCallback, useEffect, useState } from 'react';
import type { StatusMessage, StatusVariant } from '@/components/ui/status-alert';
import { BANNER_MS } from './service-details-rules';

export type BannerVariant = StatusVariant;

export type Banner = StatusMessage & { id: number };

export type Notify = (text: string, variant?: BannerVariant) => void;

let nextId = 1;

/** The screen's one status banner (docs/product/states.md): each message replaces the last and hides after 5 s. */
export function useStatusBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const notify = useCallback<Notify>((text, variant = 'success') => setBanner({ id: nextId++, text, variant }), []);
  const dismiss = useCallback(() => setBanner(null), []);

  return { banner, notify, dismiss };
}
