import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { CHAT_LIMITS, chatTextProblem } from '@shared/contract/chat';
import type { ApiErrorShape } from '@/app/api';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { useReplyChatConversationMutation, useSendChatTeamTypingMutation } from './conversation-writes-api';

/** The visitor is told a planner is typing at most this often while one types. */
export const TYPING_EVERY_MS = 3000;

/** The reply box: Enter sends, Shift+Enter starts a new line; the text is checked as the server checks it before it goes. */
export function ReplyBox({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [reply, { isLoading }] = useReplyChatConversationMutation();
  const [sendTyping] = useSendChatTeamTypingMutation();
  const typingSentAt = useRef(0);

  const change = (value: string) => {
    setText(value);
    setFieldError(undefined);
    if (value.trim() && Date.now() - typingSentAt.current >= TYPING_EVERY_MS) {
      typingSentAt.current = Date.now();
      // Only a hint to the visitor: a failure is not worth a word.
      void sendTyping(conversationId);
    }
  };

  const send = async () => {
    if (isLoading) return;
    const problem = chatTextProblem(text);
    setFailure(undefined);
    if (problem) {
      setFieldError(problem);
      return;
    }
    try {
      await reply({ id: conversationId, text: text.trim() }).unwrap();
      setText('');
      typingSentAt.current = 0;
    } catch (e) {
      const error = e as ApiErrorShape;
      const forText = error.errors?.find((f) => f.field === 'text')?.message;
      if (forText) setFieldError(forText);
      else setFailure(error.message || 'The reply could not be sent.');
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Reply">
      {failure && (
        <Alert variant="danger" className="py-2">
          {failure}
        </Alert>
      )}
      <Form.Group controlId="chat-reply">
        <Form.Label className="visually-hidden">Your reply</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={text}
          maxLength={CHAT_LIMITS.textMax}
          readOnly={isLoading}
          placeholder="Write a reply…"
          {...invalidProps(fieldError, 'chat-reply-error', 'chat-reply-hint')}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <FieldError id="chat-reply-error" error={fieldError} />
      </Form.Group>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-2">
        <Form.Text id="chat-reply-hint" className={`mt-0 ${text.length >= CHAT_LIMITS.textMax ? 'text-danger' : ''}`.trim()}>
          Enter sends, Shift+Enter starts a new line. {text.length}/{CHAT_LIMITS.textMax} characters
        </Form.Text>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </Form>
  );
}
