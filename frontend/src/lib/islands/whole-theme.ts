import { THEME_COLOURS_ATTR } from '@shared/contract/server-render';
import { themeCss } from '@shared/theme/theme-css';

/**
 * Writes the whole theme into a server-rendered page's theme `<style>`, which carries only the rules its own HTML
 * uses (html-head.ts): from the brand colours it holds, as the first island wakes (island-runtime.tsx), so what the
 * islands show from then on (a success button, a secondary badge) takes the site's colours. Once; a page whose theme
 * is whole already (the login, the admin area, `npm run dev`) holds no colours and is left as it is.
 */
export function applyWholeTheme(doc: Document = document): void {
  const style = doc.getElementById('site-theme');
  const colours = style?.getAttribute(THEME_COLOURS_ATTR);
  if (!style || colours === null || colours === undefined) return;
  style.removeAttribute(THEME_COLOURS_ATTR);
  try {
    style.textContent = themeCss(JSON.parse(colours) as Parameters<typeof themeCss>[0]);
  } catch {
    // Colours that do not read as JSON leave the page's own rules, which still style all it shows.
  }
}
