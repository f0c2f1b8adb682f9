// The Conversations screen's writes (openapi.yaml, tag Chat). Each answer goes into the cached reads at once
// (chat-sync.ts); the team's stream brings the same change again, which changes nothing the second time.
import type { ChatConversation, ChatMessage } from '@shared/contract/chat';
import { api, fromEnvelope, toApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';
import { syncConversation, syncMessage, syncTeamRead } from './chat-sync';

/** For the calls that answer 204: no data, or the failure as components read it. */
const noContent = (call: Promise<unknown>) =>
  call.then(
    () => ({ data: null }),
    (e: unknown) => ({ error: toApiErrorShape(e) }),
  );

/** A write that answers the conversation's new summary puts it in the lists, the open conversation and the counts. */
const patchWithAnswer = async (
  _args: unknown,
  { dispatch, queryFulfilled }: { dispatch: (a: ReturnType<typeof syncConversation>) => unknown; queryFulfilled: Promise<{ data: ChatConversation }> },
) => {
  const answer = await queryFulfilled.catch(() => undefined);
  if (answer) dispatch(syncConversation(answer.data));
};

export const conversationWritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    replyChatConversation: build.mutation<ChatMessage, { id: string; text: string }>({
      queryFn: ({ id, text }) => fromEnvelope(apiClient.POST('/chat/conversations/{id}/messages', { params: { path: { id } }, body: { text } })),
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(syncMessage(answer.data));
      },
    }),
    markChatReadByTeam: build.mutation<null, { id: string; upTo: string }>({
      queryFn: ({ id, upTo }) => noContent(apiClient.POST('/chat/conversations/{id}/read', { params: { path: { id } }, body: { upTo } })),
      onQueryStarted: async ({ id, upTo }, { dispatch, queryFulfilled }) => {
        const marked = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (marked) dispatch(syncTeamRead(id, upTo));
      },
    }),
    sendChatTeamTyping: build.mutation<null, string>({
      queryFn: (id) => noContent(apiClient.POST('/chat/conversations/{id}/typing', { params: { path: { id } } })),
    }),
    assignChatConversation: build.mutation<ChatConversation, { id: string; adminId: string | null }>({
      queryFn: ({ id, adminId }) => fromEnvelope(apiClient.POST('/chat/conversations/{id}/assign', { params: { path: { id } }, body: { adminId } })),
      onQueryStarted: patchWithAnswer,
    }),
    closeChatConversation: build.mutation<ChatConversation, string>({
      queryFn: (id) => fromEnvelope(apiClient.POST('/chat/conversations/{id}/close', { params: { path: { id } } })),
      onQueryStarted: patchWithAnswer,
    }),
    reopenChatConversation: build.mutation<ChatConversation, string>({
      queryFn: (id) => fromEnvelope(apiClient.POST('/chat/conversations/{id}/reopen', { params: { path: { id } } })),
      onQueryStarted: patchWithAnswer,
    }),
    blockChatConversation: build.mutation<ChatConversation, { id: string; blocked: boolean }>({
      queryFn: ({ id, blocked }) => fromEnvelope(apiClient.POST('/chat/conversations/{id}/block', { params: { path: { id } }, body: { blocked } })),
      onQueryStarted: patchWithAnswer,
    }),
  }),
});

export const {
  useReplyChatConversationMutation,
  useMarkChatReadByTeamMutation,
  useSendChatTeamTypingMutation,
  useAssignChatConversationMutation,
  useCloseChatConversationMutation,
  useReopenChatConversationMutation,
  useBlockChatConversationMutation,
} = conversationWritesApi;
