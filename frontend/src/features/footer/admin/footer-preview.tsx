import { SiteFooter } from '@/features/footer/site-footer';
import { SitePreview } from '@/platform/site-preview/site-preview';
import { NEW_FOOTER, toFooterInput, type Footer, type FooterDraft } from './footer-draft';

/** The draft as the public footer read would return it (a new footer: the server's defaults). */
function asPublicFooter(draft: FooterDraft, footer?: Footer): Footer {
  const input = toFooterInput(draft, footer ?? NEW_FOOTER);
  return {
    ...(footer ?? { ...NEW_FOOTER, _id: 'preview-footer', newsletter: { isActive: false }, legalLinks: [] }),
    ...input,
    contactInfo: input.contactInfo ?? {},
    socialMedia: input.socialMedia ?? [],
    sections: input.sections ?? [],
    copyright: input.copyright ?? {},
  };
}

/** The site footer, the real public one, showing the draft as it is typed. */
export function FooterPreview({ draft, footer }: { draft: FooterDraft; footer?: Footer }) {
  return (
    <SitePreview draft={[{ endpointName: 'getActiveFooter', data: asPublicFooter(draft, footer) }]} saveLabel="Save Footer Configuration">
      <SiteFooter />
    </SitePreview>
  );
}
