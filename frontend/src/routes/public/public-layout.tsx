import { Outlet } from 'react-router-dom';
import { deferred } from '@/components/ui/deferred';
import { asksConsent, bannerVersionOf, purposesInUse, trackerIds } from '@shared/contract/consent';
import { Island } from '@/app/island';
import { useRenderContext } from '@/features/consent-banner/render-context';
import { useGetHomepageSettingsQuery } from '@/platform/site-settings/site-settings-api';
import { SiteTheme } from '@/platform/site-settings/site-theme';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';

/** The footer is never on the first screen: its code loads just after the first paint. */
const SiteFooter = deferred(async () => (await import('@/features/footer/site-footer')).SiteFooter, 320);

export function PublicLayout() {
  const { data: settings } = useGetHomepageSettingsQuery();
  // The server knows the visitor's consent (entry-server.tsx); in the browser alone the banner reads it as it starts.
  const render = useRenderContext();
  return (
    <div className="d-flex flex-column min-vh-100">
      <SkipLink />
      <SiteTheme />
      <Island of="site-header" blogEnabled={!!settings?.features?.enableBlog} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1">
        <Outlet />
      </main>
      <SiteFooter />
      {settings && asksConsent(settings) && (
        <Island
          of="consent"
          {...(render ? { choice: render.consent } : {})}
          bannerVersion={bannerVersionOf(settings)}
          purposes={purposesInUse(settings)}
          trackers={trackerIds(settings)}
        />
      )}
      {settings?.features?.enableChat && <Island of="chat" />}
    </div>
  );
}
