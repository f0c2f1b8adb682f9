import { useLocation } from 'react-router-dom';

/** Shows the router's location, so stories can assert where a link went. */
export function LocationProbe() {
  const { pathname, hash } = useLocation();
  return <code data-testid="location">{pathname + hash}</code>;
}
