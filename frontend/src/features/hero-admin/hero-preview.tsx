import type { HeroDraft } from './hero-rules';

/** The hero as the home page will show it, redrawn on every keystroke. */
export function HeroPreview({ draft }: { draft: HeroDraft }) {
  return (
    <section aria-label="Live preview" className="border rounded overflow-hidden">
      <div className="bg-body-tertiary px-3 py-2 small fw-semibold text-uppercase">Live preview</div>
      <div data-testid="hero-preview" className="p-4" style={{ backgroundColor: draft.backgroundColor, color: draft.textColor }}>
        <h2 className="h3 fw-bold text-break">{draft.title || 'Your hero title'}</h2>
        {draft.subtitle && <p className="lead fs-6 text-break">{draft.subtitle}</p>}
        <span className="btn btn-primary mb-3">{draft.ctaText || 'Book Online Session'}</span>
        {draft.banner ? (
          <img
            src={draft.banner}
            alt={draft.bannerAlt || draft.title || 'Hero banner'}
            className="img-fluid rounded d-block"
            width={1600}
            height={700}
            style={{ aspectRatio: '16 / 7', height: 'auto', objectFit: 'cover' }}
          />
        ) : (
          <div className="border border-dashed rounded d-flex align-items-center justify-content-center small opacity-75" style={{ aspectRatio: '16 / 7' }}>
            Banner image will appear here
          </div>
        )}
        {draft.ctaLink && <p className="small mt-2 mb-0 opacity-75">Button links to {draft.ctaLink}</p>}
      </div>
    </section>
  );
}
