import { AdminScreen, LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { useGetNotificationSettingsQuery } from './notifications-admin-api';
import { NotificationsForm } from './notifications-form';
import { NOTIFICATION_MESSAGES } from './notifications-rules';

/** Admin: Notifications: who gets an email when a visitor books or sends a message, and which emails go out. */
export function NotificationsAdminPage() {
  const { data, isLoading, isFetching, refetch } = useGetNotificationSettingsQuery();

  return (
    <AdminScreen headingId="notifications-heading" title="Notifications" note="Who gets an email when a visitor books or sends a message.">
      {isLoading ? (
        <LoadingStatus text={NOTIFICATION_MESSAGES.loading} />
      ) : data ? (
        <NotificationsForm settings={data} />
      ) : (
        <LoadFailed message={NOTIFICATION_MESSAGES.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />
      )}
    </AdminScreen>
  );
}
