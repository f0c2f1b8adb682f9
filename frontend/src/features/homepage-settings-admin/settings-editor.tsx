import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Spinner, Tab, Tabs } from 'react-bootstrap';
import { useAppSelector } from '@/app/hooks';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { formatDateTime } from '@/lib/format/date-time';
import { useAdminNamesQuery } from '@/platform/admins/admin-names-api';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { AnalyticsTab } from './analytics-tab';
import { DesignTab } from './design-tab';
import { FeaturesTab } from './features-tab';
import { LanguagesTab } from './languages-tab';
import { SeoTab } from './seo-tab';
import { SettingsPreview } from './settings-preview';
import { draftFromSettings, firstInvalidTab, validateDraft, type DraftPatch, type HomepageSettings, type SettingsTab } from './settings-rules';
import { SiteInfoTab } from './site-info-tab';
import { SocialMediaTab } from './social-media-tab';
import { useSaveSettings } from './use-save-settings';
import { useSaveLabel } from '@/platform/releases/use-save-label';

interface SettingsEditorProps {
  /** null: none stored yet, saving creates them. */
  settings: HomepageSettings | null;
  refreshing: boolean;
  onRefresh: () => void;
  /** What the preview shows of the home page (settings-preview.tsx). */
  homeTop: ReactNode;
}

/** The form's one message for a missing meta title or site name: both fields point at it. */
const REQUIRED_ERROR_ID = 'hs-required-error';

/** The settings form: toolbar, the six tabs and the 'Last modified' footer. */
export function SettingsEditor({ settings, refreshing, onRefresh, homeTop }: SettingsEditorProps) {
  const me = useAppSelector(selectAdmin);
  // Analytics, custom code and the languages are a super admin's: a regular admin sees them, and sends them back unchanged.
  const mayChangeScripts = me?.role === 'super_admin';
  // The settings read is public (and cached for visitors), so it carries ids only: names come from the admins' list.
  const { data: admins } = useAdminNamesQuery();
  const editorName = settings?.lastModifiedByName ?? admins?.find((a) => a._id === settings?.lastModifiedBy)?.name;
  const [draft, setDraft] = useState(() => draftFromSettings(settings));
  const [tab, setTab] = useState<SettingsTab>('seo');
  // Missing fields show once a save was tried, and follow the admin's corrections from then on.
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateDraft(draft) : {};
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const { save, saving } = useSaveSettings();
  const saveLabel = useSaveLabel('Save Settings');
  const change = (patch: DraftPatch) => setDraft((d) => ({ ...d, ...patch }));

  // Nothing is sent while a required field is empty: its tab opens and the first such field takes the focus.
  const submit = async () => {
    setSubmitted(true);
    const invalidTab = firstInvalidTab(validateDraft(draft));
    if (invalidTab) {
      setTab(invalidTab);
      focusFirstInvalid();
      return;
    }
    await save(draft, settings?._id);
  };

  return (
    <>
      <div className="d-flex flex-wrap justify-content-end gap-2 mb-3">
        <Button variant="outline-secondary" onClick={onRefresh} disabled={refreshing || saving}>
          Refresh
        </Button>
        <Button onClick={submit} disabled={saving}>
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {saveLabel}
        </Button>
      </div>
      {!settings && <Alert variant="info">No homepage settings exist yet. Fill in the form and save to create them.</Alert>}
      {errors.required && (
        <Alert id={REQUIRED_ERROR_ID} variant="danger" role="alert">
          {errors.required}
        </Alert>
      )}
      <Card ref={ref}>
        <Card.Body>
          <Tabs activeKey={tab} onSelect={(k) => k && setTab(k as SettingsTab)} id="homepage-settings-tabs" className="mb-3" transition={false}>
            <Tab eventKey="seo" title="SEO">
              <SeoTab draft={draft} errors={errors} requiredErrorId={REQUIRED_ERROR_ID} onChange={change} />
            </Tab>
            <Tab eventKey="site" title="Site Info">
              <SiteInfoTab draft={draft} errors={errors} requiredErrorId={REQUIRED_ERROR_ID} onChange={change} />
            </Tab>
            <Tab eventKey="social" title="Social Media">
              <SocialMediaTab draft={draft} onChange={change} />
            </Tab>
            <Tab eventKey="analytics" title="Analytics">
              <AnalyticsTab draft={draft} onChange={change} readOnly={!mayChangeScripts} />
            </Tab>
            <Tab eventKey="design" title="Design">
              <DesignTab draft={draft} onChange={change} />
            </Tab>
            <Tab eventKey="features" title="Features">
              <FeaturesTab draft={draft} onChange={change} />
            </Tab>
            <Tab eventKey="languages" title="Languages">
              <LanguagesTab draft={draft} onChange={change} readOnly={!mayChangeScripts} />
            </Tab>
          </Tabs>
        </Card.Body>
        {settings?.lastModifiedAt && (
          <Card.Footer className="text-body-secondary small" data-testid="last-modified">
            Last modified: {formatDateTime(settings.lastModifiedAt)}
            {settings.lastModifiedBy && settings.lastModifiedBy === me?._id ? <> by {me.name} (you)</> : editorName && <> by {editorName}</>}
          </Card.Footer>
        )}
      </Card>
      <h2 className="h5 mt-4">Preview</h2>
      <SettingsPreview draft={draft} settings={settings} homeTop={homeTop} />
    </>
  );
}
