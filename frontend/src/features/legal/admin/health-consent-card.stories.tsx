import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DEFAULT_HEALTH_CONSENT_TEXT, HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { db } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { HEALTH_CONSENT_CARD_TEXTS as T, HealthConsentCard } from './health-consent-card';

const meta = {
  title: 'Admin/Privacy Policy/Health data consent',
  component: HealthConsentCard,
  parameters: { signedInAs: 'super_admin' },
} satisfies Meta<typeof HealthConsentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const NEW_TEXT = 'I agree that NovaGuide processes the scans and notes I send about my patient, which are health data, for planning.';
const field = (canvas: Canvas) => canvas.findByLabelText(new RegExp(`^${T.field}`));
const saveButton = (canvas: Canvas) => canvas.getByRole('button', { name: T.save });
/** Replaces the text with NEW_TEXT and presses Save: the field. */
async function saveNewText(
  canvas: Canvas,
  userEvent: { clear(el: Element): Promise<void>; type(el: Element, text: string): Promise<void>; click(el: Element): Promise<void> },
) {
  const text = await field(canvas);
  await userEvent.clear(text);
  await userEvent.type(text, NEW_TEXT);
  await userEvent.click(saveButton(canvas));
  return text;
}

/** The save call held (never answered) or refused, the read left as the mocks answer it. */
const withPut = (answer: () => Response | Promise<Response>) => ({
  msw: { handlers: { healthConsent: [http.put('*/api/health-consent', answer), ...scenario('healthConsent')] } },
});

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await field(canvas)).toHaveValue(DEFAULT_HEALTH_CONSENT_TEXT);
    await expect(canvas.getByRole('heading', { level: 2, name: T.title })).toBeVisible();
    await expect(canvas.getByText('Version 1, October 1, 2026')).toBeVisible();
    await expect(await field(canvas)).toHaveAttribute('maxLength', '2000');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { healthConsent: scenario('healthConsent', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(T.loading);
  },
};

export const Saving: Story = {
  parameters: withPut(() => new Promise<never>(() => undefined)),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await saveNewText(canvas, userEvent);
    await expect(await canvas.findByRole('button', { name: T.saving })).toBeDisabled();
  },
};

/** A changed text is the next version; the same text again stores nothing and says so. */
export const Saved: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await saveNewText(canvas, userEvent);
    await expect(await canvas.findByText(HEALTH_CONSENT_TEXTS.saved)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('health-consent-version')).toHaveTextContent(/^Version 2, /));
    await expect(db.healthConsentTexts.at(-1)).toMatchObject({ version: 2, text: NEW_TEXT });
    await expect(await field(canvas)).toHaveValue(NEW_TEXT);

    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText(HEALTH_CONSENT_TEXTS.unchanged)).toBeVisible();
    await expect(db.healthConsentTexts).toHaveLength(2);
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const text = await field(canvas);
    await userEvent.clear(text);
    await userEvent.type(text, 'I agree.');
    await userEvent.click(saveButton(canvas));
    await expect(text).toHaveAccessibleDescription(new RegExp(`^${T.tooShort}`));
    await expect(text).toHaveFocus();
    await expect(db.healthConsentTexts).toHaveLength(1);
  },
};

export const SaveError: Story = {
  parameters: withPut(() => HttpResponse.json({ success: false, message: 'Service temporarily unavailable' }, { status: 503 })),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const text = await saveNewText(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Service temporarily unavailable');
    // The edit stays for another try.
    await expect(text).toHaveValue(NEW_TEXT);
  },
};

/** The server's refusal naming the field shows under it. */
export const ServerFieldError: Story = {
  parameters: withPut(() =>
    HttpResponse.json(
      { success: false, message: 'Validation failed', errors: [{ field: 'text', message: 'must NOT have more than 2000 characters' }] },
      { status: 400 },
    ),
  ),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const text = await field(canvas);
    await userEvent.type(text, ' More.');
    await userEvent.click(saveButton(canvas));
    await waitFor(() => expect(text).toHaveAccessibleDescription(/^must NOT have more than 2000 characters/));
  },
};

/** A regular admin reads the text, with its version, and cannot change it. */
export const ReadOnlyForRegularAdmins: Story = {
  parameters: { signedInAs: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DEFAULT_HEALTH_CONSENT_TEXT)).toBeVisible();
    await expect(canvas.getByText('Version 1, October 1, 2026')).toBeVisible();
    await expect(canvas.getByText(T.readOnly)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: T.save })).toBeNull();
  },
};
