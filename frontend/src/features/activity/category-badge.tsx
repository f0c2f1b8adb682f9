import { Badge } from 'react-bootstrap';
import type { ActivityCategory } from './activity-api';
import { CATEGORY_BADGE } from './activity-words';

export function CategoryBadge({ category }: { category: ActivityCategory }) {
  const { label, bg } = CATEGORY_BADGE[category] ?? { label: category, bg: 'secondary' };
  return <Badge bg={bg}>{label}</Badge>;
}
