import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { formatDateTime } from '@/lib/format/date-time';
import { setScenario } from '@mocks/route';
import { SiteHeader } from '@/features/header/site-header';
import { HeroSection } from '@/features/hero/hero-section';
import { findPreviewFrame } from '@/platform/site-preview/preview-story-kit';
import { HomepageSettingsAdminPage } from './homepage-settings-admin-page';

const demo = demoData.homepageSettings[0];
/** An editor other than the signed-in super admin. */
const demoEditor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!.admin;

/** The screen as its admin route composes it (frontend/src/routes/admin/homepage-settings-page.tsx). */
function HomepageSettingsScreen() {
  return (
    <HomepageSettingsAdminPage
      homeTop={
        <>
          <SiteHeader />
          <HeroSection />
        </>
      }
    />
  );
}

const meta = {
  title: 'Admin/Homepage Settings',
  component: HomepageSettingsScreen,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/homepage-settings' } },
} satisfies Meta<typeof HomepageSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
// Toasts render outside the story root.
const body = () => within(document.body);
const metaTitle = async (canvas: Canvas) => canvas.findByLabelText(/^Meta Title/);

export const Loaded: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await metaTitle(canvas)).toHaveValue(demo.metaTitle);
    const tabs = canvas.getAllByRole('tab').map((t) => t.textContent);
    await expect(tabs).toEqual(['SEO', 'Site Info', 'Social Media', 'Analytics', 'Design', 'Features', 'Languages']);
    await expect(canvas.getByRole('tab', { name: 'SEO' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText(/^Meta Description/)).toHaveValue(demo.metaDescription);
    await expect(canvas.getByLabelText('Meta Keywords')).toHaveValue(demo.metaKeywords!.join(', '));
    await expect(canvas.getByLabelText(/^OG Title/)).toHaveValue(demo.ogTitle);
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Save Settings' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('tab', { name: 'Site Info' }));
    await expect(canvas.getByLabelText(/^Site Name/)).toHaveValue(demo.siteName);
    await expect(canvas.getByLabelText('Contact Email')).toHaveValue(demo.contactEmail);
    await userEvent.click(canvas.getByRole('tab', { name: 'Social Media' }));
    await expect(canvas.getByLabelText('YouTube URL')).toHaveValue(demo.socialMedia!.youtube);
    await userEvent.click(canvas.getByRole('tab', { name: 'Design' }));
    await expect(canvas.getByLabelText('Theme')).toHaveValue(demo.theme);
    await expect(canvas.getByLabelText('Primary Color hex code')).toHaveValue(demo.primaryColor);
    await expect(canvas.getByLabelText('Secondary Color hex code')).toHaveValue(demo.secondaryColor);
    await expect(canvas.getByLabelText('Accent Color hex code')).toHaveValue(demo.accentColor);
    await userEvent.click(canvas.getByRole('tab', { name: 'Features' }));
    await expect(canvas.getByRole('checkbox', { name: 'Enable Booking' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Enable Chat' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Enable Blog' })).not.toBeChecked();

    const footer = canvas.getByTestId('last-modified');
    await expect(footer).toHaveTextContent(`Last modified: ${formatDateTime(demo.lastModifiedAt)}`);
    // Never the editor's id. (GET /homepage/settings is a public read: it carries no names, so no 'by' shows here.)
    await expect(footer).not.toHaveTextContent(demo.lastModifiedBy!);
  },
};

/** An answer that names the last editor shows the name (signed-in answers carry lastModifiedByName). */
/** The public settings read carries the editor's id only: the screen names the editor from the admins' list. */
export const LastModifiedByName: Story = {
  parameters: { mockDb: (d: MockDb) => void Object.assign(d.homepageSettings[0], { lastModifiedBy: demoEditor._id }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await metaTitle(canvas);
    const footer = canvas.getByTestId('last-modified');
    await waitFor(() => expect(footer).toHaveTextContent(`Last modified: ${formatDateTime(demo.lastModifiedAt)} by ${demoEditor.name}`));
    await expect(footer).not.toHaveTextContent(demoEditor._id);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { settings: scenario('settings', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading homepage settings...');
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { settings: scenario('settings', { kind: 'error' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading homepage settings')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await metaTitle(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Meta title and site name are required');
    // The missing field points at the message and takes the focus.
    const title = canvas.getByLabelText(/^Meta Title/);
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Meta title and site name are required 0/60 characters');
    await waitFor(() => expect(title).toHaveFocus());
    await expect(db.homepageSettings[0].metaTitle).toBe(demo.metaTitle);

    // Site name missing alone is refused too.
    await userEvent.type(canvas.getByLabelText(/^Meta Title/), 'A title');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Site Info' }));
    await userEvent.clear(canvas.getByLabelText(/^Site Name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Meta title and site name are required');
    await waitFor(() => expect(canvas.getByLabelText(/^Site Name/)).toHaveFocus());
    await expect(canvas.getByLabelText(/^Meta Title/)).not.toHaveAttribute('aria-invalid');
    await expect(db.homepageSettings[0].siteName).toBe(demo.siteName);
  },
};

/** docs/product/validation.md: the meta description is required too; the message is tied to the field, and nothing is sent. */
export const MetaDescriptionRequired: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await metaTitle(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Meta Description/));
    // Saved from another tab: the SEO tab opens on the empty field.
    await userEvent.click(canvas.getByRole('tab', { name: 'Features' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'SEO' })).toHaveAttribute('aria-selected', 'true'));
    const description = canvas.getByLabelText(/^Meta Description/);
    await expect(canvas.getByText('Meta description is required')).toBeVisible();
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveAccessibleDescription('Meta description is required 0/160 characters');
    await waitFor(() => expect(description).toHaveFocus());
    // Not the other fields' message, and nothing sent.
    await expect(canvas.queryByText('Meta title and site name are required')).toBeNull();
    await expect(body().queryByText('Homepage settings saved successfully!')).toBeNull();
    await expect(db.homepageSettings[0]).toMatchObject({ metaDescription: demo.metaDescription, lastModifiedAt: demo.lastModifiedAt });
    // Filled in, the message goes and the save goes through.
    await userEvent.type(description, 'Guided implant planning and printed surgical guides.');
    await expect(canvas.queryByText('Meta description is required')).toBeNull();
    await expect(description).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Homepage settings saved successfully!')).toBeInTheDocument();
    await expect(db.homepageSettings[0].metaDescription).toBe('Guided implant planning and printed surgical guides.');
  },
};

export const Counters: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const title = await metaTitle(canvas);
    await expect(canvas.getByText(`${demo.metaTitle.length}/60 characters`)).toBeVisible();
    await expect(canvas.getByText(`${demo.metaDescription.length}/160 characters`)).toBeVisible();
    await userEvent.clear(title);
    await expect(canvas.getByText('0/60 characters')).toBeVisible();
    await userEvent.type(title, 'x'.repeat(65));
    await expect(title).toHaveValue('x'.repeat(60));
    await expect(canvas.getByText('60/60 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Site Info' }));
    const name = canvas.getByLabelText(/^Site Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'y'.repeat(105));
    await expect(name).toHaveValue('y'.repeat(100));
    await expect(canvas.getByText('100/100 characters')).toBeVisible();
  },
};

export const KeywordsParsing: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await metaTitle(canvas);
    const keywords = canvas.getByLabelText('Meta Keywords');
    await userEvent.clear(keywords);
    await userEvent.type(keywords, '  implant guide , ,CBCT ,,  sinus lift  ,');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Homepage settings saved successfully!')).toBeInTheDocument();
    await expect(db.homepageSettings[0].metaKeywords).toEqual(['implant guide', 'CBCT', 'sinus lift']);
    await waitFor(() => expect(canvas.getByLabelText('Meta Keywords')).toHaveValue('implant guide, CBCT, sinus lift'));
  },
};

export const SaveSuccess: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const title = await metaTitle(canvas);
    await userEvent.clear(title);
    await userEvent.type(title, 'NovaGuide | Guided Implant Planning');
    await userEvent.click(canvas.getByRole('tab', { name: 'Design' }));
    await userEvent.selectOptions(canvas.getByLabelText('Theme'), 'dark');
    await userEvent.click(canvas.getByRole('tab', { name: 'Features' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Enable Chat' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Homepage settings saved successfully!')).toBeInTheDocument();
    await expect(db.homepageSettings).toHaveLength(1);
    await expect(db.homepageSettings[0]).toMatchObject({
      metaTitle: 'NovaGuide | Guided Implant Planning',
      siteName: demo.siteName,
      theme: 'dark',
      features: { ...demo.features, enableChat: true },
    });
    await waitFor(() => expect(canvas.getByTestId('last-modified')).not.toHaveTextContent(formatDateTime(demo.lastModifiedAt)));
    // The server took the modifier from the token: the signed-in super admin.
    await expect(canvas.getByTestId('last-modified')).toHaveTextContent(/by .+ \(you\)$/);
  },
};

export const SaveError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const title = await metaTitle(canvas);
    await userEvent.clear(title);
    await userEvent.type(title, 'Will not be saved');
    setScenario('settings', { kind: 'error', message: 'Settings store is read-only' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Settings store is read-only')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Meta Title/)).toHaveValue('Will not be saved');
    await expect(db.homepageSettings[0].metaTitle).toBe(demo.metaTitle);
  },
};

/** No answer at all (the network is down for writes; the settings still load): 'Error saving settings'. */
export const SaveNoAnswer: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const title = await metaTitle(canvas);
    await userEvent.clear(title);
    await userEvent.type(title, 'Not sent');
    setScenario('settings', { kind: 'offline', writesOnly: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Error saving settings')).toBeInTheDocument();
    await expect(body().queryByText('Failed to save settings')).toBeNull();
    await expect(canvas.getByLabelText(/^Meta Title/)).toHaveValue('Not sent');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Settings' })).toBeEnabled());
    await expect(db.homepageSettings[0].metaTitle).toBe(demo.metaTitle);
  },
};

/** The server answers with a refusal: its own message is shown, never the no-answer text. */
export const SaveRefused: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const title = await metaTitle(canvas);
    await userEvent.clear(title);
    await userEvent.type(title, 'Refused');
    setScenario('settings', { kind: 'error' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Service temporarily unavailable')).toBeInTheDocument();
    await expect(body().queryByText('Error saving settings')).toBeNull();
    await expect(canvas.getByLabelText(/^Meta Title/)).toHaveValue('Refused');
    await expect(db.homepageSettings[0].metaTitle).toBe(demo.metaTitle);
  },
};

/** A refusal without a message of the server's own: 'Failed to save settings'. */
export const SaveRefusedWithoutMessage: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await metaTitle(canvas);
    setScenario('settings', { kind: 'error', status: 500, message: '' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Failed to save settings')).toBeInTheDocument();
    await expect(body().queryByText('Error saving settings')).toBeNull();
    await expect(body().queryByText(/HTTP error/)).toBeNull();
  },
};

export const CreateWhenNoneExist: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.homepageSettings = []) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No homepage settings exist yet. Fill in the form and save to create them.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Meta Title/)).toHaveValue('');
    await expect(canvas.queryByTestId('last-modified')).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Meta Title/), 'Fresh title');
    await userEvent.type(canvas.getByLabelText(/^Meta Description/), 'Fresh description');
    await userEvent.type(canvas.getByLabelText('Meta Keywords'), 'one, two');
    await userEvent.click(canvas.getByRole('tab', { name: 'Site Info' }));
    await userEvent.type(canvas.getByLabelText(/^Site Name/), 'Fresh site');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Homepage settings saved successfully!')).toBeInTheDocument();
    await expect(db.homepageSettings).toHaveLength(1);
    await expect(db.homepageSettings[0]).toMatchObject({
      metaTitle: 'Fresh title',
      metaDescription: 'Fresh description',
      metaKeywords: ['one', 'two'],
      siteName: 'Fresh site',
      theme: 'light',
      features: { enableBooking: true, enableChat: false, enableNewsletter: true, enableReviews: true, enableBlog: false },
    });
    await waitFor(() => expect(canvas.queryByText('No homepage settings exist yet. Fill in the form and save to create them.')).toBeNull());
    await expect(canvas.getByTestId('last-modified')).toBeInTheDocument();
  },
};

const designTab = async (canvasElement: HTMLElement, userEvent: { click: (el: Element) => Promise<void> }) => {
  const canvas = within(canvasElement);
  await metaTitle(canvas);
  await userEvent.click(canvas.getByRole('tab', { name: 'Design' }));
  return canvas;
};

/** The demo colours: each field says how its colour reads and what the site draws instead where it does not. */
export const DesignTabContrastReport: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await designTab(canvasElement, userEvent);
    // #3b82f6 is 3.68:1 on white (WebAIM), shown cut to 3.67 as axe does.
    await expect(canvas.getByText('Contrast as text: 3.67:1 on white. Button text: black, 5.70:1.')).toBeVisible();
    await expect(
      canvas.getByText('Primary colour #3b82f6 is 3.67:1 on white; links and text use it adjusted to #3370d5 (4.75:1 on white, 4.50:1 on light grey).'),
    ).toBeVisible();
    await expect(canvas.getByText('White text on the primary button is 3.67:1; it uses black text (5.70:1).')).toBeVisible();
    // The slate grey reads on white and on the light grey (4.75:1, 4.51:1) with white button text.
    await expect(canvas.getByLabelText('Secondary Color hex code')).toHaveAccessibleDescription(
      'Contrast as text: 4.75:1 on white. Button text: white, 4.75:1. Used as chosen: its text and its button text reach 4.5:1.',
    );
    await expect(canvas.getByText(/^Accent colour #10b981 is 2\.53:1 on white; links and text use it adjusted to #0b835c/)).toBeVisible();
  },
};

/** The site's header and hero take the unsaved theme and colours in the preview, and nothing reaches the server. */
export const PreviewShowsUnsavedEdit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await designTab(canvasElement, userEvent);
    const primary = canvas.getByLabelText('Primary Color hex code');
    await userEvent.clear(primary);
    await userEvent.type(primary, '#ffeb3b');
    await userEvent.selectOptions(canvas.getByLabelText('Theme'), 'dark');
    const frame = await findPreviewFrame(canvasElement);
    const preview = within(frame.contentDocument!.body);
    const hero = demoData.heroes.filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];
    const cta = await preview.findByRole('link', { name: hero.ctaText });
    // The yellow is the buttons' own colour, with black text on it; the page is in the dark theme.
    await waitFor(() => expect(cta).toHaveStyle({ backgroundColor: 'rgb(255, 235, 59)', color: 'rgb(0, 0, 0)' }));
    await expect(preview.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The frame takes the chosen theme as it renders the edit (a moment after the colour, on a busy machine).
    await waitFor(() => expect(frame.contentDocument!.documentElement).toHaveAttribute('data-bs-theme', 'dark'));
    // Only the preview: the admin's own page keeps its theme, and the stored settings are unchanged.
    await expect(document.documentElement).not.toHaveAttribute('data-bs-theme', 'dark');
    await expect(db.homepageSettings[0].primaryColor).toBe(demo.primaryColor);
    await expect(db.homepageSettings[0].theme).toBe(demo.theme);
  },
};

export const DesignTabYellowPrimary: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.homepageSettings[0].primaryColor = '#ffeb3b') },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await designTab(canvasElement, userEvent);
    const primary = canvas.getByLabelText('Primary Color hex code');
    await expect(primary).toHaveValue('#ffeb3b');
    // #ffeb3b: 1.22:1 on white; black on it 17.2:1.
    await expect(primary).toHaveAccessibleDescription(expect.stringContaining('Contrast as text: 1.22:1 on white. Button text: black, 17.19:1.'));
    await expect(
      canvas.getByText('Primary colour #ffeb3b is 1.22:1 on white; links and text use it adjusted to #7e741d (4.76:1 on white, 4.52:1 on light grey).'),
    ).toBeVisible();
    await expect(canvas.getByText('White text on the primary button is 1.22:1; it uses black text (17.19:1).')).toBeVisible();
  },
};

/** Typing a colour updates the report at once, before anything is saved; the theme decides which shades are listed. */
export const DesignTabLightGreyPrimary: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await designTab(canvasElement, userEvent);
    const primary = canvas.getByLabelText('Primary Color hex code');
    await userEvent.clear(primary);
    await expect(canvas.getByText('Enter a colour code such as #3b82f6 to see its contrast; until then the site uses #3b82f6.')).toBeVisible();
    await userEvent.type(primary, '#cccccc');
    // #cccccc: 1.61:1 on white (WebAIM), cut to 1.60.
    await expect(canvas.getByText('Contrast as text: 1.60:1 on white. Button text: black, 13.07:1.')).toBeVisible();
    await expect(
      canvas.getByText('Primary colour #cccccc is 1.60:1 on white; links and text use it adjusted to #727272 (4.81:1 on white, 4.56:1 on light grey).'),
    ).toBeVisible();
    await expect(canvas.getByText('White text on the primary button is 1.60:1; it uses black text (13.07:1).')).toBeVisible();

    // On the dark theme the grey reads as it is; only the button text still changes.
    await userEvent.selectOptions(canvas.getByLabelText('Theme'), 'dark');
    await expect(canvas.getByText('Contrast as text: 9.60:1 on the dark background. Button text: black, 13.07:1.')).toBeVisible();
    await expect(canvas.queryByText(/^Primary colour #cccccc/)).toBeNull();
    await expect(canvas.getByText('White text on the primary button is 1.60:1; it uses black text (13.07:1).')).toBeVisible();
    // Auto lists both themes.
    await userEvent.selectOptions(canvas.getByLabelText('Theme'), 'auto');
    await expect(canvas.getByText('Contrast as text: 1.60:1 on white, 9.60:1 on the dark background. Button text: black, 13.07:1.')).toBeVisible();

    await expect(db.homepageSettings[0].primaryColor).toBe(demo.primaryColor);
  },
};

const SUPER_ADMIN_CODE = '<script>window.novaTag = "planning"</script>';
const withScriptSettings = (d: MockDb) => void Object.assign(d.homepageSettings[0], { googleAnalyticsId: 'G-NOVA12345', customHeadCode: SUPER_ADMIN_CODE });

/** A regular admin sees the analytics ids and the custom code read-only, with why, and still saves the rest. */
export const RegularAdminScriptFieldsReadOnly: Story = {
  parameters: { signedInAs: 'admin', mockDb: withScriptSettings },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const title = await metaTitle(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Analytics' }));
    await expect(canvas.getByTestId('super-admin-only-note')).toHaveTextContent(
      'Only a super admin can change analytics and custom code, because they run on every page.',
    );
    for (const label of [
      'Google Analytics ID',
      'Facebook Pixel ID',
      'Custom Head Code',
      'Custom Body Code',
      'Cookie banner version',
      'Consent expiry (months)',
    ]) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('readonly');
    }
    await expect(canvas.getByLabelText('Custom code purpose')).toBeDisabled();
    await expect(canvas.getByLabelText('Custom code purpose')).toHaveValue('marketing');
    await expect(canvas.getByLabelText('Consent expiry (months)')).toHaveValue(6);
    await expect(canvas.getByLabelText('Google Analytics ID')).toHaveValue('G-NOVA12345');
    await expect(canvas.getByLabelText('Custom Head Code')).toHaveValue(SUPER_ADMIN_CODE);
    await userEvent.type(canvas.getByLabelText('Custom Head Code'), '<script>steal()</script>');
    await expect(canvas.getByLabelText('Custom Head Code')).toHaveValue(SUPER_ADMIN_CODE);

    await userEvent.click(canvas.getByRole('tab', { name: 'SEO' }));
    await userEvent.clear(title);
    await userEvent.type(title, 'NovaGuide | Planned by the editor');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Homepage settings saved successfully!')).toBeInTheDocument();
    await expect(db.homepageSettings[0]).toMatchObject({
      metaTitle: 'NovaGuide | Planned by the editor',
      customHeadCode: SUPER_ADMIN_CODE,
      googleAnalyticsId: 'G-NOVA12345',
    });
  },
};

/** A super admin edits them as before: no note, nothing read-only. */
export const SuperAdminEditsScriptFields: Story = {
  parameters: { mockDb: withScriptSettings },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await metaTitle(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Analytics' }));
    await expect(canvas.queryByTestId('super-admin-only-note')).toBeNull();
    const code = canvas.getByLabelText('Custom Head Code');
    await expect(code).not.toHaveAttribute('readonly');
    await userEvent.clear(code);
    // The visitors' consent to the custom code: what it is for, the banner's version, how long a choice holds.
    await userEvent.selectOptions(canvas.getByLabelText('Custom code purpose'), 'analytics');
    const version = canvas.getByLabelText('Cookie banner version');
    await expect(version).toHaveAttribute('min', '1');
    await userEvent.clear(version);
    await userEvent.type(version, '2');
    const expiry = canvas.getByLabelText('Consent expiry (months)');
    await expect(expiry).toHaveAttribute('max', '13');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Homepage settings saved successfully!')).toBeInTheDocument();
    await expect(db.homepageSettings[0]).toMatchObject({
      customHeadCode: '',
      customCodePurpose: 'analytics',
      consentBannerVersion: 2,
      consentExpiryMonths: 12,
    });
  },
};

/**
 * The server refuses a regular admin's save that would change the custom code (403 naming the field): here a super
 * admin changed it after the screen loaded, so sending back what the screen shows would undo it. Nothing is stored.
 */
export const RegularAdminRefusedScriptChange: Story = {
  parameters: { signedInAs: 'admin', mockDb: withScriptSettings },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const title = await metaTitle(canvas);
    db.homepageSettings[0].customHeadCode = '<script>window.novaTag = "updated by the super admin"</script>';
    await userEvent.clear(title);
    await userEvent.type(title, 'Not saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('customHeadCode can only be changed by a super admin')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Meta Title/)).toHaveValue('Not saved');
    await expect(db.homepageSettings[0]).toMatchObject({
      metaTitle: demo.metaTitle,
      customHeadCode: '<script>window.novaTag = "updated by the super admin"</script>',
    });
  },
};
