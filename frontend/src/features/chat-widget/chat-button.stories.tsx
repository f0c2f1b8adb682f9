import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_RESUME_PARAM } from '@shared/contract/chat';
import { DEFAULT_HEALTH_CONSENT_TEXT, HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { ChatButton } from './chat-button';
import { CHAT_FLAG_KEY, readChatFlag, writeChatFlag } from './chat-flag';
import { CHAT_WIDGET_TEXTS as T } from './chat-widget-texts';
import {
  aConversation,
  blocked,
  broken,
  chatStoryHandlers,
  CONVERSATION_ID,
  never,
  PLANNER,
  RESUME_TOKEN,
  teamMessage,
  tooMany,
  visitorMessage,
  type ChatStoryServer,
} from './chat-story-server';

const meta = {
  title: 'Public/Chat widget',
  component: ChatButton,
  parameters: { msw: { handlers: { chat: chatStoryHandlers() } } },
} satisfies Meta<typeof ChatButton>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const chatButton = (canvas: Canvas) => canvas.getByRole('button', { name: T.button });
const panel = (canvas: Canvas) => canvas.findByRole('dialog', { name: T.title });
const messageBox = (canvas: Canvas) => canvas.findByRole('textbox', { name: T.message });
const handlers = (server: ChatStoryServer) => ({ msw: { handlers: { chat: chatStoryHandlers(server) } } });

/** The visitor left a conversation open on the page before: the panel opens again without a press. */
const leftOpen: Decorator = (Story) => {
  useState(() => writeChatFlag({ started: true, open: true }));
  return <Story />;
};

const question = visitorMessage(1, 'Do you plan for Straumann BLX implants? The CBCT is ready.');
const answered = [question, teamMessage(2, 'Yes, we do. Upload it here: https://novaguide.example/how-it-works')];

/** The calls a story's server saw, fresh for each story. */
let calls: { path: string; body?: unknown }[] = [];
const resetCalls = () => void (calls = []);
const callsTo = (path: string) => calls.filter((c) => c.path === `/api/chat/visitor/${path}`);

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(chatButton(canvas)).toBeVisible();
    await expect(chatButton(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(localStorage.getItem(CHAT_FLAG_KEY)).toBeNull();
  },
};

export const AskingDetails: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(chatButton(canvas));
    const dialog = await panel(canvas);
    await expect(chatButton(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(chatButton(canvas)).toHaveAttribute('aria-controls', dialog.id);
    // The focus moves into the panel, to its first field.
    await waitFor(() => expect(within(dialog).getByLabelText(T.name)).toHaveFocus());
    // The robots' field: off-screen, out of the tab order, hidden from assistive technology, never filled in.
    const trap = dialog.querySelector('input[name="website"]')!;
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.tab();
    await expect(within(dialog).getByLabelText(T.email)).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByLabelText(T.firstMessage)).toHaveFocus();
    // Escape closes it, and the focus goes back to the button.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(chatButton(canvas)).toHaveFocus();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(chatButton(canvas));
    const dialog = within(await panel(canvas));
    await userEvent.click(await dialog.findByRole('button', { name: T.start }));
    await expect(dialog.getByLabelText(T.name)).toHaveAccessibleDescription(T.nameMissing);
    await expect(dialog.getByLabelText(T.email)).toHaveAccessibleDescription(T.emailInvalid);
    await expect(dialog.getByLabelText(T.firstMessage)).toHaveAccessibleDescription(CHAT_MESSAGES.emptyText);
    await expect(dialog.getByLabelText(T.name)).toHaveFocus();
    // The shared rule: no HTML in a message.
    await userEvent.type(dialog.getByLabelText(T.name), 'Dr. Lena Fischer');
    await userEvent.type(dialog.getByLabelText(T.email), 'lena.fischer@alpine-dental.example');
    await userEvent.type(dialog.getByLabelText(T.firstMessage), 'See <b>this</b>');
    await userEvent.click(dialog.getByRole('button', { name: T.start }));
    await expect(dialog.getByLabelText(T.firstMessage)).toHaveAccessibleDescription(CHAT_MESSAGES.noHtml);
    await expect(dialog.getByLabelText(T.firstMessage)).toHaveAttribute('maxlength', String(CHAT_LIMITS.textMax));
  },
};

const fillDetails = async (dialog: Canvas, userEvent: { type(el: Element, text: string): Promise<void>; click(el: Element): Promise<void> }) => {
  // The form shows once the chat's availability is in.
  await userEvent.type(await dialog.findByLabelText(T.name), 'Dr. Lena Fischer');
  await userEvent.type(dialog.getByLabelText(T.email), 'lena.fischer@alpine-dental.example');
  await userEvent.type(dialog.getByLabelText(T.firstMessage), 'Do you plan for Straumann BLX implants?');
  await userEvent.click(dialog.getByRole('button', { name: T.start }));
};

/** Presses the chat's button: the panel that opens. */
async function openedPanel(canvasElement: HTMLElement, userEvent: { click(el: Element): Promise<void> }) {
  await userEvent.click(chatButton(within(canvasElement)));
  return within(await panel(within(canvasElement)));
}

/** The story's server records the calls it sees (fresh for each story). */
const watchingCalls = handlers({
  get calls() {
    return calls;
  },
});

/** The health-data consent is asked, not required: never ticked beforehand; ticked, its version goes with the first message. */
export const DetailsWithHealthConsent: Story = {
  beforeEach: resetCalls,
  parameters: watchingCalls,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openedPanel(canvasElement, userEvent);
    const box = await dialog.findByRole('checkbox', { name: HEALTH_CONSENT_TEXTS.label });
    await expect(box).not.toBeChecked();
    await expect(await dialog.findByText(DEFAULT_HEALTH_CONSENT_TEXT)).toBeVisible();
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await fillDetails(dialog, userEvent);
    await expect(await dialog.findByText('Do you plan for Straumann BLX implants?', { selector: 'li *' })).toBeVisible();
    const [start] = callsTo('conversation');
    await expect(start.body).toMatchObject({ healthDataConsentVersion: 1 });
  },
};

export const Sending: Story = {
  parameters: handlers({ startAnswer: never }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(chatButton(canvas));
    const dialog = within(await panel(canvas));
    await fillDetails(dialog, userEvent);
    await expect(await dialog.findByRole('button', { name: T.sending })).toBeDisabled();
  },
};

export const Sent: Story = {
  beforeEach: resetCalls,
  parameters: watchingCalls,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(chatButton(canvas));
    const dialog = within(await panel(canvas));
    await fillDetails(dialog, userEvent);
    await expect(await dialog.findByText('Do you plan for Straumann BLX implants?', { selector: 'li *' })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: T.message })).toHaveFocus());
    const [start] = callsTo('conversation');
    await expect(start.body).toMatchObject({ name: 'Dr. Lena Fischer', email: 'lena.fischer@alpine-dental.example', website: '', page: expect.any(String) });
    // The health-data consent box was left as it was, unticked: no version goes.
    await expect(start.body).not.toHaveProperty('healthDataConsentVersion');
    // The page remembers that a conversation is open, not its token (an HttpOnly cookie).
    await waitFor(() => expect(readChatFlag()).toEqual({ started: true, open: true }));
    await userEvent.type(await messageBox(canvas), 'The scan is from a Medit i700.{Enter}');
    await expect(await dialog.findByText('The scan is from a Medit i700.', { selector: 'li *' })).toBeVisible();
    await expect(callsTo('messages')).toEqual([{ path: '/api/chat/visitor/messages', body: { text: 'The scan is from a Medit i700.' } }]);
    // Typing was passed on, once for the burst.
    await expect(callsTo('typing')).toHaveLength(1);
  },
};

export const ReplyArriving: Story = {
  decorators: [leftOpen],
  beforeEach: resetCalls,
  parameters: handlers({
    conversation: aConversation([question]),
    stream: [{ after: 400, event: { event: 'message', id: '2', data: { conversationId: CONVERSATION_ID, message: answered[1] } } }],
    get calls() {
      return calls;
    },
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // The panel was left open on the page before: it opens again by itself.
    const dialog = within(await panel(canvas));
    const reply = await dialog.findByText(/Yes, we do/);
    await expect(reply.closest('li')).toHaveClass('chat-widget-theirs');
    await expect(reply.closest('li')).toHaveTextContent(PLANNER);
    await expect(dialog.getByRole('link', { name: 'https://novaguide.example/how-it-works' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    // Announced once, politely.
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    await expect(live).toHaveTextContent(T.newMessage(PLANNER, answered[1].text));
    // The panel shows it: the team learns it was seen.
    await waitFor(() => expect(callsTo('read')).toEqual([{ path: '/api/chat/visitor/read', body: { upTo: answered[1]._id } }]));
    // The visitor may take the conversation away by email.
    await userEvent.click(dialog.getByRole('button', { name: T.transcript }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(CHAT_MESSAGES.transcriptQueued);
  },
};

export const Seen: Story = {
  decorators: [leftOpen],
  parameters: handlers({
    conversation: aConversation(answered),
    stream: [
      {
        after: 200,
        event: { event: 'read', id: '3', data: { conversationId: CONVERSATION_ID, by: 'team', upTo: question._id, at: '2026-11-29T10:05:00.000Z' } },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(within(canvasElement)));
    const mine = (await dialog.findByText(question.text)).closest('li')!;
    await waitFor(() => expect(mine).toHaveTextContent(T.seen));
  },
};

export const Typing: Story = {
  decorators: [leftOpen],
  parameters: handlers({
    conversation: aConversation(answered),
    stream: [{ after: 200, event: { event: 'typing', data: { conversationId: CONVERSATION_ID, by: 'team' } } }],
  }),
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(within(canvasElement)));
    await expect(await dialog.findByText(T.typing(PLANNER))).toBeVisible();
  },
};

export const OfflineNotice: Story = {
  parameters: handlers({ online: false }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(chatButton(canvas));
    const dialog = within(await panel(canvas));
    await expect(await dialog.findByText(CHAT_MESSAGES.offlineNotice)).toBeVisible();
    await expect(dialog.getByLabelText(T.name)).toBeVisible();
  },
};

const sendOne = async (canvas: Canvas, userEvent: { type(el: Element, text: string): Promise<void> }) => {
  await panel(canvas);
  await userEvent.type(await messageBox(canvas), 'One more question.{Enter}');
};

export const RateLimited: Story = {
  decorators: [leftOpen],
  parameters: handlers({ conversation: aConversation(answered), sendAnswer: tooMany }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await sendOne(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.tooManyMessages);
    // What was written stays, to send once the minute is over.
    await expect(await messageBox(canvas)).toHaveValue('One more question.');
  },
};

let failures = 0;
export const ErrorWithRetry: Story = {
  decorators: [leftOpen],
  beforeEach: () => void (failures = 0),
  parameters: handlers({
    conversation: aConversation(answered),
    get sendAnswer() {
      return failures++ === 0 ? broken : undefined;
    },
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await sendOne(canvas, userEvent);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(T.failed);
    await userEvent.click(within(alert).getByRole('button', { name: T.retry }));
    await expect(await canvas.findByText('One more question.', { selector: 'li *' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Reconnecting: Story = {
  decorators: [leftOpen],
  parameters: handlers({ conversation: aConversation(answered), streamFails: true }),
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(within(canvasElement)));
    await expect(await dialog.findByText(T.reconnecting)).toBeVisible();
    // The conversation stays readable meanwhile.
    await expect(dialog.getByText(question.text)).toBeVisible();
  },
};

export const Blocked: Story = {
  decorators: [leftOpen],
  parameters: handlers({ conversation: aConversation(answered), sendAnswer: blocked }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await sendOne(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.blocked);
    await expect(canvas.queryByRole('textbox', { name: T.message })).toBeNull();
  },
};

export const LoadFailed: Story = {
  decorators: [leftOpen],
  parameters: handlers({ conversationAnswer: broken }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(T.loadFailed);
    await expect(within(alert).getByRole('button', { name: T.retry })).toBeVisible();
  },
};

const PHONE = { phone320: { name: 'Phone, 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' as const } };
const long = `${'A long question about a lower molar case with very little bone height '.repeat(4)}https://novaguide.example/a/very/long/link/that/does/not/break/by/itself/at/all`;

/** At 320 px and with the text twice its size, nothing scrolls sideways and the message box stays on screen. */
export const Phone320LargeText: Story = {
  decorators: [
    leftOpen,
    (Story) => (
      <div style={{ fontSize: '200%' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { ...handlers({ conversation: aConversation([visitorMessage(1, long), teamMessage(2, long)]) }), viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await panel(canvas);
    await expect(window.innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(320);
    await expect(await messageBox(canvas)).toBeVisible();
  },
};

/** The page was opened from an email's "continue the conversation" link (`/?chat=<token>`). */
const fromEmail =
  (token: string): Decorator =>
  (Story) => {
    useState(() => {
      const url = new URL(window.location.href);
      url.searchParams.set(CHAT_RESUME_PARAM, token);
      window.history.replaceState(window.history.state, '', url);
    });
    return <Story />;
  };

export const ResumedFromEmail: Story = {
  decorators: [fromEmail(RESUME_TOKEN)],
  parameters: handlers({ conversation: aConversation(answered) }),
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(within(canvasElement)));
    await expect(await dialog.findByText(/Yes, we do/)).toBeVisible();
    // The token leaves the address bar and the history.
    await expect(new URLSearchParams(window.location.search).has(CHAT_RESUME_PARAM)).toBe(false);
    await waitFor(() => expect(readChatFlag()).toEqual({ started: true, open: true }));
  },
};

export const ResumeLinkInvalid: Story = {
  decorators: [fromEmail('not-a-token')],
  parameters: handlers({ conversation: aConversation(answered) }),
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(within(canvasElement)));
    await expect(await dialog.findByText(CHAT_MESSAGES.resumeInvalid)).toBeVisible();
    await expect(dialog.getByLabelText(T.name)).toBeVisible();
    await expect(new URLSearchParams(window.location.search).has(CHAT_RESUME_PARAM)).toBe(false);
  },
};
