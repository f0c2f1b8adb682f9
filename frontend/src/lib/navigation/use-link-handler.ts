import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePreviewFrame } from '@/lib/preview/preview-frame';
import { linkTarget, scrollToSection, SECTION_FALLBACK_ROUTES, type NavPathOptions } from './link-target';

/**
 * Follows a content link: sections scroll (going home first when needed), external links leave, others route. A
 * section the home page does not show goes to its fallback route (the home page does the same for a link
 * followed from another page).
 */
export function useLinkHandler() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // In an admin preview a link goes nowhere: it would leave the admin's page, or the preview's content.
  const inPreview = usePreviewFrame() !== null;
  return useCallback(
    (href: string | undefined, opts: NavPathOptions = {}) => {
      if (inPreview) return;
      const target = linkTarget(href, opts);
      if (target.kind === 'external') window.location.assign(target.href);
      else if (target.kind === 'route') navigate(target.to);
      else if (pathname !== '/') navigate('/', { state: { scrollTo: target.id } });
      else if (!scrollToSection(target.id) && SECTION_FALLBACK_ROUTES[target.id]) navigate(SECTION_FALLBACK_ROUTES[target.id]);
    },
    [navigate, pathname, inPreview],
  );
}
