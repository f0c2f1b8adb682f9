/** A loading stand-in the size of a service card. */
export function ServiceCardPlaceholder() {
  return (
    <div className="card service-flip-card border-0" aria-hidden="true" data-service-placeholder="">
      <div className="card-body h-100 border rounded-3 p-4">
        <div className="mb-3 placeholder-glow">
          <span className="placeholder rounded-circle" style={{ width: 40, height: 40 }} />
        </div>
        <div className="card-title h5 placeholder-glow">
          <span className="placeholder col-8" />
        </div>
        <p className="card-text placeholder-glow">
          <span className="placeholder col-12" /> <span className="placeholder col-10" /> <span className="placeholder col-7" />
        </p>
      </div>
    </div>
  );
}
