import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import type { ApiErrorShape } from '@/app/api';
import { AdminScreen } from '@/components/ui/admin-screen';
import { DashboardContentList } from './dashboard-content-list';
import { useGetDashboardStatsQuery } from './dashboard-api';
import { DashboardError } from './dashboard-error';
import { DashboardLoading } from './dashboard-loading';
import { DashboardStatCards } from './dashboard-stat-cards';
import { MissingTranslationsCard } from './missing-translations-card';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';

/**
 * The admin home (/admin): real figures (ADR 0024), content areas, recent edits and quick actions, then `profile`
 * (the routes put the signed-in admin's own public profile there, which every admin reaches from here).
 */
export function DashboardPage({ profile }: { profile?: ReactNode }) {
  const { data, error, isFetching, refetch } = useGetDashboardStatsQuery();
  return (
    <AdminScreen headingId="dashboard-title" title="Dashboard" note="An overview of bookings, messages and website content.">
      {data ? (
        <>
          <DashboardStatCards stats={data} />
          <QuickActions />
          <Row xs={1} lg={2} className="g-4">
            <Col>
              <DashboardContentList content={data.content} />
            </Col>
            <Col>
              <RecentActivity items={data.recentActivity} />
            </Col>
            <Col>
              <MissingTranslationsCard />
            </Col>
          </Row>
        </>
      ) : error ? (
        <DashboardError message={(error as ApiErrorShape).message} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <DashboardLoading />
      )}
      {profile && (
        <Row className="mt-4">
          <Col lg={8} xl={6}>
            {profile}
          </Col>
        </Row>
      )}
    </AdminScreen>
  );
}
