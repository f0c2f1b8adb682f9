// The chat's button on every public page while the chat is on: an island whose own code is this button. The
// conversation's code (chat-widget.tsx, the panel, the stream) is a chunk of its own that loads when the button is
// pressed, or at once when the page carries an email's "continue the conversation" link or the visitor left the
// panel open on the page before.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CHAT_RESUME_PARAM } from '@shared/contract/chat';
import { readChatFlag } from './chat-flag';
import { useChatTexts } from './chat-widget-texts';

const ChatWidget = lazy(async () => ({ default: (await import('./chat-widget')).ChatWidget }));

/** The `?chat=<token>` of the page's address, taken out of it (the address bar and history keep no token). */
function takeResumeToken(): string | undefined {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(CHAT_RESUME_PARAM) ?? undefined;
  if (token === undefined) return undefined;
  url.searchParams.delete(CHAT_RESUME_PARAM);
  window.history.replaceState(window.history.state, '', url);
  return token || undefined;
}

export function ChatButton() {
  const texts = useChatTexts();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Nothing of the widget before the page is live: the server's HTML and the first render in the browser are the button.
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [resumeToken, setResumeToken] = useState<string>();

  useEffect(() => {
    const token = takeResumeToken();
    if (!token && !readChatFlag()?.open) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what the address and storage ask for is known only in the browser
    setResumeToken(token);
    setLoaded(true);
    setOpen(true);
  }, []);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="chat-widget">
      {loaded && (
        <Suspense fallback={null}>
          <ChatWidget id={panelId} open={open} resumeToken={resumeToken} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        className="btn btn-primary chat-widget-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setLoaded(true);
          if (open) close();
          else setOpen(true);
        }}
      >
        <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M2.7 13.3 2 16l3.2-1.6c.9.4 1.8.6 2.8.6 4.4 0 8-3.1 8-7S12.4 1 8 1 0 4.1 0 8c0 2.1 1 4 2.7 5.3z" />
        </svg>
        <span>{texts.button}</span>
      </button>
    </div>
  );
}
