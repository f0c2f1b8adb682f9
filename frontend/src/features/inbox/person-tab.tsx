import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { storesAnything } from '@shared/contract/person-data';
import { serverMessageOr, type ApiErrorShape } from '@/app/api';
import { useAppSelector } from '@/app/hooks';
import { LoadingStatus } from '@/components/ui/admin-screen';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { useLazyFindPersonQuery, type PersonErasureReply } from './person-api';
import { PersonActions } from './person-actions';
import { PersonErased } from './person-erased';
import { PersonRecordsView } from './person-records';
import { PersonSearchForm } from './person-search-form';
import { nothingStoredFor, PERSON_SEARCHING, PERSON_SUPER_ADMIN_ONLY, searchFailed, storedFor } from './person-words';

/**
 * One person's data (ADR 0043): every record stored for an email address, found by any admin; a super admin exports
 * it as a zip or erases it. The results are announced as they arrive.
 */
export function PersonTab() {
  const superAdmin = useAppSelector(selectAdmin)?.role === 'super_admin';
  const [find, { data, error, isFetching, originalArgs }] = useLazyFindPersonQuery();
  const [erased, setErased] = useState<{ email: string; reply: PersonErasureReply } | null>(null);
  const failure = error as ApiErrorShape | undefined;
  const emailError = failure?.errors?.find((e) => e.field === 'email')?.message;

  const search = (email: string) => {
    setErased(null);
    void find(email);
  };

  const result = () => {
    if (isFetching) return <LoadingStatus text={PERSON_SEARCHING} />;
    if (erased) return <PersonErased email={erased.email} reply={erased.reply} />;
    if (failure)
      return (
        <Alert variant="danger" role="alert">
          {searchFailed(serverMessageOr(failure, 'no answer from the server'))}
        </Alert>
      );
    if (!data || !originalArgs) return null;
    if (!storesAnything(data.counts)) return <p data-testid="person-none">{nothingStoredFor(originalArgs)}</p>;
    return (
      <section aria-labelledby="person-found" data-testid="person-found">
        <h3 id="person-found" className="h6 fw-normal">
          {storedFor(data.email, data.counts)}
        </h3>
        {superAdmin ? (
          <PersonActions key={data.email} records={data} onErased={(reply) => setErased({ email: data.email, reply })} />
        ) : (
          <p className="text-body-secondary">{PERSON_SUPER_ADMIN_ONLY}</p>
        )}
        <PersonRecordsView records={data} />
      </section>
    );
  };

  return (
    <section aria-labelledby="person-heading">
      <h2 id="person-heading" className="h5">
        A person’s data
      </h2>
      <PersonSearchForm onSearch={search} busy={isFetching} serverError={emailError} />
      <div aria-live="polite">{result()}</div>
    </section>
  );
}
