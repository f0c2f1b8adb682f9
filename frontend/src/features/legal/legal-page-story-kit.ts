// The load-state stories both public legal pages have (not a story file itself): each story file names its
// texts, so a changed message still fails the story that shows it.
import { expect, within } from 'storybook/test';
import type { MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';

interface LoadStateTexts {
  /** The mock handlers' key and scenario resource for the document. */
  resource: 'privacy' | 'terms';
  /** Empties the document's table. */
  clear: (db: MockDb) => void;
  loadingText: string;
  unavailableTitle: string;
  /** The server's 404 message. */
  notFound: string;
}

/** Loading, LoadError and NoDocument for one legal page. */
export function loadStateStories({ resource, clear, loadingText, unavailableTitle, notFound }: LoadStateTexts) {
  return {
    Loading: {
      parameters: { msw: { handlers: { [resource]: scenario(resource, { kind: 'loading' }) } } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(loadingText)).toBeVisible();
        await expect(canvas.getByRole('status')).toBeVisible();
        await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
      },
    },
    LoadError: {
      parameters: { msw: { handlers: { [resource]: scenario(resource, { kind: 'error', status: 500, message: 'Database unavailable' }) } } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('heading', { level: 1, name: unavailableTitle })).toBeVisible();
        await expect(canvas.getByText('Database unavailable')).toBeVisible();
      },
    },
    NoDocument: {
      parameters: { mockDb: clear },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('heading', { level: 1, name: unavailableTitle })).toBeVisible();
        await expect(canvas.getByText(notFound)).toBeVisible();
      },
    },
  };
}
