// The visitor's chat calls, through the one typed client. They are not RTK Query endpoints: the conversation is
// one record that the event stream keeps changing, held by the widget's reducer (chat-state.ts), and nothing else on
// the page reads it. Each call resolves with the envelope's data or throws the client's ApiError.
import type { components } from '@shared/contract/schema';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

/** The stream's address: the event-stream reader takes it as it is (relative to the page). */
export const VISITOR_EVENTS_URL = '/api/chat/visitor/events';

const dataOf = async <T>(call: Promise<{ data?: { data: T } }>): Promise<T> => (await call).data!.data;

export const chatVisitorApi = {
  availability: () => dataOf<S['ChatAvailability']>(apiClient.GET('/chat/availability')),
  start: (body: S['ChatStartInput']) => dataOf<S['ChatVisitorConversation']>(apiClient.POST('/chat/visitor/conversation', { body })),
  conversation: () => dataOf<S['ChatVisitorConversation']>(apiClient.GET('/chat/visitor/conversation')),
  resume: (token: string) => dataOf<S['ChatVisitorConversation']>(apiClient.POST('/chat/visitor/resume', { body: { token } })),
  send: (text: string) => dataOf<S['ChatMessage']>(apiClient.POST('/chat/visitor/messages', { body: { text } })),
  read: async (upTo: string) => void (await apiClient.POST('/chat/visitor/read', { body: { upTo } })),
  typing: async () => void (await apiClient.POST('/chat/visitor/typing')),
  transcript: async () => (await apiClient.POST('/chat/visitor/transcript')).data?.message,
};
