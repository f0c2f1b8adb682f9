// The chat's panel and what keeps it current (use-visitor-chat.ts): the lazily loaded part of the chat button.
// It stays mounted once loaded, so the stream and the conversation carry on while the panel is closed.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { CHAT_MESSAGES } from '@shared/contract/chat';
import { useVisitorChat } from './use-visitor-chat';
import { ChatDetailsForm } from './chat-details-form';
import { ChatConversationView } from './chat-conversation-view';
import { ChatAnnouncer } from './chat-announcer';
import { useChatAnswer, useChatTexts } from './chat-widget-texts';

export interface ChatWidgetProps {
  /** The panel's id (the button's aria-controls). */
  id: string;
  open: boolean;
  resumeToken?: string;
  onClose(): void;
}

export function ChatWidget({ id, open, resumeToken, onClose }: ChatWidgetProps) {
  const texts = useChatTexts();
  const said = useChatAnswer();
  const chat = useVisitorChat({ open, resumeToken });
  const panel = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  // Opening moves the focus into the panel: its first field, or the message box of a conversation.
  useEffect(() => {
    if (!open || chat.phase === 'loading') return;
    const target = panel.current?.querySelector<HTMLElement>('[data-chat-autofocus]') ?? panel.current;
    target?.focus();
    // Only when the panel opens or its content changes kind: not on every message.
  }, [open, chat.phase]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onClose();
  };

  return (
    <>
      <ChatAnnouncer arrived={chat.state.arrived} />
      {open && (
        <div ref={panel} id={id} role="dialog" aria-labelledby={titleId} tabIndex={-1} className="chat-widget-panel card shadow" onKeyDown={onKeyDown}>
          <div className="card-header d-flex align-items-center gap-2">
            <h2 id={titleId} className="h6 mb-0 flex-grow-1">
              {texts.title}
            </h2>
            <button type="button" className="btn-close" aria-label={texts.close} onClick={onClose} />
          </div>
          <div className="chat-widget-body">
            {!chat.online && chat.phase !== 'off' && <p className="alert alert-info small m-2 mb-0 p-2">{said(CHAT_MESSAGES.offlineNotice)}</p>}
            {chat.phase === 'loading' && (
              <p className="p-3 mb-0" role="status">
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                {texts.loading}
              </p>
            )}
            {chat.phase === 'off' && <p className="p-3 mb-0">{said(CHAT_MESSAGES.off)}</p>}
            {chat.phase === 'failed' && (
              <div className="p-3" role="alert">
                <p>{texts.loadFailed}</p>
                <button type="button" className="btn btn-outline-primary btn-sm" data-chat-autofocus onClick={chat.retry}>
                  {texts.retry}
                </button>
              </div>
            )}
            {chat.phase === 'details' && <ChatDetailsForm notice={chat.notice} onStart={chat.start} />}
            {chat.phase === 'conversation' && <ChatConversationView chat={chat} />}
          </div>
        </div>
      )}
    </>
  );
}
