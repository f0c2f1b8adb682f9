import { Fragment } from 'react';
import type { HeaderDraft } from './header-draft';

interface HeaderPreviewProps {
  draft: HeaderDraft;
  logoUrl?: string;
}

/** A read-only picture of the header draft as the site will show it, redrawn on every change. */
export function HeaderPreview({ draft, logoUrl }: HeaderPreviewProps) {
  const items = [...draft.navigationItems].sort((a, b) => a.order - b.order);
  const { primary, secondary } = draft.ctaButtons;
  const brand = draft.logo.text.trim() || draft.companyName.trim() || 'Company name';
  return (
    <section aria-label="Header preview" className="border rounded overflow-hidden mb-3">
      <div className="bg-body-tertiary px-3 py-2 small fw-semibold text-uppercase d-flex flex-wrap gap-2 justify-content-between">
        <span>Live preview</span>
        <span className="fw-normal text-lowercase">
          {draft.isSticky ? 'sticky' : 'not sticky'} · {draft.isActive ? 'active' : 'inactive'}
        </span>
      </div>
      <div
        data-testid="header-preview"
        className="d-flex flex-wrap align-items-center gap-3 px-3 py-2"
        style={{ backgroundColor: draft.backgroundColor, color: draft.textColor }}
      >
        <div className="me-auto">
          {logoUrl ? (
            <img src={logoUrl} alt={draft.logo.alt || brand} height={40} width={160} style={{ objectFit: 'contain', objectPosition: 'left' }} />
          ) : (
            <span className="fw-bold fs-5">{brand}</span>
          )}
          {draft.tagline.trim() && <div className="small opacity-75">{draft.tagline}</div>}
        </div>
        <ul className="list-unstyled d-flex flex-wrap align-items-center mb-0" aria-label="Preview navigation">
          {items.map((item, i) => (
            <Fragment key={item.key}>
              {i > 0 && (
                <li aria-hidden="true" className="px-1 opacity-50">
                  |
                </li>
              )}
              <li className="px-1" title={item.dropdownItems.map((d) => d.label).join(', ') || undefined}>
                {item.label || '(no label)'}
                {item.hasDropdown && item.dropdownItems.length > 0 && (
                  <>
                    <span aria-hidden="true"> ▾</span>
                    <span className="visually-hidden"> (dropdown)</span>
                  </>
                )}
              </li>
            </Fragment>
          ))}
        </ul>
        <div className="d-flex gap-2">
          <span className="btn btn-primary btn-sm pe-none">{primary.text.trim() || 'Primary Button'}</span>
          <span className="btn btn-outline-primary btn-sm pe-none">{secondary.text.trim() || 'Secondary Button'}</span>
        </div>
      </div>
    </section>
  );
}
