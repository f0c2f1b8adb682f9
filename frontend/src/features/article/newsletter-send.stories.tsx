import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { NEWSLETTER_MESSAGES } from '@shared/contract/newsletter';
import { formatDateTime } from '@/lib/format/date-time';
import { demoArticles, refusal } from './article-story-kit';
import { SEND_TEXTS, SendToSubscribers } from './newsletter-send';
import type { NewsletterSend } from './newsletter-send-api';

const article = demoArticles().find((a) => a.isActive)!;
const FINISHED = '2026-11-20T09:30:00.000Z';

const never: NewsletterSend = { articleId: article._id, status: 'never', total: 0, sent: 0, failed: 0, left: 0, audience: 12 };
const running = (sent: number, failed: number): NewsletterSend => ({
  ...never,
  status: 'sending',
  total: 12,
  sent,
  failed,
  left: 12 - sent - failed,
  audience: 0,
  startedAt: '2026-11-29T10:00:00.000Z',
  startedByName: 'Dr. Maya Lindqvist',
});
const finished = (sent: number, failed: number, audience = 0): NewsletterSend => ({
  ...running(sent, failed),
  status: 'done',
  left: 0,
  audience,
  finishedAt: FINISHED,
});

const started = () => HttpResponse.json({ success: true, message: NEWSLETTER_MESSAGES.sendStarted, data: running(0, 0) }, { status: 202 });

/** What the server answers, story by story: the reads in turn (the last one again and again), and the send. */
let reads: NewsletterSend[] = [];
let onSend = started;
const answering =
  (states: NewsletterSend[], send = started) =>
  () => {
    reads = [...states];
    onSend = send;
  };

const meta = {
  title: 'Admin/Blog/Send to subscribers',
  component: SendToSubscribers,
  args: { article },
  decorators: [
    (Story) => (
      <main className="p-3">
        <Story />
      </main>
    ),
  ],
  parameters: {
    msw: {
      handlers: {
        // In the articles' place: the story's answers come before any the mocks give.
        articles: [
          http.get('*/api/articles/:id/newsletter', () => HttpResponse.json({ success: true, data: reads.length > 1 ? reads.shift()! : reads[0] })),
          http.post('*/api/articles/:id/newsletter', () => onSend()),
        ],
      },
    },
  },
} satisfies Meta<typeof SendToSubscribers>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const page = () => within(document.body);
const opener = (canvas: Canvas) => canvas.getByRole('button', { name: SEND_TEXTS.button });
/** The footer's Close (the header's × is named Close too). */
const closeButton = (dialog: Canvas) => dialog.getAllByRole('button', { name: SEND_TEXTS.close }).at(-1)!;
/** Opens the dialog and waits for it to show the send's state. */
async function open(canvas: Canvas, userEvent: { click: (el: Element) => Promise<void> }) {
  await userEvent.click(opener(canvas));
  const dialog = await page().findByRole('dialog', { name: SEND_TEXTS.title });
  await waitFor(() => expect(within(dialog).queryByText(SEND_TEXTS.loading)).toBeNull());
  return within(dialog);
}

/** A new article not saved yet: nothing to send, and the reason beside the button. */
export const NotSaved: Story = {
  args: { article: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(opener(canvas)).toBeDisabled();
    await expect(opener(canvas)).toHaveAccessibleDescription(SEND_TEXTS.notSaved);
  },
};

/** A draft: only a published article goes to the subscribers. */
export const NotPublished: Story = {
  args: { article: { ...article, isActive: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(opener(canvas)).toBeDisabled();
    await expect(opener(canvas)).toHaveAccessibleDescription(SEND_TEXTS.notPublished);
  },
};

/** Never sent: the dialog names the article and how many confirmed subscribers it would reach. */
export const Confirm: Story = {
  beforeEach: answering([never]),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const dialog = await open(canvas, userEvent);
    await expect(dialog.getByText(`Send “${article.title}” to 12 confirmed subscribers?`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: SEND_TEXTS.send })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: SEND_TEXTS.cancel }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(opener(canvas)).toHaveFocus();
  },
};

/** Sent before, and confirmed since by two more: only they would get it. */
export const ConfirmWhenSentBefore: Story = {
  beforeEach: answering([finished(10, 0, 2)]),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await open(within(canvasElement), userEvent);
    await expect(dialog.getByText(`Send “${article.title}” to 2 confirmed subscribers?`)).toBeVisible();
    await expect(dialog.getByText(`It was sent to 10 subscribers on ${formatDateTime(FINISHED)}; only the 2 who have not had it will get it.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: SEND_TEXTS.send })).toBeEnabled();
  },
};

/** Every confirmed subscriber has had it: nothing to send, only Close. */
export const NobodyLeft: Story = {
  beforeEach: answering([finished(12, 0)]),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await open(within(canvasElement), userEvent);
    await expect(await dialog.findByText(SEND_TEXTS.nobodyLeft)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: SEND_TEXTS.send })).toBeNull();
    await expect(closeButton(dialog)).toBeEnabled();
  },
};

/** Sent: the progress bar and the counts follow the send (read every two seconds); closed and opened again, it shows them still. */
export const Sending: Story = {
  beforeEach: answering([never, running(4, 1), running(8, 1)]),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    let dialog = await open(canvas, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: SEND_TEXTS.send }));
    const bar = await dialog.findByRole('progressbar', { name: SEND_TEXTS.progressLabel });
    await expect(bar).toHaveAttribute('aria-valuemax', '12');
    await waitFor(() => expect(dialog.getByTestId('send-counts')).toHaveTextContent('Sent: 4Failed: 1Left: 7'));
    await expect(dialog.queryByRole('button', { name: SEND_TEXTS.send })).toBeNull();
    await userEvent.click(closeButton(dialog));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    dialog = await open(canvas, userEvent);
    await waitFor(() => expect(dialog.getByTestId('send-counts')).toHaveTextContent('Sent: 8Failed: 1Left: 3'));
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '9');
  },
};

/** The send ends while the dialog is open: how many it reached. */
export const Done: Story = {
  beforeEach: answering([never, running(6, 0), finished(12, 0)]),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await open(within(canvasElement), userEvent);
    await userEvent.click(dialog.getByRole('button', { name: SEND_TEXTS.send }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(SEND_TEXTS.sent(12));
    await expect(dialog.queryByText(/could not be sent/)).toBeNull();
    await expect(dialog.queryByRole('button', { name: SEND_TEXTS.send })).toBeNull();
  },
};

/** Some emails given up on: the count, and where to look. */
export const DoneWithFailures: Story = {
  beforeEach: answering([never, finished(10, 2)]),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await open(within(canvasElement), userEvent);
    await userEvent.click(dialog.getByRole('button', { name: SEND_TEXTS.send }));
    const status = await dialog.findByRole('status');
    await expect(status).toHaveTextContent(SEND_TEXTS.sent(10));
    await expect(status).toHaveTextContent(SEND_TEXTS.failed(2));
  },
};

/** Refused (a send of it running already): the server's words, and the dialog shows how it stands. */
export const Failed: Story = {
  beforeEach: answering([never, running(2, 0)], () => refusal(409, NEWSLETTER_MESSAGES.sendRunning)),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await open(within(canvasElement), userEvent);
    await userEvent.click(dialog.getByRole('button', { name: SEND_TEXTS.send }));
    await expect(await dialog.findByText(NEWSLETTER_MESSAGES.sendRunning)).toBeVisible();
    await expect(await dialog.findByRole('progressbar')).toBeVisible();
  },
};

/** No answer: the send did not start, and may be tried again. */
export const FailedOffline: Story = {
  beforeEach: answering([never], () => HttpResponse.error()),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await open(within(canvasElement), userEvent);
    await userEvent.click(dialog.getByRole('button', { name: SEND_TEXTS.send }));
    await expect(await dialog.findByText(SEND_TEXTS.offline)).toBeVisible();
    await expect(dialog.getByRole('button', { name: SEND_TEXTS.send })).toBeEnabled();
  },
};
