// Every public page stays readable (axe's color-contrast at WCAG 2.2 AA) when the super admin picks a primary colour
// too light for text, and the settings screen says what it adjusted.
import { describe, expect, it } from 'vitest';
import { A11Y_TIMEOUT, PUBLIC_PAGES, a11ySuite } from './a11y-kit';
import { axeLog, axeViolations, expectAccessible } from './axe';
import { browserAvailable, openPage } from './support';

describe.skipIf(!browserAvailable)('the site in a light primary colour passes axe color-contrast', { timeout: A11Y_TIMEOUT }, () => {
  const { run, open, signIn, openScreen } = a11ySuite('a11y_colours');

  for (const primary of ['#ffeb3b', '#cccccc']) {
    it(`keeps every public page readable with ${primary} as the primary colour, and the settings screen says what it adjusted`, async () => {
      await run.stack.reset();
      const admin = await openPage(run.browser);
      await signIn(admin);
      await openScreen(admin, 'Homepage Settings');
      await admin.getByRole('tab', { name: 'Design' }).click();
      const field = admin.getByLabel('Primary Color hex code');
      await field.fill(primary);
      // The screen tells the admin, in words, that the colour was adjusted for text and to what.
      await admin
        .getByText(new RegExp(`${primary}.*adjust|adjust.*${primary}`, 'i'))
        .first()
        .waitFor();
      await expectAccessible(admin, `admin: Homepage Settings, primary ${primary}`);
      await admin.getByRole('button', { name: 'Save Settings' }).click();
      await admin
        .getByText(/saved successfully/i)
        .first()
        .waitFor();
      await admin.close();

      for (const path of PUBLIC_PAGES) {
        const page = await open(path);
        const found = await axeViolations(page, ['color-contrast']);
        axeLog.push({ where: `${path} with primary ${primary} (color-contrast)`, violations: found.length });
        expect(found, `color-contrast on ${path} with primary ${primary}`).toEqual([]);
        await page.close();
      }
    });
  }
});
