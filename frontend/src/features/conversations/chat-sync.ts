// Puts one change of a conversation into every cached read of the Conversations screen: the list pages (each state's
// tab and page), the open conversation and the counts of the side menu and the tab title. The team's stream and the
// writes' answers both come through here (the rules themselves are chat-cache.ts).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ChatConversation, ChatConversationDetail, ChatMessage, ChatStreamEvent } from '@shared/contract/chat';
import type { RootState } from '@/app/store';
import { detailWithMessage, detailWithRead, detailWithSummary, placeInList, summaryWithMessage, withStatus } from './chat-cache';
import { conversationsApi } from './conversations-api';

export type ChatSync = ThunkAction<void, RootState, unknown, UnknownAction>;

const { util, endpoints } = conversationsApi;

/** The summary part of an open conversation (its messages and stream position left out). */
function summaryOf(d: ChatConversationDetail): ChatConversation {
  const { messages: _messages, lastEventId: _lastEventId, ...summary } = d;
  return summary;
}

/** What the page holds of a conversation now: the open one, else its row in any list page. */
function knownConversation(state: RootState, id: string): ChatConversation | undefined {
  const detail = endpoints.getChatConversationForTeam.select(id)(state).data;
  if (detail) return summaryOf(detail);
  for (const args of util.selectCachedArgsForQuery(state, 'listChatConversations')) {
    const row = endpoints.listChatConversations
      .select(args)(state)
      .data?.items.find((c) => c._id === id);
    if (row) return row;
  }
  return undefined;
}

let summaryTimer: ReturnType<typeof setTimeout> | undefined;
/** The counts are the server's to add up: read again (once for a burst of events) while something shows them. */
const refreshSummary = (): ChatSync => (dispatch, getState) => {
  if (endpoints.getChatSummary.select()(getState()).status === 'uninitialized') return;
  clearTimeout(summaryTimer);
  summaryTimer = setTimeout(() => void dispatch(endpoints.getChatSummary.initiate(undefined, { forceRefetch: true, subscribe: false })), 150);
};

/** The conversation's new summary, in every list page and the open conversation. */
export const syncConversation =
  (c: ChatConversation): ChatSync =>
  (dispatch, getState) => {
    for (const args of util.selectCachedArgsForQuery(getState(), 'listChatConversations'))
      dispatch(util.updateQueryData('listChatConversations', args, (list) => placeInList(list, args.state, args.page, c)));
    dispatch(util.updateQueryData('getChatConversationForTeam', c._id, (d) => detailWithSummary(d, c)));
    dispatch(refreshSummary());
  };

/** A new message: into the open conversation, and the conversation's row moves (a reply ends its waiting). */
export const syncMessage =
  (m: ChatMessage): ChatSync =>
  (dispatch, getState) => {
    const known = knownConversation(getState(), m.conversationId);
    dispatch(util.updateQueryData('getChatConversationForTeam', m.conversationId, (d) => detailWithMessage(d, m)));
    if (known) dispatch(syncConversation(summaryWithMessage(known, m)));
    else dispatch(refreshSummary());
  };

/** One event of the team's stream (typing is the screen's own: use-team-events.ts). */
export const syncEvent =
  (e: ChatStreamEvent): ChatSync =>
  (dispatch, getState) => {
    switch (e.event) {
      case 'message':
        dispatch(syncMessage(e.data.message));
        return;
      case 'conversation':
        dispatch(syncConversation(e.data.conversation));
        return;
      case 'read':
        dispatch(util.updateQueryData('getChatConversationForTeam', e.data.conversationId, (d) => detailWithRead(d, e.data)));
        dispatch(refreshSummary());
        return;
      case 'closed':
      case 'reopened': {
        const known = knownConversation(getState(), e.data.conversationId);
        if (known) dispatch(syncConversation(withStatus(known, e.event, e.data.at)));
        else dispatch(refreshSummary());
        return;
      }
      case 'typing':
        return;
    }
  };

/** The team read the visitor's messages up to `upTo` (this admin's mark, before the stream reports it). */
export const syncTeamRead =
  (id: string, upTo: string): ChatSync =>
  (dispatch, getState) => {
    dispatch(syncEvent({ event: 'read', data: { conversationId: id, by: 'team', upTo, at: new Date().toISOString() } }));
    const detail = endpoints.getChatConversationForTeam.select(id)(getState()).data;
    if (detail) dispatch(syncConversation(summaryOf(detail)));
  };
