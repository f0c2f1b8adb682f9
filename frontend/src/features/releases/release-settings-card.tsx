import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormCard } from '@/components/ui/form-card';
import { useToast } from '@/components/ui/toast-provider';
import { useGetReleaseSettingsQuery, useSaveReleaseSettingsMutation } from './releases-api';
import { RELEASE_TEXTS } from './releases-rules';
import { problemOf, ReleaseProblemAlert, type ReleaseProblem } from './release-problem';

/** A super admin's one release setting (ADR 0033, review), saved as soon as it is switched. */
export function ReleaseSettingsCard() {
  const toast = useToast();
  const { data: settings } = useGetReleaseSettingsQuery();
  const [save, { isLoading: saving }] = useSaveReleaseSettingsMutation();
  const [problem, setProblem] = useState<ReleaseProblem | null>(null);

  const change = async (regularAdminsMayPublish: boolean) => {
    setProblem(null);
    try {
      toast((await save({ regularAdminsMayPublish }).unwrap()).message);
    } catch (error) {
      setProblem(problemOf(error, RELEASE_TEXTS.settingsFailed));
    }
  };

  return (
    <FormCard headingId="release-settings-heading" title="Release settings">
      <ReleaseProblemAlert problem={problem} onClose={() => setProblem(null)} />
      <Form.Check
        type="switch"
        role="switch"
        id="regular-admins-may-publish"
        label={RELEASE_TEXTS.settingLabel}
        checked={!!settings?.regularAdminsMayPublish}
        disabled={!settings || saving}
        aria-describedby="regular-admins-may-publish-hint"
        onChange={(e) => void change(e.target.checked)}
      />
      <Form.Text id="regular-admins-may-publish-hint">
        Off: a regular admin submits a release for review, and a super admin approves it or sends it back. On: regular admins publish, schedule and undo
        releases themselves.
      </Form.Text>
    </FormCard>
  );
}
