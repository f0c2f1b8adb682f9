import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PAGE_RESULTS, NEWSLETTER_PAGES, type NewsletterPageResult } from '@shared/contract/newsletter';
import type { LinkAction } from './newsletter-link-api';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './newsletter-link-page';
import { HOME_LINK_TEXT, LINK_PAGE_TEXTS } from './newsletter-link-texts';

const TOKEN = '665000000000000000000e01.1.cGxhbm5lZC1ndWlkZXMtZXhhbXBsZQ';
const PAGE = { confirm: NewsletterConfirmPage, unsubscribe: NewsletterUnsubscribePage };
const GOOD = { confirm: NEWSLETTER_MESSAGES.confirmed, unsubscribe: NEWSLETTER_MESSAGES.unsubscribed };

/** The tokens the calls sent, in order. */
let sent: string[] = [];
/** How the server answers the page's call in a story (by default, as for a good token). */
type Answer = 'good' | 'invalid' | 'used' | 'never';
const reply = (answer: Answer, action: LinkAction) =>
  answer === 'good'
    ? HttpResponse.json({ success: true, message: GOOD[action] })
    : answer === 'invalid'
      ? HttpResponse.json(
          { success: false, message: NEWSLETTER_MESSAGES.tokenInvalid, errors: [{ field: 'token', message: NEWSLETTER_MESSAGES.tokenInvalid }] },
          { status: 400 },
        )
      : HttpResponse.json({ success: false, message: NEWSLETTER_MESSAGES.tokenUsed }, { status: 410 });

const answering = (answer: Answer) => ({
  newsletter: (['confirm', 'unsubscribe'] as const).map((action) =>
    http.post(`*/api${NEWSLETTER_PAGES[action]}`, async ({ request }) => {
      sent.push(new URL(request.url).searchParams.get('token') ?? '');
      if (answer === 'never') await delay('infinite');
      return reply(answer, action);
    }),
  ),
});

const meta = {
  title: 'Public/Newsletter link pages',
  component: NewsletterConfirmPage,
  beforeEach: () => void (sent = []),
} satisfies Meta<typeof NewsletterConfirmPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const button = (canvas: Canvas, action: LinkAction) => canvas.getByRole('button', { name: LINK_PAGE_TEXTS[action].button });

/** The page at `search`, as an email's link (or the server's answer to a post) opens it. */
const at = (action: LinkAction, search: string, answer: Answer = 'good'): Pick<Story, 'parameters' | 'render'> => ({
  parameters: { route: { path: `${NEWSLETTER_PAGES[action]}${search}`, pattern: NEWSLETTER_PAGES[action] }, msw: { handlers: answering(answer) } },
  render: () => {
    const Page = PAGE[action];
    return <Page />;
  },
});

/** The link's page: its heading, what it asks, and a form that posts the token to the page (what works without script). */
const ready = (action: LinkAction): Story => ({
  ...at(action, `?token=${TOKEN}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LINK_PAGE_TEXTS[action].heading })).toBeVisible();
    await expect(canvas.getByText(LINK_PAGE_TEXTS[action].ask)).toBeVisible();
    const form = canvas.getByRole('form', { name: LINK_PAGE_TEXTS[action].heading });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', NEWSLETTER_PAGES[action]);
    await expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue(TOKEN);
    await expect(button(canvas, action)).toBeEnabled();
  },
});

/** Pressed, the call under way: the button is disabled and says so. */
const busy = (action: LinkAction): Story => ({
  ...at(action, `?token=${TOKEN}`, 'never'),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas, action));
    await expect(await canvas.findByRole('button', { name: LINK_PAGE_TEXTS[action].busy })).toBeDisabled();
    await waitFor(() => expect(sent).toEqual([TOKEN]));
  },
});

/** With script, the press makes the call: the server's words show in place and take the focus, with the way home. */
const answered = (action: LinkAction, answer: Exclude<Answer, 'never'>, text: string, tone: string): Story => ({
  ...at(action, `?token=${TOKEN}`, answer),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas, action));
    const message = await canvas.findByText(text);
    await expect(message).toHaveClass(`alert-${tone}`);
    await waitFor(() => expect(message).toHaveFocus());
    await expect(message.parentElement).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('link', { name: HOME_LINK_TEXT })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(sent).toEqual([TOKEN]);
  },
});

/** Without script, the server answered the post with `?done=`: the page shows what it came to. */
const result = (action: LinkAction, done: NewsletterPageResult, tone: string): Story => ({
  ...at(action, `?done=${done}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LINK_PAGE_TEXTS[action].heading })).toBeVisible();
    await expect(canvas.getByText(NEWSLETTER_PAGE_RESULTS[done])).toHaveClass(`alert-${tone}`);
    await expect(canvas.getByRole('link', { name: HOME_LINK_TEXT })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

/** A link without its token (cut short by a mail client): nothing to press. */
const incomplete = (action: LinkAction): Story => ({
  ...at(action, ''),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NEWSLETTER_MESSAGES.tokenInvalid)).toHaveClass('alert-warning');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

// Each state of the two pages side by side: the same link page, for the one action and the other.
export const ConfirmReady = ready('confirm');
export const UnsubscribeReady = ready('unsubscribe');
export const ConfirmBusy = busy('confirm');
export const UnsubscribeBusy = busy('unsubscribe');
export const ConfirmDone = answered('confirm', 'good', NEWSLETTER_MESSAGES.confirmed, 'success');
export const UnsubscribeDone = answered('unsubscribe', 'good', NEWSLETTER_MESSAGES.unsubscribed, 'success');
export const ConfirmInvalid = answered('confirm', 'invalid', NEWSLETTER_MESSAGES.tokenInvalid, 'warning');
export const UnsubscribeInvalid = answered('unsubscribe', 'invalid', NEWSLETTER_MESSAGES.tokenInvalid, 'warning');
// Only an unsubscribe answers 410: a confirmation link followed twice confirms again.
export const UnsubscribeUsed = answered('unsubscribe', 'used', NEWSLETTER_MESSAGES.tokenUsed, 'warning');
export const ConfirmIncomplete = incomplete('confirm');
export const UnsubscribeIncomplete = incomplete('unsubscribe');
// The pages without script, as the server's answer to their form's post opens them.
export const ConfirmResultConfirmed = result('confirm', 'confirmed', 'success');
export const UnsubscribeResultUnsubscribed = result('unsubscribe', 'unsubscribed', 'success');
export const ConfirmResultInvalid = result('confirm', 'invalid', 'warning');
export const UnsubscribeResultInvalid = result('unsubscribe', 'invalid', 'warning');
export const ConfirmResultUsed = result('confirm', 'used', 'warning');
export const UnsubscribeResultUsed = result('unsubscribe', 'used', 'warning');
