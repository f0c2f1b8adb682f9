import { Badge } from 'react-bootstrap';
import { STATE_BADGE, type ReleaseState } from './releases-rules';

export function ReleaseStateBadge({ state }: { state: ReleaseState }) {
  const { label, bg, text } = STATE_BADGE[state] ?? { label: state, bg: 'secondary' };
  return (
    <Badge bg={bg} text={text}>
      {label}
    </Badge>
  );
}
