// The team's stream (GET /chat/events) for the whole admin area: the layout opens it once, while any admin screen is
// open, which is what makes this admin "online" for the site's visitors. Its events go into the cached reads
// (chat-sync.ts); the screen listens for the ones no cache holds (a visitor typing) through onTeamEvent.
import { useEffect, useRef } from 'react';
import type { ChatStreamEvent } from '@shared/contract/chat';
import { api } from '@/app/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { openEventStream } from '@/lib/chat/event-stream';
import { readToken } from '@/lib/api/session-memory';
import { refreshSession } from '@/platform/auth/session-actions';
import { syncEvent } from './chat-sync';

export const TEAM_STREAM_URL = '/api/chat/events';

/** A stream refused again soon after a renewal is not renewed again: the server refuses it for another reason. */
const RENEW_AT_MOST_EVERY_MS = 60_000;
let renewedAt = 0;

type Listener = (e: ChatStreamEvent) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with each event of the team's stream until the returned function is called. */
export function onTeamEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Keeps the team's stream open while signed in. A 401 (the access token expired between two refreshes) renews the
 * session once; the new token opens the stream again from the last event it had, so nothing is missed. A connection
 * with no event to start after starts from now: the chat's reads are taken again once it is open, so a message
 * written between a screen's read and the stream's start is not missed either.
 */
export function useTeamStream() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.auth.token);
  const lastEventId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token) return;
    return openEventStream({
      url: TEAM_STREAM_URL,
      after: lastEventId.current,
      headers: (): Record<string, string> => {
        const current = readToken();
        return current ? { Authorization: `Bearer ${current}` } : {};
      },
      onEvent: (e) => {
        if (e.id !== undefined) lastEventId.current = e.id;
        dispatch(syncEvent(e));
        for (const listener of listeners) listener(e);
      },
      onStatus: (status, detail) => {
        if (status === 'open' && lastEventId.current === undefined) dispatch(api.util.invalidateTags(['Chat']));
        if (status !== 'closed' || detail?.httpStatus !== 401 || Date.now() - renewedAt < RENEW_AT_MOST_EVERY_MS) return;
        renewedAt = Date.now();
        void dispatch(refreshSession());
      },
    });
  }, [dispatch, token]);
}

/** The team's stream as an element, for the admin layout (it renders nothing). */
export function TeamStream() {
  useTeamStream();
  return null;
}
