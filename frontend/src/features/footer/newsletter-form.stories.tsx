import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { NEWSLETTER_MESSAGES as NEWSLETTER_ANSWERS } from '@shared/contract/newsletter';
import { demoData } from '@shared/demo-content';
import { db } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { NEWSLETTER_MESSAGES, NewsletterForm } from './newsletter-form';

const footer = demoData.footers[0];
const known = demoData.newsletterSubscribers[0].email;

const meta = {
  title: 'Public/Footer/Newsletter',
  component: NewsletterForm,
  args: { newsletter: footer.newsletter },
  decorators: [
    (Story) => (
      <div className="p-4" style={{ maxWidth: 420, backgroundColor: footer.backgroundColor, color: footer.textColor }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: 'Email address' });
const subscribeButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Subscribe' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: footer.newsletter.title! })).toBeVisible();
    await expect(canvas.getByText(footer.newsletter.description!)).toBeVisible();
    await expect(input(canvas)).toHaveAttribute('placeholder', footer.newsletter.placeholder);
    await expect(subscribeButton(canvas)).toBeEnabled();
  },
};

/** The addresses the subscribe calls sent, in order. */
let asked: string[] = [];

/** The server's one answer to a subscribe, whatever the address's state (double opt-in: confirm by the email's link). */
const answersTaken = {
  msw: {
    handlers: {
      newsletter: [
        http.post('*/api/newsletter/subscribe', async ({ request }) => {
          asked.push(((await request.json()) as { email: string }).email);
          return HttpResponse.json({ success: true, message: NEWSLETTER_ANSWERS.subscribeTaken }, { status: 202 });
        }),
        ...scenario('newsletter'),
      ],
    },
  },
};

export const Subscribed: Story = {
  parameters: answersTaken,
  beforeEach: () => void (asked = []),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvas), '  New.Reader@Harbour-Dental.example ');
    await userEvent.click(subscribeButton(canvas));
    // Not subscribed yet: the visitor is asked to confirm with the emailed link.
    await expect(await canvas.findByRole('status')).toHaveTextContent(NEWSLETTER_ANSWERS.subscribeTaken);
    await expect(asked).toEqual(['New.Reader@Harbour-Dental.example']);
    await expect(input(canvas)).toHaveValue('');
  },
};

export const AlreadySubscribed: Story = {
  parameters: answersTaken,
  beforeEach: () => void (asked = []),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvas), known);
    await userEvent.keyboard('{Enter}');
    // The same words as for a new address: the answer tells a stranger nothing of who is on the list.
    await expect(await canvas.findByRole('status')).toHaveTextContent(NEWSLETTER_ANSWERS.subscribeTaken);
    await expect(asked).toEqual([known]);
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const before = db.newsletterSubscribers.length;
    await userEvent.click(subscribeButton(canvas));
    await expect(canvas.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidEmail);
    await expect(input(canvas)).toHaveFocus();
    await userEvent.type(input(canvas), 'reader@harbour');
    await userEvent.click(subscribeButton(canvas));
    await expect(canvas.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidEmail);
    await expect(input(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvas)).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.invalidEmail);
    await expect(db.newsletterSubscribers).toHaveLength(before);
  },
};

export const Failure: Story = {
  parameters: { msw: { handlers: { newsletter: scenario('newsletter', { kind: 'error', status: 500, message: '' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvas), 'reader@harbour-dental.example');
    await userEvent.click(subscribeButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.failure);
    await expect(canvas.queryByRole('status')).toBeNull();
    // The server's failure is not the address's fault: the field is not marked.
    await expect(input(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(input(canvas)).toHaveValue('reader@harbour-dental.example');
  },
};

export const FailureShowsServerMessage: Story = {
  parameters: {
    msw: { handlers: { newsletter: scenario('newsletter', { kind: 'error', status: 429, message: 'Too many requests. Please try again later.' }) } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvas), 'reader@harbour-dental.example');
    await userEvent.click(subscribeButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  },
};
