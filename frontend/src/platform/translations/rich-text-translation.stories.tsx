import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BodyTranslationInput } from '@/features/article/body-translation-input';
import { ARTICLE_WITHOUT_GERMAN_BODY, ENGLISH_DEFAULT, GERMAN, articleSheetInGerman, saveAnswer, saveRefused, sheetAnswer } from './translation-story-kit';
import { RichTextInputContext, type RichTextInputProps } from './rich-text-input';
import { TranslationEditor } from './translation-editor';

const translateRichText = (props: RichTextInputProps) => <BodyTranslationInput {...props} />;

// The articles' screen in German: an article's body is translated with the article's own editor (ADR 0044), given as
// the admin routes give it.
const meta = {
  title: 'Admin/Translations/Rich-text body',
  component: TranslationEditor,
  args: { kind: 'article', language: GERMAN, byDefault: ENGLISH_DEFAULT },
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/blog?lang=de' } },
  decorators: [
    (Story) => (
      <RichTextInputContext.Provider value={translateRichText}>
        <main className="p-3">
          <Story />
        </main>
      </RichTextInputContext.Provider>
    ),
  ],
} satisfies Meta<typeof TranslationEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const sheet = articleSheetInGerman();
const titleOf = (id: string) => sheet.records.find((r) => r.recordId === id)!.recordTitle;
const translated = sheet.records.find((r) => r.recordId !== ARTICLE_WITHOUT_GERMAN_BODY)!;
const recordOf = async (canvasElement: HTMLElement, recordId: string) =>
  within((await within(canvasElement).findByRole('heading', { level: 2, name: titleOf(recordId) })).closest('section')!);
const bodyGroup = (record: ReturnType<typeof within>) => within(record.getByText('Body').closest('[data-testid="translation-text"]') as HTMLElement);

export const LoadedWithMissingBody: Story = {
  parameters: { msw: { handlers: { translations: [sheetAnswer(sheet)] } } },
  play: async ({ canvasElement }) => {
    // The translated article: its German body in the article's editor, in German, beside the English one as visitors read it.
    const done = await recordOf(canvasElement, translated.recordId);
    const editor = await done.findByRole('textbox', { name: 'Body in Deutsch' });
    await expect(editor).toHaveTextContent('Die meisten Verzögerungen in der Implantatplanung');
    await expect(editor.closest('[lang]')).toHaveAttribute('lang', 'de');
    await expect(bodyGroup(done).queryByText('Missing translation')).toBeNull();
    const source = canvasElement.querySelector(`#tr-${translated.recordId}-body-source`)!;
    await expect(source).toHaveAttribute('lang', 'en');
    await expect(within(source as HTMLElement).getByText('Scatter from crowns and fillings')).toBeVisible();

    // The article without a German body: marked missing, its editor starting from the English body to translate.
    const missing = await recordOf(canvasElement, ARTICLE_WITHOUT_GERMAN_BODY);
    await expect(bodyGroup(missing).getByText('Missing translation')).toBeVisible();
    const draft = await missing.findByRole('textbox', { name: 'Body in Deutsch' });
    await expect(draft).toHaveTextContent('The patient, 64, came with a failing upper denture');
    await expect(draft).toHaveAccessibleDescription(expect.stringContaining('Missing translation'));
  },
};

export const BodyRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        translations: [sheetAnswer(articleSheetInGerman()), saveRefused('body', 'must be a rich-text document (RichTextDocument) serialised as JSON')],
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const record = await recordOf(canvasElement, translated.recordId);
    await userEvent.click(record.getByRole('button', { name: 'Save translation' }));
    const editor = await record.findByRole('textbox', { name: 'Body in Deutsch' });
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    await expect(record.getByText('must be a rich-text document (RichTextDocument) serialised as JSON')).toBeVisible();
  },
};

const savedSheet = articleSheetInGerman();
export const BodySaved: Story = {
  parameters: { msw: { handlers: { translations: [sheetAnswer(savedSheet), saveAnswer(savedSheet)] } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const before = articleSheetInGerman();
    const record = await recordOf(canvasElement, ARTICLE_WITHOUT_GERMAN_BODY);
    const editor = await record.findByRole('textbox', { name: 'Body in Deutsch' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}Die Patientin, 64, kam mit einer nicht mehr haltenden Prothese.');
    await userEvent.click(record.getByRole('button', { name: 'Save translation' }));
    await expect(await within(document.body).findByText('Translation saved successfully!')).toBeVisible();
    // Its body was the only text missing: now every one is translated.
    await expect(before.missing).toBe(1);
    await waitFor(() => expect(canvas.getByTestId('screen-missing')).toHaveTextContent('Every text is translated'));
    // Stored as the document's JSON, which the editor reads back.
    const stored = savedSheet.records.find((r) => r.recordId === ARTICLE_WITHOUT_GERMAN_BODY)!.texts.find((t) => t.key === 'body')!.value!;
    await expect(JSON.parse(stored)).toMatchObject({ type: 'doc' });
    await expect(stored).toContain('Die Patientin, 64, kam mit einer nicht mehr haltenden Prothese.');
    const reloaded = await recordOf(canvasElement, ARTICLE_WITHOUT_GERMAN_BODY);
    await expect(bodyGroup(reloaded).queryByText('Missing translation')).toBeNull();
  },
};
