import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'core/drizzle/**',
      'e2e/screenshots/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['web/src/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    // The API process carries no readers or browser: it reaches the workers only through jobs (core/src/jobs).
    // Its tests may start real workers.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hardprecios/workers', '@hardprecios/workers/*'],
              message:
                'api/ imports core/ and search-config/ only; run work on a worker through a job (core/src/jobs).',
            },
            {
              regex: '^@hardprecios/fixtures(?!/demo/)',
              message: "test fixtures stay out of the API process (the demo catalog's images excepted).",
            },
            {
              group: ['playwright-core', 'cheerio', 'undici'],
              message: 'readers and their libraries run on the workers.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared contracts must not pull a process's code in: core/ depends on no other package of ours but search-config.
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/**/*.test.ts', 'core/src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hardprecios/api/*', '@hardprecios/workers/*', '@hardprecios/web/*'],
              message: 'core/ is shared by the API and the workers; it imports neither.',
            },
          ],
        },
      ],
    },
  },
);
