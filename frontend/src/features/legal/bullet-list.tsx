import type { components } from '@shared/contract/schema';

type BulletPoint = components['schemas']['BulletPoint'];

export function BulletList({ bullets }: { bullets: BulletPoint[] }) {
  if (!bullets.length) return null;
  return (
    <ul className="mb-3">
      {bullets.map((b) => (
        <li key={b._id} className="mb-1">
          {b.text}
        </li>
      ))}
    </ul>
  );
}
