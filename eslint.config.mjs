import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/', '.next/', '.next-*/', '.data/', 'test-results/', 'playwright-report/', 'next-env.d.ts'],
  },
  {
    rules: {
      // The architecture's boundaries (docs/architecture.md): UI never reaches into the server, and
      // only the api-client talks to services.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react-i18next'], message: 'Import useTranslation from @/i18n/useTranslation.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/screens/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react-i18next'], message: 'Import useTranslation from @/i18n/useTranslation.' },
            { group: ['@/server/*', '**/server/*'], message: 'UI code must not import the reference backend.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/screens/*', '@/components/*', 'react', 'styled-components'], message: 'The backend does not import UI code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
