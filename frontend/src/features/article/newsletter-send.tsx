import { useId, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { NEWSLETTER_MESSAGES } from '@shared/contract/newsletter';
import { noAnswer, serverMessageOr, type ApiErrorShape } from '@/app/api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format/date-time';
import type { Article } from './article-api';
import { useGetArticleNewsletterQuery, useSendArticleNewsletterMutation, type NewsletterSend } from './newsletter-send-api';

/** How often the dialog asks how a running send stands. */
export const SEND_POLL_MS = 2000;

const subscribers = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;

export const SEND_TEXTS = {
  button: 'Send to subscribers',
  title: 'Send to subscribers',
  notSaved: 'Save the article first: only a saved, published article can be sent to the subscribers.',
  notPublished: `${NEWSLETTER_MESSAGES.notPublished}: publish it and save it first.`,
  loading: 'Checking who has had this article...',
  loadFailed: 'Could not read how the sending of this article stands',
  confirm: (title: string, audience: number) => `Send “${title}” to ${audience} confirmed ${audience === 1 ? 'subscriber' : 'subscribers'}?`,
  sentBefore: (sent: number, on: string, audience: number) =>
    `It was sent to ${subscribers(sent)} on ${on}; only the ${audience} who ${audience === 1 ? 'has' : 'have'} not had it will get it.`,
  nobodyLeft: `${NEWSLETTER_MESSAGES.nobodyLeft}.`,
  noSubscribers: 'There are no confirmed subscribers to send it to yet.',
  send: 'Send',
  sending: 'Sending...',
  progressLabel: 'Emails sent so far',
  sent: (sent: number) => `Sent to ${subscribers(sent)}.`,
  failed: (failed: number) => `${failed} could not be sent: see the emails in the Inbox.`,
  offline: 'The server did not answer: the article was not sent. Try again.',
  close: 'Close',
  cancel: 'Cancel',
} as const;

/** Sent, failed and left: what a send has done so far, in numbers and as a bar. */
function SendProgress({ state }: { state: NewsletterSend }) {
  const { total, sent, failed, left } = state;
  const pct = (n: number) => `${total ? (n / total) * 100 : 0}%`;
  return (
    <>
      <div
        className="progress-stacked mb-2"
        role="progressbar"
        aria-label={SEND_TEXTS.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={sent + failed}
        aria-valuetext={`${sent + failed} of ${total}`}
      >
        <div className="progress" style={{ width: pct(sent) }}>
          <div className="progress-bar bg-success" />
        </div>
        <div className="progress" style={{ width: pct(failed) }}>
          <div className="progress-bar bg-danger" />
        </div>
      </div>
      <ul className="list-inline small mb-0" data-testid="send-counts">
        <li className="list-inline-item">Sent: {sent}</li>
        <li className="list-inline-item">Failed: {failed}</li>
        <li className="list-inline-item">Left: {left}</li>
      </ul>
    </>
  );
}

/** What the dialog shows of the send as it stands: ask to send, its progress, its result, or that there is none to send to. */
function SendState({ article, state, watched }: { article: Article; state: NewsletterSend; watched: boolean }) {
  if (state.status === 'sending') return <SendProgress state={state} />;
  if (state.status === 'done' && watched)
    return (
      <div role="status">
        <p className="mb-2">{SEND_TEXTS.sent(state.sent)}</p>
        {state.failed > 0 && (
          <Alert variant="warning" className="mb-0">
            {SEND_TEXTS.failed(state.failed)}
          </Alert>
        )}
      </div>
    );
  const before =
    state.status === 'done' && state.sent > 0 ? SEND_TEXTS.sentBefore(state.sent, formatDateTime(state.finishedAt ?? state.startedAt), state.audience) : '';
  if (state.audience === 0)
    return (
      <>
        <p className="mb-0">{state.status === 'never' ? SEND_TEXTS.noSubscribers : SEND_TEXTS.nobodyLeft}</p>
        {state.status === 'done' && <p className="mt-2 mb-0 text-body-secondary">{SEND_TEXTS.sent(state.sent)}</p>}
      </>
    );
  return (
    <>
      <p className="mb-0">{SEND_TEXTS.confirm(article.title, state.audience)}</p>
      {before && <p className="mt-2 mb-0">{before}</p>}
    </>
  );
}

interface SendDialogProps {
  article: Article;
  show: boolean;
  onHide: () => void;
}

/** The send's dialog: its state is read when it opens, and every SEND_POLL_MS while a send runs. */
function SendDialog({ article, show, onHide }: SendDialogProps) {
  const [polling, setPolling] = useState(false);
  const query = useGetArticleNewsletterQuery(article._id, { skip: !show, pollingInterval: polling ? SEND_POLL_MS : 0, refetchOnMountOrArgChange: true });
  const [send, sending] = useSendArticleNewsletterMutation();
  const [error, setError] = useState('');
  // True once this opening started a send or saw one run: its end shows as a result, not as a new question.
  const [watched, setWatched] = useState(false);
  const [wasShown, setWasShown] = useState(show);
  if (show !== wasShown) {
    setWasShown(show);
    if (show) {
      setWatched(false);
      setError('');
    }
  }
  const state = query.data;
  const running = state?.status === 'sending';
  if (running !== polling) setPolling(running);
  if (running && !watched) setWatched(true);

  const start = async () => {
    setError('');
    const result = await send(article._id);
    if (!('error' in result)) return setWatched(true);
    const refused = result.error as ApiErrorShape;
    setError(noAnswer(refused) ? SEND_TEXTS.offline : serverMessageOr(refused, SEND_TEXTS.offline));
    // A send started elsewhere, or every subscriber served meanwhile: the dialog shows how it stands now.
    if (refused.status === 409) void query.refetch();
  };

  const askable = !!state && state.status !== 'sending' && !(state.status === 'done' && watched) && state.audience > 0;
  const body =
    !state && query.isError ? (
      <Alert variant="danger" className="mb-0">
        {SEND_TEXTS.loadFailed}: {serverMessageOr(query.error, 'the server did not answer')}
      </Alert>
    ) : !state ? (
      <p className="mb-0 d-flex align-items-center gap-2">
        <Spinner size="sm" aria-hidden="true" />
        {SEND_TEXTS.loading}
      </p>
    ) : (
      <SendState article={article} state={state} watched={watched} />
    );

  return (
    <ConfirmDialog
      show={show}
      title={SEND_TEXTS.title}
      variant="info"
      message={
        <>
          {error && (
            <Alert variant="danger" className="mb-3">
              {error}
            </Alert>
          )}
          {body}
        </>
      }
      confirmLabel={sending.isLoading ? SEND_TEXTS.sending : SEND_TEXTS.send}
      cancelLabel={askable ? SEND_TEXTS.cancel : SEND_TEXTS.close}
      busy={sending.isLoading}
      onConfirm={askable ? () => void start() : undefined}
      onCancel={onHide}
    />
  );
}

/**
 * 'Send to subscribers' for the article the editor last saved: enabled once it is saved and published (else the
 * reason shows beside it), opening the send's dialog. The dialog may be closed while a send runs, and shows its
 * progress again when opened.
 */
export function SendToSubscribers({ article }: { article: Article | undefined }) {
  const reasonId = useId();
  const [show, setShow] = useState(false);
  const reason = !article ? SEND_TEXTS.notSaved : !article.isActive ? SEND_TEXTS.notPublished : '';
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Button variant="outline-primary" disabled={!!reason} aria-describedby={reason ? reasonId : undefined} onClick={() => setShow(true)}>
        {SEND_TEXTS.button}
      </Button>
      {reason && (
        <Form.Text id={reasonId} className="mt-0">
          {reason}
        </Form.Text>
      )}
      {article && <SendDialog article={article} show={show} onHide={() => setShow(false)} />}
    </div>
  );
}
