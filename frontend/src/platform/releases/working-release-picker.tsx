import { Form } from 'react-bootstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useListOpenReleasesQuery } from './open-releases-api';
import { chooseWorkingRelease } from './working-release-actions';
import { selectWorkingRelease, type WorkingRelease } from './working-release-slice';

/** 'Working in:' the live site or one of the releases that take drafts. The list is read again as it is opened. */
export function WorkingReleasePicker() {
  const chosen = useAppSelector(selectWorkingRelease);
  const dispatch = useAppDispatch();
  const { data, refetch } = useListOpenReleasesQuery();
  const listed: WorkingRelease[] = (data ?? []).map((r) => ({ id: r._id, name: r.name }));
  const options = chosen && !listed.some((r) => r.id === chosen.id) ? [chosen, ...listed] : listed;
  const choose = (id: string) => dispatch(chooseWorkingRelease(options.find((r) => r.id === id) ?? null));
  return (
    <Form.Group controlId="working-release" className="d-flex align-items-center gap-2">
      <Form.Label className="text-light small mb-0 text-nowrap">Working in:</Form.Label>
      <Form.Select size="sm" value={chosen?.id ?? ''} onFocus={() => void refetch()} onChange={(e) => choose(e.target.value)}>
        <option value="">Live site</option>
        {options.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
