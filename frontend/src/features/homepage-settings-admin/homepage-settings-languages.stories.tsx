import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TRANSLATION_TEXTS } from '@shared/contract/translations';
import { db } from '@mocks/db';
import { setScenario } from '@mocks/route';
import { SiteHeader } from '@/features/header/site-header';
import { HeroSection } from '@/features/hero/hero-section';
import { HomepageSettingsAdminPage } from './homepage-settings-admin-page';
import { LANGUAGE_TEXTS } from './languages-rules';

/** The screen as its admin route composes it (frontend/src/routes/admin/homepage-settings-page.tsx). */
const LanguagesScreen = () => (
  <HomepageSettingsAdminPage
    homeTop={
      <>
        <SiteHeader />
        <HeroSection />
      </>
    }
  />
);

const meta = {
  title: 'Admin/Homepage Settings languages',
  component: LanguagesScreen,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/homepage-settings' } },
} satisfies Meta<typeof LanguagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = { click: (el: Element) => Promise<void>; type: (el: Element, text: string) => Promise<void>; clear: (el: Element) => Promise<void> };
// The dialog and the toasts render outside the story root.
const body = () => within(document.body);

const openTab = async (canvas: Canvas, userEvent: User) => {
  await userEvent.click(await canvas.findByRole('tab', { name: 'Languages' }));
  return within(canvas.getByRole('list', { name: 'Site languages' }));
};
const listed = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Site languages' }))
    .getAllByTestId('site-language')
    .map((li) => li.querySelector('code')!.textContent);
const stored = () => db.homepageSettings[0].languages?.map((l) => l.code);

export const Loaded: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = await openTab(canvas, userEvent);
    await expect(listed(canvas)).toEqual(['en', 'de', 'ar']);
    const [english, german, arabic] = list.getAllByTestId('site-language');
    await expect(english).toHaveTextContent('Default');
    await expect(within(english).queryByRole('button')).toBeNull();
    await expect(within(german).getByRole('button', { name: 'Move Deutsch up' })).toBeDisabled();
    await expect(within(arabic).getByRole('button', { name: 'Move العربية down' })).toBeDisabled();
    await expect(within(arabic).getByText('العربية')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: 'Add language' })).toBeEnabled();
  },
};

export const AddingWithValidationErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, userEvent);
    const code = canvas.getByLabelText('Code');
    const name = canvas.getByLabelText('Name, as its readers write it');
    const add = canvas.getByRole('button', { name: 'Add language' });

    await userEvent.type(code, 'DE1');
    await userEvent.click(add);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(LANGUAGE_TEXTS.badCode);
    await expect(name).toHaveAccessibleDescription(LANGUAGE_TEXTS.nameRequired);
    await expect(code).toHaveFocus();

    await userEvent.clear(code);
    await userEvent.type(code, 'de');
    await userEvent.type(name, 'Deutsch (Schweiz)');
    await userEvent.click(add);
    await expect(code).toHaveAccessibleDescription(LANGUAGE_TEXTS.duplicate('de'));
    await expect(listed(canvas)).toEqual(['en', 'de', 'ar']);

    await userEvent.clear(code);
    await userEvent.type(code, 'fr');
    await userEvent.clear(name);
    await userEvent.type(name, 'Français');
    await userEvent.click(add);
    await expect(listed(canvas)).toEqual(['en', 'de', 'ar', 'fr']);
    await expect(code).toHaveValue('');
    await expect(code).not.toHaveAttribute('aria-invalid');
    // Nothing is stored until the settings are saved.
    await expect(stored()).toEqual(['en', 'de', 'ar']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Homepage settings saved successfully!')).toBeInTheDocument();
    await expect(stored()).toEqual(['en', 'de', 'ar', 'fr']);
    await expect(db.homepageSettings[0].languages?.[3]).toEqual({ code: 'fr', name: 'Français', direction: 'ltr' });
  },
};

export const ReorderAndRemove: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = await openTab(canvas, userEvent);
    await userEvent.click(list.getByRole('button', { name: 'Move العربية up' }));
    await expect(listed(canvas)).toEqual(['en', 'ar', 'de']);

    await userEvent.click(list.getByRole('button', { name: 'Remove Deutsch' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Remove language' }));
    await waitFor(() => expect(dialog.getByText(LANGUAGE_TEXTS.removeMessage({ code: 'de', name: 'Deutsch', direction: 'ltr' }))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(listed(canvas)).toEqual(['en', 'ar']));

    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Homepage settings saved successfully!')).toBeInTheDocument();
    await expect(stored()).toEqual(['en', 'ar']);
  },
};

export const RegularAdminReadOnly: Story = {
  parameters: { signedInAs: 'admin' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = await openTab(canvas, userEvent);
    await expect(canvas.getByTestId('languages-super-admin-note')).toHaveTextContent(LANGUAGE_TEXTS.superAdminOnly);
    await expect(listed(canvas)).toEqual(['en', 'de', 'ar']);
    await expect(list.queryAllByRole('button')).toEqual([]);
    await expect(canvas.queryByRole('button', { name: 'Add language' })).toBeNull();

    // The rest saves, the languages sent back as they were (the server refuses a regular admin's change of them).
    await userEvent.click(canvas.getByRole('tab', { name: 'SEO' }));
    const title = canvas.getByLabelText(/^Meta Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'NovaGuide | Planned by the editor');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Homepage settings saved successfully!')).toBeInTheDocument();
    await expect(stored()).toEqual(['en', 'de', 'ar']);
  },
};

export const SaveError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText('Code'), 'fr');
    await userEvent.type(canvas.getByLabelText('Name, as its readers write it'), 'Français');
    await userEvent.click(canvas.getByRole('button', { name: 'Add language' }));
    const refusal = `languages: ${TRANSLATION_TEXTS.listedTwice('fr')}`;
    setScenario('settings', { kind: 'error', status: 400, message: refusal });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText(refusal)).toBeInTheDocument();
    // The admin's list stays as it was edited; nothing was stored.
    await expect(listed(canvas)).toEqual(['en', 'de', 'ar', 'fr']);
    await expect(stored()).toEqual(['en', 'de', 'ar']);
  },
};
