import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.scratch/**',
      'bench/out/**',
      '.next/**',
      'node_modules/**',
      'data/**',
      '.e2e/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'public/firebase-messaging-sw.js',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
];

export default config;
