import { useEffect } from 'react';
import { usePreviewFrame } from '@/lib/preview/preview-frame';
import { themeCss } from '@shared/theme/theme-css';
import { followColorMode } from './follow-color-mode';
import { useGetHomepageSettingsQuery } from './site-settings-api';

const STYLE_ID = 'site-theme';

/**
 * Applies the homepage settings' theme and colours to the document (each route sets its own title:
 * useDocumentTitle) (the server does it first). In an admin preview, to the preview frame's document.
 */
export function SiteTheme() {
  const { data: settings } = useGetHomepageSettingsQuery();
  const frame = usePreviewFrame();
  useEffect(() => {
    if (!settings) return;
    const doc = frame ?? document;
    let style = doc.getElementById(STYLE_ID);
    if (!style) {
      style = doc.createElement('style');
      style.id = STYLE_ID;
      doc.head.appendChild(style);
    }
    style.textContent = themeCss(settings);
    return followColorMode(doc, settings.theme);
  }, [settings, frame]);
  return null;
}
