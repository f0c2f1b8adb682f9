import { SiteHeader } from '@/features/header/site-header';
import { SitePreview } from '@/platform/site-preview/site-preview';
import { toHeaderInput, type FileAsset, type Header, type HeaderDraft } from './header-draft';

/** The draft as the public header read would return it. */
function asPublicHeader(draft: HeaderDraft): Header {
  const input = toHeaderInput(draft);
  const { backgroundColor, textColor, isSticky, isActive } = draft;
  return {
    ...input,
    _id: draft._id ?? 'preview-header',
    createdBy: '',
    navigationItems: input.navigationItems ?? [],
    ctaButtons: input.ctaButtons ?? {},
    backgroundColor,
    textColor,
    isSticky,
    isActive,
  };
}

interface HeaderPreviewProps {
  draft: HeaderDraft;
  /** The site's logo file as this screen last left it (none: the header shows its text). */
  logo?: FileAsset;
}

/** The site header, the real public one, showing the draft as it is typed. */
export function HeaderPreview({ draft, logo }: HeaderPreviewProps) {
  return (
    <div className="mb-3">
      <SitePreview
        draft={[
          { endpointName: 'getActiveHeader', data: asPublicHeader(draft) },
          { endpointName: 'getActiveLogo', data: logo },
        ]}
        saveLabel="Save Changes"
      >
        <SiteHeader />
      </SitePreview>
    </div>
  );
}
