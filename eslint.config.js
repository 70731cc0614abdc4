import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'bench-results/**',
      'e2e/screenshots/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Fastify route handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration[declaration.type="ClassDeclaration"]', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', '**/test/**/*.ts'],
    rules: {
      // Response bodies in tests are untyped JSON by nature.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@casecover/server*'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Labels, roles and keyboard handlers: the browser suite finds controls by them, and so do people.
    files: ['apps/web/**/*.tsx'],
    plugins: jsxA11y.configs.recommended.plugins,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // `role` is also a prop of ours (the signed-in user's role), not only the ARIA attribute.
      'jsx-a11y-x/aria-role': ['error', { ignoreNonDOM: true }],
      // A dialog puts the focus on its first field or, for a question, on Cancel (the WAI-ARIA
      // dialog pattern; MUI's focus trap honours it). Pages and plain elements never autofocus.
      'jsx-a11y-x/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Design-system pieces and the plumbing know no feature; features build on them, not the other way.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '**/features/**'],
              message: 'components/ and lib/ do not import features; move the shared piece down instead.',
            },
            {
              group: ['**/apps/server/**', '@casecover/server*'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**', '!./**', '!../**'],
              message: 'Features do not import other features; compose them in app/routes.',
            },
            {
              group: ['**/apps/server/**', '@casecover/server*'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/db/schema/**', 'drizzle-orm'], message: 'Routes call services; no SQL here.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*/queries', '**/modules/*/queries.ts'],
              message: 'Jobs only schedule: call the owning module\u2019s service, never its queries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/modules/*/service.ts',
      'apps/server/src/modules/*/queries.ts',
      'apps/server/src/modules/*/policy.ts',
      'apps/server/src/modules/*/outbox.ts',
      'apps/server/src/scope/**/*.ts',
      'apps/server/src/identity/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins/*', '**/plugins/*/**'],
              message:
                'Services do not import Fastify plugins; take what you need as a parameter (Actor is in identity/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/modules/**'], message: 'lib/ holds no feature logic and never imports modules/.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
      },
    },
  },
);
