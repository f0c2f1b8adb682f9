// The chat's emails, written into the outbox like every other email (services/mail-outbox.ts): the team's alert for a
// visitor nobody answered, a reply for a visitor who had left (with the link that opens the conversation again), and
// the transcript a visitor asks for. Plain text, as the site's other emails.
import type { Knex } from 'knex';
import type { ChatMessage } from '@shared/contract/chat';
import { CHAT_RESUME_PARAM } from '@shared/contract/chat';
import type { OutgoingMail } from '@shared/contract/mail';
import type { Config } from '../../config';
import { outboxRowOf, outboxRows } from '../mail-outbox';

/** The chat's kinds of email (the Person search lists them among a person's emails). */
export type ChatMailKind = 'chat-alert' | 'chat-reply' | 'chat-transcript';

export interface ChatMail extends Omit<OutgoingMail, 'kind'> {
  kind: ChatMailKind;
}

/** Queues the conversation's emails (call it inside the write's transaction). */
export async function enqueueChatMails(db: Knex, config: Config, conversationId: string, mails: ChatMail[], now: string) {
  for (const mail of mails) await outboxRows(db).insert(outboxRowOf(config, { type: 'chat', id: conversationId }, mail as unknown as OutgoingMail, now));
}

const quote = (messages: readonly ChatMessage[]) =>
  messages.map((m) => `${m.authorName} (${m.createdAt.slice(0, 16).replace('T', ' ')} UTC):\n${m.text}`).join('\n\n');

/** The team's alert: a visitor's messages that no one has answered for `minutes` minutes. */
export function unansweredAlertMail(
  conversation: { _id: string; visitorName: string; visitorEmail: string; page: string },
  unanswered: readonly ChatMessage[],
  recipients: readonly string[],
  minutes: number,
  siteUrl: string,
): ChatMail {
  return {
    kind: 'chat-alert',
    to: [...recipients],
    subject: `Chat waiting for an answer: ${conversation.visitorName}`,
    text:
      `${conversation.visitorName} (${conversation.visitorEmail}) wrote in the chat from ${conversation.page} and has had no answer for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.\n\n` +
      `${quote(unanswered)}\n\nAnswer in Conversations: ${siteUrl}/admin/conversations/${conversation._id}\n`,
  };
}

/** A reply written after the visitor had left: the reply, and the link that opens the conversation again. */
export function replyMail(conversation: { visitorName: string; visitorEmail: string }, reply: ChatMessage, resumeToken: string, siteUrl: string): ChatMail {
  return {
    kind: 'chat-reply',
    to: [conversation.visitorEmail],
    subject: `${reply.authorName} answered your question`,
    text:
      `Dear ${conversation.visitorName},\n\n${reply.authorName} from the NovaGuide planning team answered you in the chat:\n\n${reply.text}\n\n` +
      `Continue the conversation: ${siteUrl}/?${CHAT_RESUME_PARAM}=${encodeURIComponent(resumeToken)}\n`,
  };
}

/** Every message of the conversation, for the visitor who asked for it. */
export function transcriptMail(conversation: { visitorName: string; visitorEmail: string }, messages: readonly ChatMessage[]): ChatMail {
  return {
    kind: 'chat-transcript',
    to: [conversation.visitorEmail],
    subject: 'Your conversation with the NovaGuide planning team',
    text: `Dear ${conversation.visitorName},\n\nHere is your conversation with our planning team, as you asked.\n\n${quote(messages)}\n`,
  };
}
