import type { ReactNode } from 'react';

/** A plain page body, for the public pages the next issues fill. */
export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="container py-5">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
