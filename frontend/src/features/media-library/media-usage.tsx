import { Link } from 'react-router-dom';
import { MEDIA_MESSAGES, type FileAsset } from './media-words';

/** Where content uses a file, each a link to the screen that changes it; 'Not used' when nothing does. */
export function MediaUsage({ usedIn = [] }: { usedIn?: FileAsset['usedIn'] }) {
  if (usedIn.length === 0) return <span className="text-body-secondary">{MEDIA_MESSAGES.notUsed}</span>;
  return (
    <ul className="list-unstyled mb-0">
      {usedIn.map((use) => (
        <li key={`${use.path} ${use.label}`}>
          <Link to={use.path}>{use.label}</Link>
        </li>
      ))}
    </ul>
  );
}
