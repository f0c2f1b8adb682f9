import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'backend/dist', 'storybook-static', 'coverage', 'frontend/public/mockServiceWorker.js', 'shared/contract/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/shared/*'], message: 'Import shared code through the @shared alias.' }],
        },
      ],
    },
  },
  {
    // Public code never imports admin screens directly (they load on demand).
    files: ['frontend/src/features/**', 'frontend/src/routes/public/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/routes/admin/*'], message: 'Public code must not import admin screens.' }] }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
