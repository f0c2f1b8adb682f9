import type { components } from '@shared/contract/schema';
import { BulletList } from './bullet-list';

type Subsection = components['schemas']['Subsection'];

export function PolicySubsection({ subsection }: { subsection: Subsection }) {
  return (
    <div className="mt-3 ps-3 border-start border-2">
      <h3 className="h5">{subsection.title}</h3>
      {subsection.content && (
        <p className="mb-2" style={{ whiteSpace: 'pre-line' }}>
          {subsection.content}
        </p>
      )}
      <BulletList bullets={subsection.bulletPoints ?? []} />
    </div>
  );
}
