import { Link, useSearchParams } from 'react-router-dom';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PAGE_RESULTS } from '@shared/contract/newsletter';
import { Island } from '@/app/island';
import { usePageTitle } from '@/app/page-title';
import type { LinkAction } from './newsletter-link-api';
import { isGoodResult, pageResult, useLinkPageTexts } from './newsletter-link-texts';
import { useServerAnswer } from '@/lib/i18n/server-answers';

/**
 * A page an email's link opens (NEWSLETTER_PAGES), by its address's query: `?done=` shows what a post without
 * script came to (the server's 303), `?token=` the button that makes the call, and neither that the link is
 * incomplete.
 */
function NewsletterLinkPage({ action }: { action: LinkAction }) {
  const words = useLinkPageTexts();
  const said = useServerAnswer();
  const texts = words.pages[action];
  usePageTitle(texts.heading);
  const [params] = useSearchParams();
  const result = pageResult(params.get('done'));
  const token = params.get('token');
  const shown = result
    ? { good: isGoodResult(result), text: NEWSLETTER_PAGE_RESULTS[result] }
    : token
      ? undefined
      : { good: false, text: NEWSLETTER_MESSAGES.tokenInvalid };
  return (
    <div className="container py-5" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-3">{texts.heading}</h1>
      {shown ? (
        <>
          <div className={`alert alert-${shown.good ? 'success' : 'warning'}`}>{said(shown.text)}</div>
          <Link to="/">{words.home}</Link>
        </>
      ) : (
        <>
          <p>{texts.ask}</p>
          <Island of="newsletter-link-form" action={action} token={token!} />
        </>
      )}
    </div>
  );
}

/** /newsletter/confirm?token= (the confirmation email's link). */
export function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />;
}

/** /newsletter/unsubscribe?token= (every newsletter email's unsubscribe link). */
export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
