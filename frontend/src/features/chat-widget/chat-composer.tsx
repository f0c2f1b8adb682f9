// The message box: at most 5,000 characters, the shared text rule checked before sending, the visitor's typing
// passed on (the hook sends it at most every few seconds), Enter to send and Shift+Enter for a new line.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_LIMITS } from '@shared/contract/chat';
import type { ChatFailure } from './use-visitor-chat';
import { useChatAnswer, useChatTexts } from './chat-widget-texts';

export function ChatComposer({ onSend, onTyping, disabled }: { onSend(text: string): Promise<ChatFailure | undefined>; onTyping(): void; disabled?: boolean }) {
  const texts = useChatTexts();
  const said = useChatAnswer();
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ChatFailure>();

  async function send(e?: FormEvent) {
    e?.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(undefined);
    const refused = await onSend(text);
    setSending(false);
    if (refused) setFailure(refused);
    else setText('');
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) void send(e);
  };

  return (
    <form noValidate onSubmit={send} className="chat-widget-composer p-2 border-top">
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {texts.message}
      </label>
      <div className="d-flex gap-2 align-items-end">
        <textarea
          id={`${id}-text`}
          name="text"
          rows={2}
          className={`form-control form-control-sm${failure?.field ? ' is-invalid' : ''}`}
          maxLength={CHAT_LIMITS.textMax}
          value={text}
          disabled={disabled}
          data-chat-autofocus
          aria-invalid={failure?.field ? true : undefined}
          aria-describedby={failure ? `${id}-problem` : undefined}
          onKeyDown={onKeyDown}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value) onTyping();
          }}
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled={sending || disabled}>
          {sending ? texts.sending : texts.send}
        </button>
      </div>
      {failure && (
        <div id={`${id}-problem`} role="alert" className="small fw-semibold text-danger-emphasis mt-1">
          {said(failure.text)}
          {failure.retry && (
            <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={() => void send()}>
              {texts.retry}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
