import { useCallback, useEffect, useState } from 'react';
import { BANNER_MS } from './service-details-rules';

export type BannerVariant = 'success' | 'info' | 'warning' | 'danger';

export interface Banner {
  id: number;
  text: string;
  variant: BannerVariant;
}

export type Notify = (text: string, variant?: BannerVariant) => void;

let nextId = 1;

/** The screen's one status banner (spec section 4): each message replaces the last and hides after 5 s. */
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
