import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Tab, Tabs } from 'react-bootstrap';
import { ContactInfoTab } from './contact-info-tab';
import { CtaButtonsTab } from './cta-buttons-tab';
import { draftFromHeader, type Header, type HeaderDraft } from './header-draft';
import { HeaderPreview } from './header-preview';
import { tabOfField, validateHeader, type HeaderTab } from './header-validation';
import { LogoCompanyTab } from './logo-company-tab';
import { NavigationTab } from './navigation-tab';
import { StylingTab } from './styling-tab';
import { useLogoAsset } from './use-logo-asset';
import { useSaveHeader } from './use-save-header';
import { useSaveLabel } from '@/platform/releases/use-save-label';

/** The header form: Preview Mode, Save Changes and the five tabs. Null header: create mode with the defaults. */
export function HeaderEditor({ header }: { header: Header | null }) {
  const [draft, setDraft] = useState(() => draftFromHeader(header));
  const [tab, setTab] = useState<HeaderTab>('logo');
  const [preview, setPreview] = useState(false);
  const [checked, setChecked] = useState(false);
  // A new object per failed save, so the same first field is focused again on every try.
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  const logo = useLogoAsset();
  const { save, saving } = useSaveHeader();
  const saveLabel = useSaveLabel('Save Changes');
  // Once a save was tried, problems show (and clear) as the admin types.
  const errors = checked ? validateHeader(draft) : {};
  const invalid = Object.keys(errors).length > 0;
  const change = (patch: Partial<HeaderDraft>) => setDraft((d) => ({ ...d, ...patch }));

  // After switching to the tab holding the first problem, put the cursor in that field.
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    const first = Object.keys(validateHeader(draft))[0];
    if (first) {
      setTab(tabOfField(first));
      setFocus({ id: first });
      return;
    }
    const saved = await save(draft);
    // The stored header, with its _id: the next save updates it (docs/product/states.md).
    if (saved) setDraft(draftFromHeader(saved));
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Header configuration">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <Form.Check type="switch" id="header-preview-mode" label="Preview Mode" checked={preview} onChange={(e) => setPreview(e.target.checked)} />
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : saveLabel}
        </Button>
      </div>
      {!draft._id && <Alert variant="info">No header exists yet. Saving will create it.</Alert>}
      {invalid && (
        <Alert variant="danger" role="alert">
          Please fix the highlighted fields before saving.
        </Alert>
      )}
      {preview && <HeaderPreview draft={draft} logo={logo.asset} />}
      <Card>
        <Card.Body>
          <Tabs id="header-admin-tabs" activeKey={tab} onSelect={(k) => k && setTab(k as HeaderTab)} className="mb-3" transition={false}>
            <Tab eventKey="logo" title="Logo & Company">
              <LogoCompanyTab
                draft={draft}
                errors={errors}
                logo={logo}
                onChange={change}
                onLogoUrl={(url) => setDraft((d) => ({ ...d, logo: { ...d.logo, url } }))}
              />
            </Tab>
            <Tab eventKey="navigation" title="Navigation">
              <NavigationTab items={draft.navigationItems} errors={errors} onChange={(navigationItems) => change({ navigationItems })} />
            </Tab>
            <Tab eventKey="cta" title="CTA Buttons">
              <CtaButtonsTab ctaButtons={draft.ctaButtons} errors={errors} onChange={(ctaButtons) => change({ ctaButtons })} />
            </Tab>
            <Tab eventKey="contact" title="Contact Info">
              <ContactInfoTab contactInfo={draft.contactInfo} errors={errors} onChange={(contactInfo) => change({ contactInfo })} />
            </Tab>
            <Tab eventKey="styling" title="Styling">
              <StylingTab styling={draft} errors={errors} onChange={change} />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
    </form>
  );
}
