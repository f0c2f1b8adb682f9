import { Button } from 'react-bootstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { MAIN_CONTENT_ID } from '@/lib/navigation/link-target';
import { chooseWorkingRelease } from './working-release-actions';
import { selectWorkingRelease } from './working-release-slice';

/** Above every admin screen while a release is chosen: what a save does there, and the way back to the live site. */
export function WorkingReleaseBanner() {
  const release = useAppSelector(selectWorkingRelease);
  const dispatch = useAppDispatch();
  if (!release) return null;
  const backToLive = () => {
    dispatch(chooseWorkingRelease(null));
    // The button goes with the banner: the keyboard goes on from the top of the screen.
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <section aria-label="Working release" className="alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2">
      <p className="mb-0">
        You are editing the release {'\u201c'}
        <strong>{release.name}</strong>
        {'\u201d'}: saves are kept as drafts and visitors see nothing until it is published.
      </p>
      <Button size="sm" variant="outline-dark" onClick={backToLive}>
        Back to the live site
      </Button>
    </section>
  );
}
