// The cookie banner of every public page while the site has a tracker that needs consent (ADR 0042): an island whose
// server HTML is the banner asking (no choice holds) or only its "Cookie settings" button. Fixed at the bottom of the
// viewport and in the HTML from the start, so nothing moves as the page loads; its buttons are real buttons, so a press
// before the island is live is held and replayed (lib/islands/wake.ts). Not a dialog: the page stays usable, and
// Escape does not dismiss it, since only a choice does.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConsentState } from '@shared/contract/consent';
import { ApiError } from '@/lib/api/client';
import { consentTexts } from '@/lib/i18n/catalogs';
import { useMessages, type Translate } from '@/lib/i18n/use-messages';
import { consentApi } from './consent-api';
import { ConsentPurposes, type Picks } from './consent-purposes';
import { applyConsent, type TrackerIds } from './trackers';

export interface ConsentBannerProps {
  /**
   * The visitor's choice that holds now (null: none, the banner asks), as the server rendered the page with it.
   * Left out where the app runs in the browser alone: the banner reads it (GET /consent) as it starts.
   */
  choice?: ConsentState | null;
  /** The settings' banner version, which a choice answers. */
  bannerVersion: number;
  /** The purposes the site's trackers serve (purposesInUse): only those are asked. */
  purposes: Picks;
  /** The trackers a choice may load at once (trackerIds). */
  trackers: TrackerIds;
}

const NONE: Picks = { analytics: false, marketing: false };
const picksOf = (choice: ConsentState | null | undefined): Picks => (choice ? { analytics: choice.analytics, marketing: choice.marketing } : NONE);

/** A refused choice in the page's language, by the server's status: 400 a banner changed since, 429 too many. */
const messageOf = (error: unknown, t: Translate<(typeof consentTexts)['en']>) =>
  error instanceof ApiError && error.status === 400 ? t('staleVersion') : error instanceof ApiError && error.status === 429 ? t('tooMany') : t('failed');

export function ConsentBanner({ choice: rendered, bannerVersion, purposes, trackers }: ConsentBannerProps) {
  const t = useMessages(consentTexts);
  const [choice, setChoice] = useState(rendered);
  const [open, setOpen] = useState(rendered === null);
  const [choosing, setChoosing] = useState(false);
  const [picks, setPicks] = useState(() => picksOf(rendered));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const settings = useRef<HTMLButtonElement>(null);
  /** Where the focus goes after the next render: into the banner as it reopens, to the button as it closes. */
  const focusNext = useRef<'banner' | 'settings'>(undefined);

  useEffect(() => {
    if (rendered !== undefined) return;
    let current = true;
    consentApi.current().then(
      (held) => {
        if (!current) return;
        setChoice(held);
        setPicks(picksOf(held));
        setOpen(!held);
        // Where the server did not render the page, it wrote none of the allowed tags either.
        if (held) applyConsent(held, trackers);
      },
      () => current && setOpen(true),
    );
    return () => void (current = false);
    // Read once, as the banner starts: the layout passes the same trackers on each of its renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rendered]);

  // Before the browser paints: the focus is where it belongs as soon as the banner opens or closes.
  useLayoutEffect(() => {
    const target = focusNext.current === 'banner' ? title.current : focusNext.current === 'settings' ? settings.current : null;
    focusNext.current = undefined;
    target?.focus();
  });

  const save = async (wanted: Picks) => {
    setSaving(true);
    setError(undefined);
    setStatus('');
    try {
      const given = await consentApi.give({
        analytics: wanted.analytics && purposes.analytics,
        marketing: wanted.marketing && purposes.marketing,
        bannerVersion,
      });
      applyConsent(given, trackers);
      setChoice(given);
      setPicks(picksOf(given));
      setOpen(false);
      setChoosing(false);
      setStatus(t('saved'));
      focusNext.current = 'settings';
    } catch (e) {
      setError(messageOf(e, t));
    } finally {
      setSaving(false);
    }
  };

  const reopen = () => {
    setPicks(picksOf(choice));
    setError(undefined);
    setStatus('');
    setOpen(true);
    focusNext.current = 'banner';
  };

  return (
    <div className="consent">
      {open && (
        <section className="consent-banner" aria-label={t('bannerLabel')}>
          <div className="consent-banner-inner">
            <h2 ref={title} tabIndex={-1} className="consent-banner-title">
              {t('bannerTitle')}
            </h2>
            <p className="consent-banner-text">{t('bannerText')}</p>
            {choosing && <ConsentPurposes purposes={purposes} picks={picks} onChange={setPicks} />}
            {error && (
              <div className="alert alert-danger py-1 px-2 mb-2" role="alert">
                {error}
              </div>
            )}
            <div className="consent-banner-actions">
              <button type="button" className="btn btn-primary btn-sm" disabled={saving} onClick={() => void save({ analytics: true, marketing: true })}>
                {t('acceptAll')}
              </button>
              <button type="button" className="btn btn-primary btn-sm" disabled={saving} onClick={() => void save(NONE)}>
                {t('rejectAll')}
              </button>
              {choosing ? (
                <button type="button" className="btn btn-outline-primary btn-sm" disabled={saving} onClick={() => void save(picks)}>
                  {t('saveChoices')}
                </button>
              ) : (
                <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setChoosing(true)}>
                  {t('choose')}
                </button>
              )}
            </div>
          </div>
        </section>
      )}
      <div className="consent-settings">
        <button ref={settings} type="button" className="btn btn-link btn-sm consent-settings-button" onClick={open ? () => title.current?.focus() : reopen}>
          {t('cookieSettings')}
        </button>
        <span role="status" className="visually-hidden">
          {status}
        </span>
      </div>
    </div>
  );
}
