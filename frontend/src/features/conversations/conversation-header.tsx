import { useEffect, useState } from 'react';
import type { ChatConversation } from '@shared/contract/chat';
import { AssignSelect } from './assign-select';
import { visitorLocalTime } from './chat-format';
import { ConversationActions } from './conversation-actions';

/** The visitor's clock, read again each minute. */
function useVisitorTime(timeZone: string | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return visitorLocalTime(timeZone, now);
}

/** Who the visitor is, where they started, their local time and whether they are on the site now; then the conversation's controls. */
export function ConversationHeader({ conversation: c }: { conversation: ChatConversation }) {
  const localTime = useVisitorTime(c.timeZone);
  return (
    <div className="d-flex flex-wrap justify-content-between gap-3">
      <div>
        <h2 id="conversation-title" className="h5 mb-1">
          {c.visitorName}
        </h2>
        <p className="small mb-1">
          <a href={`mailto:${c.visitorEmail}`}>{c.visitorEmail}</a>
        </p>
        <p className="small text-body-secondary mb-0" data-testid="visitor-facts">
          <span className="d-inline-flex align-items-center gap-1">
            <span
              aria-hidden="true"
              className={`d-inline-block rounded-circle ${c.visitorOnline ? 'bg-success' : 'bg-secondary'}`}
              style={{ width: '0.6em', height: '0.6em' }}
            />
            {c.visitorOnline ? 'Online now' : 'Not on the site'}
          </span>
          {' · '}started on {c.page}
          {localTime && ` · ${localTime}`}
          {c.blocked && ' · Blocked'}
        </p>
      </div>
      <div className="d-flex flex-wrap align-items-start gap-2">
        <AssignSelect conversation={c} />
        <ConversationActions conversation={c} />
      </div>
    </div>
  );
}
