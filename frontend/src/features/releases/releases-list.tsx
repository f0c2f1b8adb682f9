import { useState } from 'react';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { FormCard } from '@/components/ui/form-card';
import { ListPager } from '@/components/ui/list-pager';
import { serverMessageOr } from '@/app/api';
import { useReleasesPageQuery } from './releases-api';
import { RELEASE_TEXTS } from './releases-rules';
import { ReleasesTable } from './releases-table';

/** The releases, newest first, a page at a time: loading, failed (with Retry), empty, or the table and its pages. */
export function ReleasesList({ selectedId }: { selectedId?: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isError, isFetching, refetch } = useReleasesPageQuery(page);
  const body = () => {
    if (isError) {
      const reason = serverMessageOr(error, '');
      return (
        <LoadFailed
          message={reason ? `${RELEASE_TEXTS.loadFailed}: ${reason}` : RELEASE_TEXTS.loadFailed}
          onRetry={() => void refetch()}
          retrying={isFetching}
          className="mb-0"
        />
      );
    }
    if (!data) return <LoadingStatus text={RELEASE_TEXTS.loading} className="py-2" />;
    if (data.releases.length === 0) return <p className="text-body-secondary mb-0">{RELEASE_TEXTS.empty}</p>;
    return (
      <>
        <ReleasesTable releases={data.releases} selectedId={selectedId} busy={isFetching} />
        <ListPager
          label="Release pages"
          page={page}
          pages={data.pagination?.pages ?? 1}
          total={data.pagination?.total ?? data.releases.length}
          unit={['release', 'releases']}
          busy={isFetching}
          onPage={setPage}
        />
      </>
    );
  };
  return (
    <FormCard headingId="releases-list-heading" title="All releases">
      {body()}
    </FormCard>
  );
}
