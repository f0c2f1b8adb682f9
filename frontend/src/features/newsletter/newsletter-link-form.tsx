import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PAGES } from '@shared/contract/newsletter';
import { serverMessageOr, type ApiErrorShape } from '@/app/api';
import { useFollowNewsletterLinkMutation, type LinkAction } from './newsletter-link-api';
import { useLinkPageTexts } from './newsletter-link-texts';
import { useServerAnswer } from '@/lib/i18n/server-answers';

/** What the call came to; `final` when the link has done all it can (done, or refused for good). */
interface Outcome {
  tone: 'success' | 'warning' | 'danger';
  text: string;
  final: boolean;
}

/** The link's refusals: a token the server does not take (400), and one already used (410). */
const REFUSED: Record<number, string> = { 400: NEWSLETTER_MESSAGES.tokenInvalid, 410: NEWSLETTER_MESSAGES.tokenUsed };

/**
 * The button of a page an email's link opens (an island). Without script the browser posts the form to the page and
 * the server answers with the page's result (`?done=`); with it, the press makes the call and the server's words
 * show in place, taking the focus.
 */
export function NewsletterLinkForm({ action, token }: { action: LinkAction; token: string }) {
  const words = useLinkPageTexts();
  const said = useServerAnswer();
  const texts = words.pages[action];
  const [follow, { isLoading }] = useFollowNewsletterLinkMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) message.current?.focus();
  }, [outcome]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (isLoading) return;
    setOutcome(null);
    const result = await follow({ action, token });
    if (!('error' in result)) return setOutcome({ tone: 'success', text: result.data || texts.done, final: true });
    const error = result.error as ApiErrorShape;
    const refused = typeof error.status === 'number' ? REFUSED[error.status] : undefined;
    setOutcome({ tone: refused ? 'warning' : 'danger', text: serverMessageOr(error, refused ?? words.failed), final: !!refused });
  }

  return (
    <>
      <div aria-live="polite">
        {outcome && (
          <div ref={message} tabIndex={-1} className={`alert alert-${outcome.tone}`}>
            {said(outcome.text)}
          </div>
        )}
      </div>
      {outcome?.final ? (
        <a href="/">{words.home}</a>
      ) : (
        <form method="post" action={NEWSLETTER_PAGES[action]} onSubmit={onSubmit} aria-label={texts.heading}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {isLoading ? texts.busy : texts.button}
          </button>
        </form>
      )}
    </>
  );
}
