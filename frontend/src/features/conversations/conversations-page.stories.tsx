import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { CHAT_CONVERSATION_IDS } from '@shared/demo-content/ids';
import { readToken } from '@/lib/api/session-memory';
import { EMPTY_TEXT } from './conversation-list-page';
import { ConversationsPage, NONE_CHOSEN } from './conversations-page';
import { WithTeamStream } from './conversations-story-frame';
import { chatHandlers, demoConversations, never, refusal, resetConversations, visitorWrites } from './conversations-story-kit';

const meta = {
  title: 'Admin/Conversations',
  component: ConversationsPage,
  beforeEach: () => resetConversations(),
  decorators: [(Story) => <WithTeamStream>{Story()}</WithTeamStream>],
  parameters: {
    signedInAs: 'super_admin',
    route: { path: '/admin/conversations', pattern: '/admin/conversations/:id?' },
    msw: { handlers: chatHandlers() },
  },
} satisfies Meta<typeof ConversationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rows = (canvas: Canvas) => canvas.queryAllByTestId('conversation-row');
const demo = demoConversations();
const [lena, marco, aisha] = [CHAT_CONVERSATION_IDS.blxQuestion, CHAT_CONVERSATION_IDS.stlOnly, CHAT_CONVERSATION_IDS.sleeveClosed].map((id) =>
  demo.find((c) => c._id === id)!,
);

export const Loading: Story = {
  parameters: { msw: { handlers: chatHandlers(http.get('*/api/chat/conversations', never)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading conversations...');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: chatHandlers(http.get('*/api/chat/conversations', () => refusal(503, 'Service unavailable'))) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load conversations: Service unavailable');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Empty: Story = {
  beforeEach: () => resetConversations([]),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(EMPTY_TEXT.open)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Open (0)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Waiting (0)' }));
    await expect(await canvas.findByText(EMPTY_TEXT.waiting)).toBeVisible();
    await expect(canvas.getByText(NONE_CHOSEN)).toBeVisible();
  },
};

/** Newest activity first: who, where, the last message, its unread count and who has it; each state under its tab. */
export const Loaded: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(2));
    const [first, second] = rows(canvas);
    await expect(first).toHaveTextContent(lena.visitorName);
    await expect(first).toHaveTextContent(`on ${lena.page}`);
    await expect(first).toHaveTextContent('2 unread');
    await expect(first).toHaveTextContent('Unassigned');
    await expect(second).toHaveTextContent(marco.visitorName);
    await expect(second).toHaveTextContent(`Assigned to ${marco.assignedTo!.name}`);
    await expect(second).toHaveTextContent('1 unread');
    await expect(await canvas.findByRole('tab', { name: 'Open (2)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Closed (1)' }));
    await waitFor(() => expect(rows(canvas).at(-1)).toHaveTextContent(aisha.visitorName));
    await userEvent.click(canvas.getByRole('tab', { name: 'Waiting (2)' }));
    await expect(await canvas.findByRole('list', { name: 'Waiting conversations' })).toBeVisible();
  },
};

/** A visitor writes while the list is open: the team's stream moves their conversation up and counts it unread. */
export const VisitorMessageArrives: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(2));
    await expect(rows(canvas)[0]).toHaveTextContent(lena.visitorName);
    // The stream is open once the layout's hook connected; the visitor writes a moment later.
    await new Promise((r) => setTimeout(r, 300));
    visitorWrites(marco._id, 'One more thing: can you plan a full arch?');
    await waitFor(() => expect(rows(canvas)[0]).toHaveTextContent(marco.visitorName));
    await expect(rows(canvas)[0]).toHaveTextContent('One more thing: can you plan a full arch?');
    await waitFor(() => expect(rows(canvas)[0]).toHaveTextContent('2 unread'));
  },
};

/**
 * A visitor writes after the list was read but before the team's stream has connected (it connects late here): the
 * stream starts from now, so the screen reads the list again once it is open, and the message is not missed.
 */
export const MessageBeforeTheStreamConnects: Story = {
  parameters: { msw: { handlers: chatHandlers(http.get('*/api/chat/events', () => delay(800), { once: true })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(2));
    visitorWrites(marco._id, 'Written while the stream was still connecting');
    await waitFor(() => expect(rows(canvas)[0]).toHaveTextContent('Written while the stream was still connecting'), { timeout: 3000 });
    await expect(rows(canvas)[0]).toHaveTextContent(marco.visitorName);
  },
};

/**
 * The stream is refused once (the access token expired): a 401 ends a stream for good, so the message arriving
 * afterwards shows the session was renewed and the stream opened again with the new token.
 */
let refusedStreams = 0;
export const StreamRenewsTheSession: Story = {
  beforeEach: () => {
    resetConversations();
    refusedStreams = 0;
  },
  parameters: {
    msw: {
      handlers: chatHandlers(
        http.get(
          '*/api/chat/events',
          () => {
            refusedStreams++;
            return refusal(401, 'Token expired');
          },
          { once: true },
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(2));
    await waitFor(() => expect(refusedStreams).toBe(1));
    await new Promise((r) => setTimeout(r, 800));
    visitorWrites(marco._id, 'Still there?');
    await waitFor(() => expect(rows(canvas)[0]).toHaveTextContent('Still there?'));
    await expect(readToken()).not.toBeNull();
  },
};
