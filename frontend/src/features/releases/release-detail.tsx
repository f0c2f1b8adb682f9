import { useEffect, useRef } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { formatDateTime } from '@/lib/format/date-time';
import { useAdminNamesQuery } from '@/platform/admins/admin-names-api';
import { serverMessageOr } from '@/app/api';
import { useGetReleaseSettingsQuery, useReleaseQuery } from './releases-api';
import { allowedActions, changeCountText, nameOr, RELEASE_TEXTS } from './releases-rules';
import { ReleaseActions } from './release-actions';
import { ReleaseChanges } from './release-changes';
import { ReleaseFailure } from './release-failure';
import { ReleaseMails } from './release-mails';
import { ReleaseReview } from './release-review';
import { ReleaseStateBadge } from './release-state-badge';

/** The release chosen in the list: what it is, what may be done with it, its review, what stopped it, its changes, its emails. */
export function ReleaseDetail({ id, superAdmin }: { id: string; superAdmin: boolean }) {
  const { data: release, error, isError, isFetching, refetch } = useReleaseQuery(id);
  const { data: settings } = useGetReleaseSettingsQuery();
  const names = useAdminNamesQuery().data ?? [];
  const nameOf = (adminId: string | undefined) => nameOr(names.find((a) => a._id === adminId)?.name);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = !!release;
  // Chosen in the list (or a link), the keyboard moves to it once it has loaded (WCAG 2.4.3).
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const body = () => {
    if (isError && !release) {
      return <LoadFailed message={serverMessageOr(error, RELEASE_TEXTS.detailFailed)} onRetry={() => void refetch()} retrying={isFetching} className="mb-0" />;
    }
    if (!release) return <LoadingStatus text={RELEASE_TEXTS.detailLoading} className="py-2" />;
    const mayPublish = superAdmin || !!settings?.regularAdminsMayPublish;
    return (
      <>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <h2 ref={heading} tabIndex={-1} id="release-heading" className="h5 mb-0 text-break">
            {release.name}
          </h2>
          <ReleaseStateBadge state={release.state} />
        </div>
        <ul className="list-unstyled small text-body-secondary mb-3" data-testid="release-facts">
          <li>
            Made by {nameOr(release.createdByName)}, <time dateTime={release.createdAt}>{formatDateTime(release.createdAt)}</time> ·{' '}
            {changeCountText(release.changeCount)}
          </li>
          {release.state === 'scheduled' && release.scheduledAt && (
            <li>
              Scheduled for <time dateTime={release.scheduledAt}>{formatDateTime(release.scheduledAt)}</time> by {nameOf(release.scheduledBy)}
            </li>
          )}
          {release.publishedAt && (
            <li>
              Published <time dateTime={release.publishedAt}>{formatDateTime(release.publishedAt)}</time> by {nameOf(release.publishedBy)}
            </li>
          )}
          {release.undoneBy && (
            <li>
              Undone: <Link to={{ search: `?release=${release.undoneBy}` }}>open the release that undid it</Link>
            </li>
          )}
          {release.undoes && (
            <li>
              An undo: <Link to={{ search: `?release=${release.undoes}` }}>open the release it undid</Link>
            </li>
          )}
        </ul>
        <ReleaseActions release={release} allowed={allowedActions(release, superAdmin, settings)} superAdmin={superAdmin} mayPublish={mayPublish} />
        {release.review && <ReleaseReview review={release.review} />}
        {release.failure && <ReleaseFailure failure={release.failure} />}
        <ReleaseChanges changes={release.changes ?? []} />
        <ReleaseMails deliveries={release.mailDeliveries} />
      </>
    );
  };

  return (
    <Card as="section" aria-labelledby={release ? 'release-heading' : undefined} aria-label={release ? undefined : 'Release'} className="mb-4">
      <Card.Body aria-busy={isFetching}>{body()}</Card.Body>
    </Card>
  );
}
