// The Conversations screen's reads (openapi.yaml, tag Chat). The team's stream (use-team-stream.ts) and the writes'
// answers keep these caches current through chat-sync.ts, so nothing is fetched again on a timer. Their one tag,
// 'Chat', is invalidated only when the stream connects without a cursor (it starts from now): what happened before
// it connected is read again.
import type { components } from '@shared/contract/schema';
import type { ChatConversationDetail, ChatSummary } from '@shared/contract/chat';
import { api, fromEnvelope, toApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';
import type { ChatList, ChatListState } from './chat-cache';

export type ChatAuthorOption = components['schemas']['ArticleAuthorOption'];

/** The list reads this many conversations a page. */
export const CONVERSATIONS_PAGE_SIZE = 20;

export interface ChatListArgs {
  state: ChatListState;
  page: number;
}

export const conversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listChatConversations: build.query<ChatList, ChatListArgs>({
      providesTags: ['Chat'],
      queryFn: async ({ state, page }) => {
        try {
          const { data } = await apiClient.GET('/chat/conversations', { params: { query: { state, page, limit: CONVERSATIONS_PAGE_SIZE } } });
          return { data: { items: data!.data, pagination: data!.pagination } };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
    }),
    getChatSummary: build.query<ChatSummary, void>({
      providesTags: ['Chat'],
      queryFn: () => fromEnvelope(apiClient.GET('/chat/summary')),
    }),
    getChatConversationForTeam: build.query<ChatConversationDetail, string>({
      providesTags: ['Chat'],
      queryFn: (id) => fromEnvelope(apiClient.GET('/chat/conversations/{id}', { params: { path: { id } } })),
    }),
    /** The admins a conversation can be given to: the same list the article editor names authors from. */
    listChatAssignees: build.query<ChatAuthorOption[], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/articles/authors')),
    }),
  }),
});

export const { useListChatConversationsQuery, useGetChatSummaryQuery, useGetChatConversationForTeamQuery, useListChatAssigneesQuery } = conversationsApi;
