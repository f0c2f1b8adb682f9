// The server's render of a public page: the cookie banner asks in the HTML itself while no choice holds, only its
// "Cookie settings" button is there once one does, and a site with no tracker carries nothing of it.
import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '@shared/contract/consent';
import { demoData } from '@shared/demo-content';
import type { RenderContext } from '@shared/contract/server-render';
import { render } from '@/entry-server';
import { aChoice } from './consent-story-server';

const withTrackers = (googleAnalyticsId: string) => ({
  ...demoData.homepageSettings[0],
  googleAnalyticsId,
  facebookPixelId: '',
  customHeadCode: '',
  customBodyCode: '',
});

const page = async (googleAnalyticsId: string, context?: RenderContext) =>
  (await render('/privacy-policy', [{ endpointName: 'getHomepageSettings', data: withTrackers(googleAnalyticsId) }], context)).html;

const given = aChoice();

const button = (text: string) => new RegExp(`<button[^>]*type="button"[^>]*>${text}</button>`);

describe("the cookie banner in the server's render", () => {
  it('asks, with its buttons in the HTML, while Google Analytics is set and no choice holds', async () => {
    const html = await page('G-NOVA12345', { consent: null });
    expect(html).toContain('data-island="consent"');
    expect(html).toContain(`aria-label="${CONSENT_TEXTS.bannerLabel}"`);
    expect(html).toContain(CONSENT_TEXTS.bannerTitle);
    for (const text of [CONSENT_TEXTS.acceptAll, CONSENT_TEXTS.rejectAll, CONSENT_TEXTS.choose, CONSENT_TEXTS.cookieSettings])
      expect(html).toMatch(button(text));
    // The island's props say there is no choice, and which trackers a choice may load.
    expect(html).toContain('&quot;choice&quot;:null');
    expect(html).toContain('G-NOVA12345');
  });

  it('holds only the Cookie settings button once a choice holds', async () => {
    const html = await page('G-NOVA12345', { consent: given });
    expect(html).toContain('data-island="consent"');
    expect(html).toMatch(button(CONSENT_TEXTS.cookieSettings));
    expect(html).not.toContain(CONSENT_TEXTS.bannerLabel);
    expect(html).not.toMatch(button(CONSENT_TEXTS.acceptAll));
  });

  it('leaves no trace of consent on a site without a tracker', async () => {
    const html = await page('', { consent: null });
    expect(html).not.toContain('data-island="consent"');
    expect(html).not.toContain(CONSENT_TEXTS.cookieSettings);
  });
});
