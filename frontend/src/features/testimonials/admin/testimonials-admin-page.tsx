import { testimonials } from '@shared/content-kinds/testimonials';
import { AdminScreen } from '@/components/ui/admin-screen';
import { orderedItemsApi } from '@/platform/ordered-items/ordered-items-api';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { TestimonialsForm } from './testimonials-form';
import { draftFromSection } from './testimonials-rules';

/** Admin: Testimonials Management (docs/product/screens.md): edits the first section, or creates one when none exist. */
export function TestimonialsAdminPage() {
  const query = orderedItemsApi(testimonials).useSectionsQuery();
  const { data, isFetching, refetch, fulfilledTimeStamp } = query;
  const section = data?.[0];

  return (
    <AdminScreen
      headingId="testimonials-admin-heading"
      title="Testimonials Management"
      note="Manage the client testimonials shown on the home page."
      history={<HistoryPanel kind="testimonials" />}
      load={{ query, loadingText: 'Loading testimonials configuration...', failedMessage: 'Failed to load testimonials configuration.' }}
    >
      {() => (
        <TestimonialsForm
          // A fresh load (reset, or the reload after a save) starts a fresh draft.
          key={`${section?._id ?? 'new'}-${fulfilledTimeStamp ?? 0}`}
          initial={draftFromSection(section)}
          resetting={isFetching}
          onReset={() => refetch()}
        />
      )}
    </AdminScreen>
  );
}
