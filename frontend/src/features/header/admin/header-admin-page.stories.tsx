import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { EDITOR_ADMIN_ID, ID_PREFIX, demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { findPreview } from '@/platform/site-preview/preview-story-kit';
import { HeaderAdminPage } from './header-admin-page';
import { ctaUrlMessage, navUrlMessage } from './header-validation';

const demo = demoData.headers[0];
const demoNav = [...demo.navigationItems].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((n) => n.label);
const demoLogo = demoData.fileAssets[0];
const SAVE = 'Save Changes';
const SAVED = 'Header saved successfully!';

const meta = {
  title: 'Admin/Header',
  component: HeaderAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/header' } },
} satisfies Meta<typeof HeaderAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
// Toasts and the confirm dialog render outside the story root.
const body = () => within(document.body);
const loaded = async (canvas: Canvas) => canvas.findByRole('form', { name: 'Header configuration' });
const navList = (canvas: Canvas) => canvas.getByRole('list', { name: 'Navigation items' });
/** The navigation items' names, in screen order (the list's own items, not their dropdown items). */
const navOrder = (canvas: Canvas) => {
  const list = navList(canvas);
  return within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list)
    .map((li) => li.getAttribute('aria-label'));
};
const navItem = (canvas: Canvas, name: string) => within(within(navList(canvas)).getByRole('listitem', { name }));
const stored = () => db.headers[0];
const storedNav = () => [...stored().navigationItems].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

/** A real 1x1 PNG, so the mocks' byte sniffing accepts it. */
const pngFile = (name: string) =>
  new File(
    [Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))],
    name,
    { type: 'image/png' },
  );

export const Loaded: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Header Management' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Logo & Company', 'Navigation', 'CTA Buttons', 'Contact Info', 'Styling']);
    await expect(canvas.getByRole('tab', { name: 'Logo & Company' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Preview Mode' })).not.toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'Preview' })).toBeNull();
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue(demo.companyName);
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveAttribute('maxLength', '100');
    await expect(canvas.getByLabelText('Tagline')).toHaveValue(demo.tagline);
    await expect(canvas.getByLabelText('Logo Text')).toHaveValue(demo.logo!.text);
    await expect(canvas.getByLabelText('Logo Alt Text')).toHaveValue(demo.logo!.alt);
    await expect(await canvas.findByTestId('current-logo')).toHaveAttribute('src', demoLogo.fileUrl);
    await expect(canvas.getByLabelText('Logo File')).toHaveAttribute('accept', expect.stringContaining('image/svg+xml'));

    await userEvent.click(canvas.getByRole('tab', { name: 'Navigation' }));
    await expect(navOrder(canvas)).toEqual(demoNav);
    const services = navItem(canvas, 'Services');
    await expect(services.getByRole('checkbox', { name: 'Has dropdown' })).toBeChecked();
    await expect(services.getByRole('checkbox', { name: 'Show dropdown' })).toBeChecked();
    await expect(within(services.getByRole('list', { name: 'Services dropdown items' })).getAllByRole('listitem')).toHaveLength(6);
    await expect(services.getAllByLabelText(/^Dropdown Label/)[0]).toHaveAttribute('maxLength', '120');
    const pricing = navItem(canvas, 'Pricing');
    await expect(pricing.getByText('Order 2')).toBeVisible();
    await expect(pricing.getByLabelText(/^Label/)).toHaveAttribute('maxLength', '30');
    await expect(pricing.getByRole('checkbox', { name: 'Has dropdown' })).not.toBeChecked();
    // The hint follows the public header's rule: /pricing scrolls to the pricing section.
    await expect(pricing.getByText('Scrolls to the home page section #pricing-section.')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'CTA Buttons' }));
    const primary = within(canvas.getByRole('group', { name: 'Primary Button' }));
    await expect(primary.getByLabelText('Button Text')).toHaveValue(demo.ctaButtons.primary!.text);
    await expect(primary.getByLabelText('Action')).toHaveValue('scroll');
    await expect(primary.getByLabelText(/^Link/)).toHaveValue('#contact-section');
    await expect(within(canvas.getByRole('group', { name: 'Secondary Button' })).getByLabelText('Button Text')).toHaveValue(demo.ctaButtons.secondary!.text);

    await userEvent.click(canvas.getByRole('tab', { name: 'Contact Info' }));
    await expect(canvas.getByLabelText('Phone')).toHaveValue(demo.contactInfo!.phone);
    await expect(canvas.getByLabelText('Email')).toHaveValue(demo.contactInfo!.email);

    await userEvent.click(canvas.getByRole('tab', { name: 'Styling' }));
    await expect(canvas.getByLabelText('Background Color hex code')).toHaveValue('#ffffff');
    await expect(canvas.getByLabelText('Text Color hex code')).toHaveValue('#333333');
    await expect(canvas.getByRole('checkbox', { name: 'Sticky Header' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { header: scenario('header', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading header data...');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const LoadErrorRetry: Story = {
  // The first load fails; the play lifts the scenario before Retry.
  parameters: { scenarios: { header: { kind: 'error' } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load header data');
    await expect(canvas.queryByRole('form')).toBeNull();
    setScenario('header', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await loaded(canvas);
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue(demo.companyName);
    await expect(canvas.queryByText('Failed to load header data')).toBeNull();
  },
};

export const NoHeader: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.headers = []) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByText('No header exists yet. Saving will create it.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue('');
    await userEvent.click(canvas.getByRole('tab', { name: 'Navigation' }));
    await expect(navOrder(canvas)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('tab', { name: 'CTA Buttons' }));
    await expect(within(canvas.getByRole('group', { name: 'Primary Button' })).getByLabelText('Button Text')).toHaveValue('ONLINE SESSION');
    await expect(within(canvas.getByRole('group', { name: 'Secondary Button' })).getByLabelText('Button Text')).toHaveValue('UPLOAD CASE');

    await userEvent.click(canvas.getByRole('tab', { name: 'Logo & Company' }));
    await userEvent.type(canvas.getByLabelText(/^Company Name/), 'Fresh Guides');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(db.headers).toHaveLength(1));
    await expect(stored()).toMatchObject({ companyName: 'Fresh Guides', backgroundColor: '#ffffff', textColor: '#333333', isSticky: true });
    await expect(storedNav().map((n) => n.label)).toEqual(['About', 'Services', 'Pricing', 'How We Work', 'Contact']);
    await expect(stored().ctaButtons.primary).toEqual({ text: 'ONLINE SESSION', action: 'scroll', href: '#contact-section' });
    await waitFor(() => expect(canvas.queryByText('No header exists yet. Saving will create it.')).toBeNull());

    // The returned _id was kept: the second save updates the same header.
    await userEvent.type(canvas.getByLabelText('Tagline'), 'Now updated');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(stored().tagline).toBe('Now updated'));
    await expect(db.headers).toHaveLength(1);
  },
};

export const PreviewMode: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Preview Mode' }));
    await expect(await canvas.findByRole('region', { name: 'Preview' })).toBeVisible();
    // The real public header in the preview's frame: the logo file, the items in order, the two buttons.
    const preview = await findPreview(canvasElement);
    await waitFor(() => expect(preview.getByRole('img', { name: demo.logo!.alt })).toHaveAttribute('src', demoLogo.fileUrl));
    const nav = preview.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('button', { name: demoNav[0] })).toHaveAttribute('aria-expanded', 'false');
    for (const label of demoNav.slice(1)) await expect(within(nav).getByRole('link', { name: label })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: demo.ctaButtons.primary!.text! })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: demo.ctaButtons.secondary!.text! })).toBeVisible();
    await expect(nav).toHaveStyle({ backgroundColor: 'rgb(255, 255, 255)', color: 'rgb(51, 51, 51)' });

    // Live: edits show at once; a blank CTA text shows the public fallback.
    await userEvent.clear(canvas.getByLabelText('Logo Alt Text'));
    await userEvent.type(canvas.getByLabelText('Logo Alt Text'), 'NovaGuide home');
    await expect(await preview.findByRole('img', { name: 'NovaGuide home' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'CTA Buttons' }));
    await userEvent.clear(within(canvas.getByRole('group', { name: 'Primary Button' })).getByLabelText('Button Text'));
    await expect(await preview.findByRole('button', { name: 'Primary Button' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Styling' }));
    const bg = canvas.getByLabelText('Background Color hex code');
    await userEvent.clear(bg);
    await userEvent.type(bg, '#000000');
    await waitFor(() => expect(preview.getByRole('navigation', { name: 'Main' })).toHaveStyle({ backgroundColor: 'rgb(0, 0, 0)' }));

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Preview Mode' }));
    await expect(canvas.queryByRole('region', { name: 'Preview' })).toBeNull();
    await expect(stored().logo?.alt).toBe(demo.logo!.alt);
  },
};

/** A renamed menu item shows in the public header before it is saved, and nothing reaches the server. */
export const PreviewShowsUnsavedEdit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Preview Mode' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Navigation' }));
    const label = navItem(canvas, demoNav[1]).getByLabelText(/^Label/);
    await userEvent.clear(label);
    await userEvent.type(label, 'Plans & fees');
    const preview = await findPreview(canvasElement);
    await expect(await preview.findByRole('link', { name: 'Plans & fees' })).toBeVisible();
    await expect(preview.queryByRole('link', { name: demoNav[1] })).toBeNull();
    await expect(storedNav()[1].label).toBe(demoNav[1]);
  },
};

export const CompanyNameRequired: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Company Name/));
    await userEvent.click(canvas.getByRole('tab', { name: 'Styling' }));
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields before saving.');
    // Switched to the tab holding the problem, with the cursor in the field.
    await expect(canvas.getByRole('tab', { name: 'Logo & Company' })).toHaveAttribute('aria-selected', 'true');
    const name = canvas.getByLabelText(/^Company Name/);
    await expect(canvas.getByText('Company name is required')).toBeVisible();
    await expect(name).toHaveClass('is-invalid');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/^Company name is required/);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(stored().companyName).toBe(demo.companyName);
    await userEvent.type(name, 'NovaGuide Labs');
    await expect(canvas.queryByText('Company name is required')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NavLabelCounter: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Navigation' }));
    // Bound to the element: its name follows the label as it is typed.
    const item = navItem(canvas, 'Pricing');
    const label = item.getByLabelText(/^Label/);
    await userEvent.clear(label);
    await userEvent.type(label, 'x'.repeat(25));
    await expect(item.queryByText(/\/30 characters/)).toBeNull();
    await userEvent.type(label, 'y');
    await expect(item.getByText('26/30 characters')).toBeVisible();
    await userEvent.type(label, 'z'.repeat(10));
    await expect(label).toHaveValue(`${'x'.repeat(25)}y${'z'.repeat(4)}`);
    await expect(item.getByText('30/30 characters')).toBeVisible();

    // Dropdown labels: limit 120, counter above 100.
    const services = navItem(canvas, 'Services');
    const dropdownLabel = services.getAllByLabelText(/^Dropdown Label/)[0];
    await userEvent.clear(dropdownLabel);
    await userEvent.click(dropdownLabel);
    await userEvent.paste('d'.repeat(100));
    await expect(services.queryByText(/\/120 characters/)).toBeNull();
    await userEvent.type(dropdownLabel, 'e');
    await expect(services.getByText('101/120 characters')).toBeVisible();
    await userEvent.paste('f'.repeat(40));
    await expect(dropdownLabel).toHaveValue(`${'d'.repeat(100)}e${'f'.repeat(19)}`);
    await expect(services.getByText('120/120 characters')).toBeVisible();
  },
};

export const InvalidNavUrl: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Navigation' }));
    const link = navItem(canvas, 'Pricing').getByLabelText(/^Link/);
    await userEvent.clear(link);
    await userEvent.type(link, 'pricing page');
    await userEvent.click(canvas.getByRole('tab', { name: 'Styling' }));
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Navigation' })).toHaveAttribute('aria-selected', 'true');
    await expect(navItem(canvas, 'Pricing').getByText(navUrlMessage())).toBeVisible();
    await expect(navUrlMessage()).toBe(`Please enter a valid URL (e.g., /about, ${window.location.origin}/about)`);
    await waitFor(() => expect(link).toHaveFocus());
    await expect(link).toHaveAccessibleDescription(navUrlMessage());
    await expect(storedNav()[1].href).toBe('/pricing');

    await userEvent.clear(link);
    await userEvent.type(link, 'https://novaguide.example/pricing');
    await expect(canvas.queryByText(navUrlMessage())).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(storedNav()[1].href).toBe('https://novaguide.example/pricing'));
  },
};

export const DropdownRule: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Navigation' }));
    const pricing = navItem(canvas, 'Pricing');
    await expect(pricing.getByRole('checkbox', { name: 'Has dropdown' })).not.toBeChecked();
    await userEvent.click(pricing.getByRole('button', { name: 'Add dropdown item to Pricing' }));
    await expect(pricing.getByRole('checkbox', { name: 'Has dropdown' })).toBeChecked();
    await expect(pricing.getByRole('checkbox', { name: 'Show dropdown' })).toBeChecked();
    await expect(within(pricing.getByRole('list', { name: 'Pricing dropdown items' })).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(pricing.getByRole('button', { name: 'Remove dropdown item 1' }));
    await expect(pricing.getByRole('checkbox', { name: 'Has dropdown' })).not.toBeChecked();
    await expect(pricing.getByRole('checkbox', { name: 'Show dropdown' })).not.toBeChecked();
    await expect(pricing.queryByRole('list', { name: 'Pricing dropdown items' })).toBeNull();

    await userEvent.click(pricing.getByRole('button', { name: 'Add dropdown item to Pricing' }));
    await userEvent.type(pricing.getByLabelText(/^Dropdown Label/), 'Plans compared');
    await userEvent.type(pricing.getByLabelText(/^Dropdown Link/), '/pricing/compare');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(storedNav()[1]).toMatchObject({ label: 'Pricing', hasDropdown: true, showDropdown: true }));
    await expect(storedNav()[1].dropdownItems).toEqual([expect.objectContaining({ label: 'Plans compared', href: '/pricing/compare' })]);
  },
};

export const AddAndRemoveNavItems: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Navigation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Navigation Item' }));
    const added = navItem(canvas, 'Navigation item 6');
    await expect(added.getByText('Order 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await added.findByText('Label is required')).toBeVisible();
    await expect(added.getByText(navUrlMessage())).toBeVisible();
    await userEvent.type(added.getByLabelText(/^Label/), 'Blog');
    await userEvent.type(navItem(canvas, 'Blog').getByLabelText(/^Link/), '/blog');
    await userEvent.click(navItem(canvas, 'About').getByRole('button', { name: 'Remove About' }));
    await expect(navOrder(canvas)).toEqual(['Services', 'Pricing', 'How We Work', 'Contact', 'Blog']);
    await expect(navItem(canvas, 'Blog').getByText('Order 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(storedNav().map((n) => n.label)).toEqual(['Services', 'Pricing', 'How We Work', 'Contact', 'Blog']));
    await expect(storedNav().map((n) => n.order)).toEqual([1, 2, 3, 4, 5]);
  },
};

export const ReorderNavByKeyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Navigation' }));
    const pricing = within(navList(canvas)).getByRole('listitem', { name: 'Pricing' });
    // Start with the card at the top of the view, so the move needs no (smooth, timing-dependent) page scroll.
    pricing.scrollIntoView({ block: 'start', behavior: 'instant' });
    const from = pricing.getBoundingClientRect();
    const to = within(navList(canvas)).getByRole('listitem', { name: 'How We Work' }).getBoundingClientRect();
    // Space lifts; each arrow press moves 25 px; enough presses put Pricing over the next card; Space drops.
    canvas.getByRole('button', { name: 'Drag to reorder Pricing' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}'.repeat(Math.ceil((to.top - from.top) / 25)));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(navOrder(canvas)).toEqual(['Services', 'How We Work', 'Pricing', 'About', 'Contact']));
    await expect(navItem(canvas, 'How We Work').getByText('Order 2')).toBeVisible();
    await expect(navItem(canvas, 'Pricing').getByText('Order 3')).toBeVisible();
    // Not saved until Save Changes.
    await expect(storedNav().map((n) => n.label)).toEqual(demoNav);
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(storedNav().map((n) => n.label)).toEqual(['Services', 'How We Work', 'Pricing', 'About', 'Contact']));
    await expect(storedNav().map((n) => n.order)).toEqual([1, 2, 3, 4, 5]);
  },
};

export const CtaHrefOnlyForLinkOrScroll: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'CTA Buttons' }));
    const primary = within(canvas.getByRole('group', { name: 'Primary Button' }));
    await expect(primary.getByLabelText(/^Link/)).toBeVisible();
    await userEvent.selectOptions(primary.getByLabelText('Action'), 'button');
    await expect(primary.queryByLabelText(/^Link/)).toBeNull();
    await userEvent.selectOptions(primary.getByLabelText('Action'), 'link');
    const link = primary.getByLabelText(/^Link/);
    await userEvent.clear(link);
    await userEvent.type(link, 'contact us');
    await userEvent.click(canvas.getByRole('tab', { name: 'Contact Info' }));
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(canvas.getByRole('tab', { name: 'CTA Buttons' })).toHaveAttribute('aria-selected', 'true');
    await expect(await primary.findByText(ctaUrlMessage())).toBeVisible();
    await expect(ctaUrlMessage()).toBe(`Please enter a valid URL (e.g., /contact, ${window.location.origin}/contact) or section ID (e.g., #about)`);
    await expect(stored().ctaButtons.primary).toEqual(demo.ctaButtons.primary);

    // A button action needs no link: the invalid one is dropped with the field.
    await userEvent.selectOptions(primary.getByLabelText('Action'), 'button');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(stored().ctaButtons.primary).toEqual({ text: demo.ctaButtons.primary!.text, action: 'button' }));
  },
};

export const CtaSectionId: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'CTA Buttons' }));
    const secondary = within(canvas.getByRole('group', { name: 'Secondary Button' }));
    await userEvent.selectOptions(secondary.getByLabelText('Action'), 'link');
    const link = secondary.getByLabelText(/^Link/);
    await userEvent.clear(link);
    await userEvent.type(link, '#about');
    await expect(secondary.getByText('Scrolls to the home page section #about.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await expect(canvas.queryByText(ctaUrlMessage())).toBeNull();
    await waitFor(() => expect(stored().ctaButtons.secondary).toEqual({ text: demo.ctaButtons.secondary!.text, action: 'link', href: '#about' }));
  },
};

export const LogoUpload: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.upload(canvas.getByLabelText('Logo File'), pngFile('novaguide-mark.png'));
    await expect(await canvas.findByRole('img', { name: 'Selected logo preview' })).toBeVisible();
    await expect(canvas.getByText(/novaguide-mark\.png/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Logo' }));
    await expect(await body().findByText('Logo uploaded successfully!')).toBeInTheDocument();
    const asset = () => db.fileAssets.find((f) => f.originalName === 'novaguide-mark.png');
    await waitFor(() => expect(asset()).toMatchObject({ category: 'logo', isActive: true, mimeType: 'image/png' }));
    await expect(db.fileAssets.filter((f) => f.category === 'logo' && f.isActive)).toHaveLength(1);
    await expect(db.blobs.has(asset()!.fileUrl)).toBe(true);
    await waitFor(() => expect(canvas.getByTestId('current-logo')).toHaveAttribute('src', asset()!.fileUrl));
    await expect(canvas.queryByRole('img', { name: 'Selected logo preview' })).toBeNull();
    // The header's logo url follows, stored with Save Changes.
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(stored().logo?.url).toBe(asset()!.fileUrl));
  },
};

export const LogoUploadCancel: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const input = canvas.getByLabelText('Logo File');
    await userEvent.upload(input, pngFile('draft-logo.png'));
    await expect(await canvas.findByRole('img', { name: 'Selected logo preview' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('img', { name: 'Selected logo preview' })).toBeNull();
    await expect(input).toHaveValue('');
    await expect(db.fileAssets).toHaveLength(demoData.fileAssets.length);
  },
};

export const LogoUploadError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.upload(canvas.getByLabelText('Logo File'), pngFile('novaguide-mark.png'));
    setScenario('files', { kind: 'error', status: 507, message: 'Storage is full' });
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Logo' }));
    await expect(await body().findByText('Failed to upload logo: Storage is full')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Selected logo preview' })).toBeVisible();
    await expect(canvas.getByTestId('current-logo')).toHaveAttribute('src', demoLogo.fileUrl);
    await expect(db.fileAssets).toHaveLength(demoData.fileAssets.length);
  },
};

export const LogoWrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    // The file dialog's "All files" choice bypasses the accept filter, so the type is checked again.
    fireEvent.change(canvas.getByLabelText('Logo File'), { target: { files: [new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' })] } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid file type. Please select a JPEG, PNG, GIF, WebP, or SVG image.');
    await expect(canvas.queryByRole('img', { name: 'Selected logo preview' })).toBeNull();
    await expect(db.fileAssets).toHaveLength(demoData.fileAssets.length);
  },
};

export const LogoTooLarge: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge-logo.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Logo File'), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File size too large. Please select an image smaller than 5MB.');
    await expect(canvas.queryByRole('img', { name: 'Selected logo preview' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const LogoUploadWithoutFile: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Logo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select a logo file first.');
    await expect(db.fileAssets).toHaveLength(demoData.fileAssets.length);
  },
};

export const RemoveLogo: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.headers[0].logo = { ...d.headers[0].logo, url: demoLogo.fileUrl }) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(await canvas.findByTestId('current-logo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Logo' }));
    const dialog = within(await body().findByRole('dialog'));
    // The dialog fades in: its text is there at once, visible a moment later.
    await expect(dialog.getByText(/Remove the current logo\?/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await body().findByText('Logo removed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(db.fileAssets.some((f) => f._id === demoLogo._id)).toBe(false));
    await expect(canvas.queryByTestId('current-logo')).toBeNull();
    await expect(canvas.getByText(/No logo uploaded/)).toBeVisible();
    // Removing the logo clears its url: stored with Save Changes.
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(stored().logo?.url).toBe(''));
  },
};

/** Remove pressed while the logo's record is still on its way: the file is deleted all the same. */
export const RemoveLogoBeforeItsRecordArrives: Story = {
  parameters: {
    mockDb: (d: MockDb) => void (d.headers[0].logo = { ...d.headers[0].logo, url: demoLogo.fileUrl }),
    scenarios: { files: { kind: 'slow', ms: 700 } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(await canvas.findByTestId('current-logo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Logo' }));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await expect(await body().findByText('Logo removed successfully!', {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(db.fileAssets.some((f) => f._id === demoLogo._id)).toBe(false);
  },
};

export const RemoveLogoError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Logo' }));
    setScenario('files', { kind: 'error', status: 500, message: 'Logo storage unavailable' });
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await expect(await body().findByText('Failed to remove logo: Logo storage unavailable')).toBeInTheDocument();
    await expect(canvas.getByTestId('current-logo')).toHaveAttribute('src', demoLogo.fileUrl);
    await expect(db.fileAssets.some((f) => f._id === demoLogo._id)).toBe(true);
  },
};

export const SaveSuccess: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const name = canvas.getByLabelText(/^Company Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'NovaGuide Planning');
    await userEvent.click(canvas.getByRole('tab', { name: 'Contact Info' }));
    const phone = canvas.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 (415) 555-0199');
    await userEvent.click(canvas.getByRole('tab', { name: 'Styling' }));
    const text = canvas.getByLabelText('Text Color hex code');
    await userEvent.clear(text);
    await userEvent.type(text, '#0f172a');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sticky Header' }));
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(stored().companyName).toBe('NovaGuide Planning'));
    await expect(db.headers).toHaveLength(1);
    await expect(stored()).toMatchObject({
      _id: demo._id,
      contactInfo: { phone: '+1 (415) 555-0199', email: demo.contactInfo!.email },
      textColor: '#0f172a',
      backgroundColor: '#ffffff',
      isSticky: false,
      isActive: true,
      tagline: demo.tagline,
    });
    await expect(storedNav().map((n) => n.label)).toEqual(demoNav);
    await expect(canvas.getByRole('tab', { name: 'Styling' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const SaveError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const name = canvas.getByLabelText(/^Company Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Not saved');
    setScenario('header', { kind: 'error', status: 500, message: 'Database unavailable' });
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText('Failed to save header')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue('Not saved');
    await expect(await canvas.findByRole('button', { name: SAVE })).toBeEnabled();
    await expect(stored().companyName).toBe(demo.companyName);
  },
};

export const Saving: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    setScenario('header', { kind: 'loading' });
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** Restoring an older version from History starts the editor over from it (ordinary reloads keep the draft). */
export const RestoreFromHistory: Story = {
  parameters: {
    mockDb: (d: MockDb) =>
      void d.revisions.push({
        _id: `${ID_PREFIX}fc1`,
        kind: 'header',
        recordId: demo._id,
        recordTitle: 'NovaGuide Labs',
        operation: 'update',
        changedFields: ['companyName'],
        createdBy: EDITOR_ADMIN_ID,
        createdAt: '2026-11-01T09:00:00.000Z',
        snapshot: { ...structuredClone(demo), companyName: 'NovaGuide Labs' },
      }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'History' }));
    const panel = within(await body().findByRole('dialog', { name: 'Header history' }));
    await userEvent.click(await panel.findByRole('button', { name: /^Updated NovaGuide Labs by Sam Okafor/ }));
    await expect(await panel.findByRole('rowheader', { name: 'Company name' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Restore this version' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Restore this version?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    await expect(await body().findByText('Revision restored successfully!')).toBeInTheDocument();
    await expect(stored().companyName).toBe('NovaGuide Labs');
    await userEvent.click(panel.getByRole('button', { name: 'Close history' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Company Name/)).toHaveValue('NovaGuide Labs'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'History' })).toHaveFocus());
  },
};
