import { useGetHomepageSettingsQuery } from '@/platform/site-settings/site-settings-api';
import { useDocumentTitle } from './render-report';

/** The home page's document title: the homepage settings' meta title (what Homepage Settings' SEO tab edits). */
export function useHomeTitle() {
  const { data: settings } = useGetHomepageSettingsQuery();
  useDocumentTitle(settings?.metaTitle);
}

/**
 * A public page's document title (WCAG 2.4.2): '{page} | {site name}', the site name from the homepage settings
 * (their meta title where it is blank). `page` is undefined while the page does not know its name yet (its data
 * loading); without settings the page's name stands alone.
 */
export function usePageTitle(page: string | undefined) {
  const { data: settings, isLoading } = useGetHomepageSettingsQuery();
  const site = settings?.siteName?.trim() || settings?.metaTitle?.trim();
  useDocumentTitle(page && (site ? `${page} | ${site}` : isLoading ? undefined : page));
}
