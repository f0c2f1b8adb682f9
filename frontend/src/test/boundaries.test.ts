import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The frontend's import boundaries (eslint.config.js, ADR 0028), on imports written for the test: lint names the
// rule it broke, and leaves alone what is allowed.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });
const RULE = '@typescript-eslint/no-restricted-imports';

/** The boundary messages for `code` as if it were the file at `filePath` (other rules' findings left out). */
async function breaches(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('frontend import boundaries', { timeout: 60_000 }, () => {
  it('a feature importing another, by alias or by relative path, fails lint and says where the code belongs', async () => {
    const code = "import { SiteHeader } from '@/features/header/site-header';\nimport { x } from '../footer/site-footer';\nexport { SiteHeader, x };\n";
    const messages = await breaches('frontend/src/features/hero/hero-banner.tsx', code);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/features\/hero may not import another feature: move what both use to frontend\/src\/platform/);
    expect(messages[1]).toMatch(/leaves features\/hero/);
  });

  it("a feature's public files never import its admin/ folder, and the platform imports no feature", async () => {
    expect(await breaches('frontend/src/features/hero/hero-banner.tsx', "export { HeroAdminPage } from './admin/hero-admin-page';\n")).toEqual([
      expect.stringMatching(/public files of features\/hero never import its admin\/ screens/),
    ]);
    expect(await breaches('frontend/src/platform/site-preview/preview-probe.ts', "export { heroApi } from '@/features/hero/hero-api';\n")).toEqual([
      expect.stringMatching(/import no feature/),
    ]);
  });

  it('public code reaches shared code only through its alias and never imports admin screens', async () => {
    const [result] = await eslint.lintText(
      "export { x } from '../../../../shared/contract/messages';\nexport { AdminLayout } from '@/routes/admin/admin-layout';\n",
      {
        filePath: 'frontend/src/features/hero/hero-banner.tsx',
      },
    );
    const core = result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
    expect(core).toEqual([expect.stringMatching(/through the @shared alias/), expect.stringMatching(/must not import admin screens/)]);
  });

  it('passes what is allowed: admin code using its own feature and the platform, and a story composing features', async () => {
    const admin = "export { heroApi } from '../hero-api';\nexport { HistoryPanel } from '@/platform/revisions/history-panel';\n";
    expect(await breaches('frontend/src/features/hero/admin/hero-probe.ts', admin)).toEqual([]);
    const story = "export { SiteHeader } from '@/features/header/site-header';\n";
    expect(await breaches('frontend/src/features/hero/hero-probe.stories.tsx', story)).toEqual([]);
  });
});
