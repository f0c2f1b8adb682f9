import { Alert, Button, Spinner } from 'react-bootstrap';
import { useListTestimonialSectionsAdminQuery } from './testimonials-admin-api';
import { TestimonialsForm } from './testimonials-form';
import { draftFromSection } from './testimonials-rules';

/** Admin: Testimonials Management (spec section 2): edits the first section, or creates one when none exist. */
export function TestimonialsAdminPage() {
  const { data, isLoading, isError, isFetching, refetch, fulfilledTimeStamp } = useListTestimonialSectionsAdminQuery();
  const section = data?.[0];

  return (
    <section aria-labelledby="testimonials-admin-heading">
      <div className="mb-4">
        <h1 id="testimonials-admin-heading" className="h3 mb-1">
          Testimonials Management
        </h1>
        <p className="text-body-secondary mb-0">Manage the client testimonials shown on the home page.</p>
      </div>

      {isLoading ? (
        <div role="status" className="d-flex align-items-center gap-2 py-4">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>Loading testimonials configuration...</span>
        </div>
      ) : isError ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>Failed to load testimonials configuration.</span>
          <Button size="sm" variant="outline-danger" onClick={() => refetch()} disabled={isFetching}>
            Retry
          </Button>
        </Alert>
      ) : (
        <TestimonialsForm
          // A fresh load (reset, or the reload after a save) starts a fresh draft.
          key={`${section?._id ?? 'new'}-${fulfilledTimeStamp ?? 0}`}
          initial={draftFromSection(section)}
          resetting={isFetching}
          onReset={() => refetch()}
        />
      )}
    </section>
  );
}
