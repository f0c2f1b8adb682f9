import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { CHAT_MESSAGES } from '@shared/contract/chat';
import { CHAT_CONVERSATION_IDS } from '@shared/demo-content/ids';
import { BLOCKED_NOTE, CLOSED_NOTE } from './closed-note';
import { BLOCK_MESSAGE, BLOCK_TITLE } from './conversation-actions';
import { CONVERSATION_GONE } from './conversation-view';
import { ConversationsPage } from './conversations-page';
import { WithTeamStream } from './conversations-story-frame';
import { broadcast, chatHandlers, never, refusal, resetConversations, visitorWrites } from './conversations-story-kit';

const LENA = CHAT_CONVERSATION_IDS.blxQuestion;
const AISHA = CHAT_CONVERSATION_IDS.sleeveClosed;
const at = (id: string) => ({ signedInAs: 'super_admin' as const, route: { path: `/admin/conversations/${id}`, pattern: '/admin/conversations/:id?' } });

const meta = {
  title: 'Admin/Conversations/Conversation',
  component: ConversationsPage,
  beforeEach: () => resetConversations(),
  decorators: [(Story) => <WithTeamStream>{Story()}</WithTeamStream>],
  parameters: { ...at(LENA), msw: { handlers: chatHandlers() } },
} satisfies Meta<typeof ConversationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const conversation = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: 'Dr. Lena Fischer' }));
const messages = (scope: Canvas) => scope.getAllByTestId('chat-message');
const replyField = (scope: Canvas) => scope.getByRole('textbox', { name: 'Your reply' });

/** The visitor's messages with their links as links, where they started, their clock, and read marks sent as it shows. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = await conversation(canvas);
    await waitFor(() => expect(messages(view)).toHaveLength(2));
    const link = view.getByRole('link', { name: 'https://novaguide.example/how-it-works' });
    await expect(link).toHaveAttribute('href', 'https://novaguide.example/how-it-works');
    await expect(view.getByTestId('visitor-facts')).toHaveTextContent(/Online now · started on \/services · \d\d:\d\d in Europe\/Berlin/);
    await expect(view.getByRole('link', { name: 'lena.fischer@alpine-dental.example' })).toHaveAttribute('href', 'mailto:lena.fischer@alpine-dental.example');
    // Shown, so read: the list's unread count for it goes.
    const row = canvas.getAllByTestId('conversation-row')[0];
    await waitFor(() => expect(row).not.toHaveTextContent('unread'));
  },
};

/** Enter sends (Shift+Enter is a new line); the reply shows at once and the box empties. */
export const Reply: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const view = await conversation(within(canvasElement));
    await userEvent.type(replyField(view), 'Yes, BLX is in our library.{Shift>}{Enter}{/Shift}Send the CBCT when ready.');
    await expect(replyField(view)).toHaveValue('Yes, BLX is in our library.\nSend the CBCT when ready.');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(messages(view)).toHaveLength(3));
    await expect(messages(view)[2]).toHaveTextContent('Send the CBCT when ready.');
    await waitFor(() => expect(replyField(view)).toHaveValue(''));
  },
};

export const ReplySending: Story = {
  parameters: { msw: { handlers: chatHandlers(http.post('*/api/chat/conversations/:id/messages', never)) } },
  play: async ({ canvasElement, userEvent }) => {
    const view = await conversation(within(canvasElement));
    await userEvent.type(replyField(view), 'On its way');
    await userEvent.click(view.getByRole('button', { name: 'Send' }));
    await expect(await view.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** Another admin closed it a moment ago: the server's answer says so. */
export const ReplyRefusedClosed: Story = {
  parameters: { msw: { handlers: chatHandlers(http.post('*/api/chat/conversations/:id/messages', () => refusal(409, CHAT_MESSAGES.closed))) } },
  play: async ({ canvasElement, userEvent }) => {
    const view = await conversation(within(canvasElement));
    await userEvent.type(replyField(view), 'Hello{Enter}');
    await expect(await view.findByText(CHAT_MESSAGES.closed)).toBeVisible();
    await expect(replyField(view)).toHaveValue('Hello');
  },
};

/** HTML is refused before anything is sent; the server's refusal of the text shows under the box too. */
export const ReplyInvalid: Story = {
  parameters: {
    msw: {
      handlers: chatHandlers(
        http.post('*/api/chat/conversations/:id/messages', () => refusal(400, 'Validation failed', [{ field: 'text', message: CHAT_MESSAGES.badLink }])),
      ),
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const view = await conversation(within(canvasElement));
    await userEvent.click(view.getByRole('button', { name: 'Send' }));
    await expect(await view.findByText(CHAT_MESSAGES.emptyText)).toBeVisible();
    await userEvent.type(replyField(view), '<b>bold</b>');
    await userEvent.keyboard('{Enter}');
    await expect(await view.findByText(CHAT_MESSAGES.noHtml)).toBeVisible();
    await expect(replyField(view)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(replyField(view));
    await userEvent.type(replyField(view), 'plain words{Enter}');
    await expect(await view.findByText(CHAT_MESSAGES.badLink)).toBeVisible();
  },
};

/** Closed: a note and Reopen instead of the reply box; reopening brings the box back. */
export const Closed: Story = {
  parameters: at(AISHA),
  play: async ({ canvasElement, userEvent }) => {
    const view = within(await within(canvasElement).findByRole('region', { name: 'Dr. Aisha Rahman' }));
    await expect(view.getByText(CLOSED_NOTE)).toBeVisible();
    await expect(view.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    await expect(view.getByTestId('visitor-facts')).toHaveTextContent('Not on the site');
    await userEvent.click(view.getByRole('button', { name: 'Reopen' }));
    await expect(await view.findByRole('textbox', { name: 'Your reply' })).toBeVisible();
  },
};

/** Block asks first (the shared confirm dialog); a blocked conversation says so and offers to lift the block. */
export const Block: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const view = await conversation(within(canvasElement));
    await userEvent.click(view.getByRole('button', { name: 'Block' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: BLOCK_TITLE }));
    await waitFor(() => expect(dialog.getByText(BLOCK_MESSAGE)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await expect(await view.findByText(BLOCKED_NOTE)).toBeVisible();
    await expect(view.getByRole('button', { name: 'Lift block' })).toBeVisible();
    await expect(view.queryByRole('button', { name: 'Reopen' })).toBeNull();
  },
};

/** Given to another admin: the list says who has it. */
export const Assign: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const view = await conversation(canvas);
    const select = view.getByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.selectOptions(select, option.value);
    await waitFor(() => expect(canvas.getAllByTestId('conversation-row')[0]).toHaveTextContent(`Assigned to ${option.text}`));
  },
};

/** Live: the visitor types, then writes; the message shows in the open conversation without a reload. */
export const VisitorWritesLive: Story = {
  play: async ({ canvasElement }) => {
    const view = await conversation(within(canvasElement));
    await waitFor(() => expect(messages(view)).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 300));
    broadcast({ event: 'typing', data: { conversationId: LENA, by: 'visitor' } });
    await expect(await view.findByText('Dr. Lena Fischer is typing…')).toBeVisible();
    visitorWrites(LENA, 'Also: is 8 mm enough for a 4.1 x 8 mm BLX?');
    await waitFor(() => expect(messages(view)).toHaveLength(3));
    await expect(view.queryByText('Dr. Lena Fischer is typing…')).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: at('665000000000000000000fff'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(CONVERSATION_GONE)).toBeVisible();
  },
};

/** Typing tells the visitor a planner is typing, at most once every few seconds however fast the planner types. */
let typingCalls = 0;
export const TypingSentSparingly: Story = {
  beforeEach: () => {
    resetConversations();
    typingCalls = 0;
  },
  parameters: {
    msw: {
      handlers: chatHandlers(
        http.post('*/api/chat/conversations/:id/typing', () => {
          typingCalls++;
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const view = await conversation(within(canvasElement));
    await userEvent.type(replyField(view), 'A reply typed quickly.');
    await waitFor(() => expect(typingCalls).toBe(1));
    await new Promise((r) => setTimeout(r, 500));
    await expect(typingCalls).toBe(1);
  },
};
