import { useEffect, useRef } from 'react';
import { Alert } from 'react-bootstrap';
import type { PersonErasureReply } from './person-api';
import { erasedWords, filesPendingWords } from './person-words';

/** What an erasure removed, with the server's sentence; the heading takes the focus the closed dialog held. */
export function PersonErased({ email, reply }: { email: string; reply: PersonErasureReply }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="person-erased" data-testid="person-erased">
      <h3 id="person-erased" ref={heading} tabIndex={-1} className="h6">
        Erased {email}
      </h3>
      <Alert variant="success" className="mb-2">
        {reply.message}
      </Alert>
      <p className="mb-1">{erasedWords(reply.data.erased)}</p>
      {reply.data.filesPending > 0 && <p className="mb-0">{filesPendingWords(reply.data.filesPending)}</p>}
    </section>
  );
}
