import { useState } from 'react';
import { CHAT_MESSAGES } from '@shared/contract/chat';
import type { useVisitorChat } from './use-visitor-chat';
import { ChatMessageList } from './chat-message-list';
import { ChatComposer } from './chat-composer';
import { useChatAnswer, useChatTexts } from './chat-widget-texts';

/** The conversation once it exists: its messages, the stream's state, the message box and the transcript button. */
export function ChatConversationView({ chat }: { chat: ReturnType<typeof useVisitorChat> }) {
  const texts = useChatTexts();
  const said = useChatAnswer();
  const { conversation, messages, teamTyping, stream } = chat.state;
  const [transcript, setTranscript] = useState<{ ok: boolean; text: string }>();
  const blocked = !!conversation?.blocked;
  return (
    <>
      {stream === 'reconnecting' && (
        <p className="small text-body-secondary px-3 py-1 mb-0 border-bottom" role="status">
          {texts.reconnecting}
        </p>
      )}
      <ChatMessageList messages={messages} teamTyping={teamTyping} lastVisitorId={chat.lastVisitor?._id} />
      {conversation?.status === 'closed' && !blocked && <p className="small px-3 py-1 mb-0">{texts.closed}</p>}
      {blocked ? (
        <p className="small fw-semibold px-3 py-2 mb-0 border-top" role="alert">
          {said(CHAT_MESSAGES.blocked)}
        </p>
      ) : (
        <ChatComposer onSend={chat.send} onTyping={chat.typing} />
      )}
      <div className="px-2 pb-2">
        <button type="button" className="btn btn-link btn-sm p-0" onClick={() => void chat.transcript().then(setTranscript)}>
          {texts.transcript}
        </button>
        {transcript && (
          <p role={transcript.ok ? 'status' : 'alert'} className="small mb-0">
            {said(transcript.text)}
          </p>
        )}
      </div>
    </>
  );
}
