// The server's render of a public page: the chat's button is an island of it only while the chat is switched on,
// and with the chat off the page holds nothing of the chat.
import { describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { render } from '@/entry-server';

const settingsWith = (enableChat: boolean) => {
  const settings = demoData.homepageSettings[0];
  return { ...settings, features: { ...settings.features, enableChat } };
};

const page = async (enableChat: boolean) => {
  const result = await render('/privacy-policy', [{ endpointName: 'getHomepageSettings', data: settingsWith(enableChat) }]);
  return result.html;
};

describe("the chat button in the server's render", () => {
  it('is an island of the page while the chat is on, with the button in its HTML', async () => {
    const html = await page(true);
    expect(html).toContain('data-island="chat"');
    expect(html).toMatch(/<button[^>]*class="btn btn-primary chat-widget-button"[^>]*aria-expanded="false"/);
    expect(html).not.toContain('role="dialog"');
  });

  it('leaves no trace of the chat while it is off', async () => {
    const html = await page(false);
    expect(html).not.toMatch(/chat-button|chat-widget/);
  });
});
