import { useState } from 'react';

const BOX = { width: 96, height: 72 } as const;

/** The image a field points at, small; a placeholder while the field is empty or the url shows nothing. */
export function ImageFieldPreview({ url, alt }: { url: string; alt: string }) {
  // The url that failed to load, so a corrected one is tried again.
  const [broken, setBroken] = useState<string | null>(null);
  if (!url || broken === url) {
    return (
      <div className="border rounded small text-body-secondary d-flex align-items-center justify-content-center text-center flex-shrink-0" style={BOX}>
        {url ? 'No preview' : 'No image'}
      </div>
    );
  }
  return <img src={url} alt={alt} {...BOX} className="border rounded flex-shrink-0" style={{ objectFit: 'contain' }} onError={() => setBroken(url)} />;
}
