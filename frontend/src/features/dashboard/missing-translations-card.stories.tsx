import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoCounts, summaryAnswer, summaryFails } from '@/platform/translations/translation-story-kit';
import { MissingTranslationsCard } from './missing-translations-card';

const meta = {
  title: 'Admin/Dashboard/Missing translations',
  component: MissingTranslationsCard,
  parameters: { route: { path: '/admin' }, signedInAs: 'super_admin', msw: { handlers: { translations: [summaryAnswer()] } } },
  decorators: [
    (Story) => (
      <main className="p-3">
        <h1 className="h3">Dashboard</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof MissingTranslationsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const missingIn = (lang: string) => demoCounts.filter((c) => c.lang === lang).reduce((n, c) => n + c.missing, 0);

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Per language, by its own name from the settings, the texts still in English.
    await expect(await canvas.findByTestId('missing-de-total')).toHaveTextContent(`${missingIn('de')} missing`);
    await expect(canvas.getByTestId('missing-ar-total')).toHaveTextContent(`${missingIn('ar')} missing`);
    await expect(within(canvas.getByTestId('missing-ar')).getByText('العربية')).toHaveAttribute('lang', 'ar');

    // Per kind, only those with texts missing, each linking to its screen in that language.
    const german = within(canvas.getByRole('list', { name: 'Missing in Deutsch' }));
    await expect(german.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/admin/hero?lang=de', '/admin/pricing?lang=de']);
    await expect(german.getByText('7 of 21 missing')).toBeVisible();
    const arabic = within(canvas.getByRole('list', { name: 'Missing in العربية' }));
    await expect(arabic.getAllByRole('link')).toHaveLength(4);
  },
};

export const AllTranslated: Story = {
  parameters: { msw: { handlers: { translations: [summaryAnswer(demoCounts.map((c) => ({ ...c, missing: 0 })))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('all-translated')).toHaveTextContent('Every text is translated into every language.');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const OneLanguage: Story = {
  parameters: { msw: { handlers: { translations: [summaryAnswer([])] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The site has one language: add another in Homepage Settings, Languages.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { translations: [summaryFails()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load the missing translations: Der Datenbankserver startet neu');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
