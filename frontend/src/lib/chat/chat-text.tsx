// A chat message's text as the page shows it: text nodes and http(s) links, never HTML (the rule is
// chatTextParts in shared/contract/chat.ts, which the server's refusals follow too).
import { chatTextParts } from '@shared/contract/chat';

export function ChatText({ text }: { text: string }) {
  return (
    <>
      {chatTextParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
