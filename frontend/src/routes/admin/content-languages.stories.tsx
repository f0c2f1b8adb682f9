import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { RELEASE_HEADER } from '@shared/contract/releases';
import { RELEASE_IDS, demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { http } from '@mocks/route';
import { heroSheetInGerman, sheetAnswer } from '@/platform/translations/translation-story-kit';
import { AdminRoutes } from './admin-routes';

/** The admin area as the app mounts it: every content screen comes with the site's languages. */
function AdminArea() {
  return (
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>
  );
}

const meta = {
  title: 'Admin/Content languages',
  component: AdminArea,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/hero' }, msw: { handlers: { translations: [sheetAnswer()] } } },
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const switcher = (canvas: Canvas) => canvas.findByRole('combobox', { name: 'Language' });

/** In the default language the screen is today's, with the languages offered above it. */
export const DefaultLanguageUnchanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await switcher(canvas);
    await expect(select).toHaveValue('en');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English (en) – default', 'Deutsch (de)', 'العربية (ar)']);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hero Management' })).toBeVisible();
  },
};

export const ChooseAnotherLanguage: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await switcher(canvas), 'de');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hero in Deutsch' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Hero Management' })).toBeNull();
    const sheet = heroSheetInGerman();
    await expect(await canvas.findByTestId('screen-missing')).toHaveTextContent(`${sheet.missing} of ${sheet.total} texts missing`);
    // Back to the default: the screen as it was.
    await userEvent.selectOptions(await switcher(canvas), 'en');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hero Management' })).toBeVisible();
  },
};

/** A link with ?lang= (the Dashboard's) opens the screen in that language. */
export const PreselectedByLink: Story = {
  parameters: { route: { path: '/admin/pricing?lang=de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await switcher(canvas)).toHaveValue('de');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pricing in Deutsch' })).toBeVisible();
  },
};

/** A site with its default language only: no switcher, the screen alone. */
export const OnlyTheDefaultLanguage: Story = {
  parameters: { mockDb: (d: MockDb) => void delete d.homepageSettings[0].languages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hero Management' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Language' })).toBeNull();
  },
};

const spring = demoData.releases.find((r) => r._id === RELEASE_IDS.springCampaign)!;
const seenRelease: (string | null)[] = [];
/** Working in a release: the sheet is read in it (X-Release), and the preview is the release's own. */
export const InWorkingRelease: Story = {
  parameters: {
    route: { path: '/admin/hero?lang=de' },
    store: { workingRelease: { release: { id: spring._id, name: spring.name } } },
    msw: {
      handlers: {
        translations: [
          http.get('/content-translations/{kind}', ({ request, response }) => {
            seenRelease.push(request.headers.get(RELEASE_HEADER));
            return response(200).json({ success: true, data: heroSheetInGerman() });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('screen-missing')).toBeVisible();
    await waitFor(() => expect(seenRelease.at(-1)).toBe(spring._id));
    await expect(canvas.getAllByRole('button', { name: 'Save as draft' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Preview in Deutsch' })).toBeEnabled();
  },
};
