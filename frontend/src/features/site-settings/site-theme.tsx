import { useEffect } from 'react';
import { colorMode, themeCss } from '@/lib/theme/theme-css';
import { useGetHomepageSettingsQuery } from './site-settings-api';

const STYLE_ID = 'site-theme';

/** Applies the homepage settings' theme and colours to the document (each route sets its own title: useDocumentTitle) (the server does it first). */
export function SiteTheme() {
  const { data: settings } = useGetHomepageSettingsQuery();
  useEffect(() => {
    if (!settings) return;
    let style = document.getElementById(STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.appendChild(style);
    }
    style.textContent = themeCss(settings);
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const apply = () => document.documentElement.setAttribute('data-bs-theme', colorMode(settings.theme, !!media?.matches));
    apply();
    media?.addEventListener?.('change', apply);
    return () => media?.removeEventListener?.('change', apply);
  }, [settings]);
  return null;
}
