// The visitor's chat calls as the widget's stories answer them: a small server over one conversation, typed from
// the contract, with a knob for each state a story shows (offline, a refused send, a stream that says something).
import { delay, http, HttpResponse, sse, type HttpHandler, type ServerSentEventMessage } from 'msw';
import type { ChatEventData, ChatMessage, ChatStreamEvent, ChatVisitorConversation } from '@shared/contract/chat';
import { CHAT_MESSAGES } from '@shared/contract/chat';
import type { components } from '@shared/contract/schema';

type S = components['schemas'];
type EventMap = { [K in keyof ChatEventData]: ChatEventData[K] };

export const CONVERSATION_ID = '665000000000000000000e11';
export const PLANNER = 'Maya Chen';
/** The token of the email's link that the stories' server accepts. */
export const RESUME_TOKEN = `${'665000000000000000000e11'}.1.c3Rvcnk`;
const at = (minute: number) => `2026-11-29T10:${String(minute).padStart(2, '0')}:00.000Z`;

export const visitorMessage = (n: number, text: string, seenAt?: string): ChatMessage => ({
  _id: `665000000000000000000e${20 + n}`,
  conversationId: CONVERSATION_ID,
  author: 'visitor',
  authorName: 'Dr. Lena Fischer',
  text,
  createdAt: at(n),
  ...(seenAt ? { seenAt } : {}),
});

export const teamMessage = (n: number, text: string): ChatMessage => ({
  _id: `665000000000000000000e${20 + n}`,
  conversationId: CONVERSATION_ID,
  author: 'team',
  authorName: PLANNER,
  text,
  createdAt: at(n),
});

export const aConversation = (messages: ChatMessage[], over: Partial<ChatVisitorConversation> = {}): ChatVisitorConversation => ({
  _id: CONVERSATION_ID,
  visitorName: 'Dr. Lena Fischer',
  visitorEmail: 'lena.fischer@alpine-dental.example',
  status: 'open',
  messages,
  lastEventId: String(messages.length),
  createdAt: messages[0]?.createdAt ?? at(0),
  ...over,
});

/** What a story's server does; everything left out answers as a working server would. */
export interface ChatStoryServer {
  online?: boolean;
  /** The conversation the visitor's cookie names (GET), if any. */
  conversation?: ChatVisitorConversation;
  /** Answers the GET instead (a failure). */
  conversationAnswer?: () => Response | Promise<Response>;
  /** Answers a start instead of storing it. */
  startAnswer?: () => Response | Promise<Response>;
  /** Answers a message instead of storing it. */
  sendAnswer?: () => Response | Promise<Response>;
  /** Events the stream sends once open, each after its delay (ms). */
  stream?: { after: number; event: ChatStreamEvent }[];
  /** The stream fails at once, again and again. */
  streamFails?: boolean;
  /** Every body sent, by path, for the play functions to check. */
  calls?: { path: string; body?: unknown }[];
}

const ok = <T>(data: T, status = 200) => HttpResponse.json({ success: true as const, data }, { status });
const refused = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status });

export const tooMany = () => refused(429, CHAT_MESSAGES.tooManyMessages);
export const blocked = () => refused(403, CHAT_MESSAGES.blocked);
export const broken = () => refused(500, 'Internal server error');
export const never = () => delay('infinite').then(() => new Response());

export function chatStoryHandlers(server: ChatStoryServer = {}): HttpHandler[] {
  let conversation = server.conversation;
  const note = async (request: Request) => {
    const text = await request.text();
    server.calls?.push({ path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined });
  };
  return [
    http.get('*/api/chat/availability', () => ok<S['ChatAvailability']>({ enabled: true, online: server.online ?? true })),
    http.get('*/api/chat/visitor/conversation', () => {
      const answer = server.conversationAnswer;
      if (answer) return answer();
      return conversation ? ok(conversation) : refused(401, CHAT_MESSAGES.noConversation, [{ field: 'novaguide_chat', message: CHAT_MESSAGES.noConversation }]);
    }),
    http.post('*/api/chat/visitor/conversation', async ({ request }) => {
      const body = (await request.clone().json()) as S['ChatStartInput'];
      await note(request);
      const answer = server.startAnswer;
      if (answer) return answer();
      if (body.website) return refused(400, CHAT_MESSAGES.honeypot, [{ field: 'website', message: CHAT_MESSAGES.honeypot }]);
      conversation = aConversation([{ ...visitorMessage(1, body.message), authorName: body.name }], { visitorName: body.name, visitorEmail: body.email });
      return ok(conversation, 201);
    }),
    http.post('*/api/chat/visitor/resume', async ({ request }) => {
      const { token } = (await request.clone().json()) as S['ChatResumeInput'];
      await note(request);
      if (token !== RESUME_TOKEN || !conversation) return refused(400, CHAT_MESSAGES.resumeInvalid, [{ field: 'token', message: CHAT_MESSAGES.resumeInvalid }]);
      return ok(conversation);
    }),
    http.post('*/api/chat/visitor/messages', async ({ request }) => {
      const { text } = (await request.clone().json()) as S['ChatMessageInput'];
      await note(request);
      const answer = server.sendAnswer;
      if (answer) return answer();
      const message = visitorMessage((conversation?.messages.length ?? 0) + 1, text);
      if (conversation) conversation = { ...conversation, messages: [...conversation.messages, message] };
      return ok(message, 201);
    }),
    http.post('*/api/chat/visitor/read', async ({ request }) => {
      await note(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/chat/visitor/typing', async ({ request }) => {
      await note(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/chat/visitor/transcript', () => HttpResponse.json({ success: true, message: CHAT_MESSAGES.transcriptQueued }, { status: 202 })),
    sse<EventMap>('*/api/chat/visitor/events', ({ client }) => {
      if (server.streamFails) return client.error();
      for (const { after, event } of server.stream ?? []) setTimeout(() => client.send(event as ServerSentEventMessage<EventMap>), after);
    }),
  ];
}
