import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HERO_IDS } from '@shared/demo-content';
import {
  ARABIC,
  ENGLISH_DEFAULT,
  GERMAN,
  UNTRANSLATED_HERO,
  heroSheetInGerman,
  saveAnswer,
  saveRefused,
  sheetAnswer,
  sheetFails,
  sheetNeverAnswers,
} from './translation-story-kit';
import { TranslationEditor } from './translation-editor';

const meta = {
  title: 'Admin/Translations/Translation editor',
  component: TranslationEditor,
  args: { kind: 'hero', language: GERMAN, byDefault: ENGLISH_DEFAULT },
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/hero?lang=de' } },
  decorators: [
    (Story) => (
      <main className="p-3">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof TranslationEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

// Toasts render outside the story root.
const body = () => within(document.body);
const recordOf = async (canvasElement: HTMLElement, recordId: string) => {
  const title = heroSheetInGerman().records.find((r) => r.recordId === recordId)!.recordTitle;
  return within((await within(canvasElement).findByRole('heading', { level: 2, name: title })).closest('section')!);
};

export const Loading: Story = {
  parameters: { msw: { handlers: { translations: [sheetNeverAnswers()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading translations...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hero in Deutsch' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { translations: [sheetFails()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Der Datenbankserver startet neu');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const NoTexts: Story = {
  parameters: { msw: { handlers: { translations: [sheetAnswer({ kind: 'hero', lang: 'de', records: [], missing: 0, total: 0 })] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing to translate yet: this screen has no texts in English.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save translation' })).toBeNull();
  },
};

export const LoadedWithMissingMarks: Story = {
  parameters: { msw: { handlers: { translations: [sheetAnswer()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = heroSheetInGerman();
    await expect(await canvas.findByTestId('screen-missing')).toHaveTextContent(`${sheet.missing} of ${sheet.total} texts missing`);
    await expect(canvas.getAllByTestId('translation-record')).toHaveLength(sheet.records.length);

    // The hero without German: every text marked and counted, its inputs empty, in German and left to right.
    const untranslated = await recordOf(canvasElement, UNTRANSLATED_HERO);
    const texts = sheet.records.find((r) => r.recordId === UNTRANSLATED_HERO)!.texts;
    await expect(untranslated.getByTestId('record-missing')).toHaveTextContent(`${texts.length} missing`);
    await expect(untranslated.getAllByText('Missing translation')).toHaveLength(texts.length);
    const title = untranslated.getByLabelText('Title in Deutsch');
    await expect(title).toHaveValue('');
    await expect(title).toHaveAttribute('lang', 'de');
    await expect(title).toHaveAttribute('dir', 'ltr');
    await expect(title).toHaveAccessibleDescription(`English: ${texts[0].source} Missing translation`);

    // A translated hero: its German beside the English, nothing marked.
    const guide = await recordOf(canvasElement, HERO_IDS.surgicalGuide);
    await expect(guide.getByTestId('record-missing')).toHaveTextContent('Every text is translated');
    await expect(guide.queryByText('Missing translation')).toBeNull();
    await expect(guide.getByLabelText('Title in Deutsch')).toHaveValue('Geführte Implantatchirurgie, geplant auf den Zehntelmillimeter');
    const source = canvasElement.querySelector(`#tr-${HERO_IDS.surgicalGuide}-title-source`);
    await expect(source).toHaveTextContent(sheet.records.find((r) => r.recordId === HERO_IDS.surgicalGuide)!.texts[0].source);
    await expect(source).toHaveAttribute('lang', 'en');

    await expect(canvas.getByRole('link', { name: 'Preview in Deutsch (opens in a new tab)' })).toHaveAttribute('href', '/de/');
  },
};

export const RightToLeftLanguage: Story = {
  args: { language: ARABIC },
  parameters: { route: { path: '/admin/hero?lang=ar' }, msw: { handlers: { translations: [sheetAnswer()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hero in العربية' })).toBeVisible();
    const input = (await canvas.findAllByLabelText('Title in العربية'))[0];
    await expect(input).toHaveAttribute('lang', 'ar');
    await expect(input).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: 'Preview in العربية (opens in a new tab)' })).toHaveAttribute('href', '/ar/');
  },
};

export const ServerValidationError: Story = {
  parameters: { msw: { handlers: { translations: [sheetAnswer(), saveRefused('title', 'must be at most 200 characters')] } } },
  play: async ({ canvasElement, userEvent }) => {
    const record = await recordOf(canvasElement, UNTRANSLATED_HERO);
    await userEvent.type(record.getByLabelText('Title in Deutsch'), 'Digitaler Workflow vom Scan bis zur Bohrschablone');
    await userEvent.click(record.getByRole('button', { name: 'Save translation' }));
    const title = record.getByLabelText('Title in Deutsch');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(record.getByText('must be at most 200 characters')).toBeVisible();
    await expect(title).toHaveAccessibleDescription(expect.stringContaining('must be at most 200 characters'));
    await waitFor(() => expect(title).toHaveFocus());
    await expect(await body().findByText('values.title must be at most 200 characters')).toBeVisible();
    // Nothing was stored: the text is still marked missing, and what the admin typed is kept.
    await expect(title).toHaveValue('Digitaler Workflow vom Scan bis zur Bohrschablone');
    await expect(record.getAllByText('Missing translation').length).toBeGreaterThan(0);
  },
};

const savingSheet = heroSheetInGerman();
export const Saving: Story = {
  parameters: { msw: { handlers: { translations: [sheetAnswer(savingSheet), saveAnswer(savingSheet, 60_000)] } } },
  play: async ({ canvasElement, userEvent }) => {
    const record = await recordOf(canvasElement, UNTRANSLATED_HERO);
    await userEvent.type(record.getByLabelText('Title in Deutsch'), 'Digitaler Workflow');
    await userEvent.click(record.getByRole('button', { name: 'Save translation' }));
    const busy = await record.findByRole('button', { name: 'Saving...' });
    await expect(busy).toBeDisabled();
    await expect(record.getByLabelText('Title in Deutsch')).toHaveAttribute('readonly');
    // The other records stay editable.
    const guide = await recordOf(canvasElement, HERO_IDS.surgicalGuide);
    await expect(guide.getByRole('button', { name: 'Save translation' })).toBeEnabled();
  },
};

const savedSheet = heroSheetInGerman();
export const Saved: Story = {
  parameters: { msw: { handlers: { translations: [sheetAnswer(savedSheet), saveAnswer(savedSheet)] } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const before = heroSheetInGerman();
    const record = await recordOf(canvasElement, UNTRANSLATED_HERO);
    const texts = before.records.find((r) => r.recordId === UNTRANSLATED_HERO)!.texts;
    await userEvent.type(record.getByLabelText('Title in Deutsch'), 'Digitaler Workflow vom Scan bis zur Bohrschablone');
    await userEvent.click(record.getByRole('button', { name: 'Save translation' }));
    await expect(await body().findByText('Translation saved successfully!')).toBeVisible();
    // The sheet reloads: one text fewer missing, on the record and on the screen.
    await waitFor(() => expect(canvas.getByTestId('screen-missing')).toHaveTextContent(`${before.missing - 1} of ${before.total} texts missing`));
    const reloaded = await recordOf(canvasElement, UNTRANSLATED_HERO);
    await expect(reloaded.getByTestId('record-missing')).toHaveTextContent(`${texts.length - 1} missing`);
    await expect(reloaded.getByLabelText('Title in Deutsch')).toHaveValue('Digitaler Workflow vom Scan bis zur Bohrschablone');
    await expect(reloaded.getAllByText('Missing translation')).toHaveLength(texts.length - 1);
  },
};
