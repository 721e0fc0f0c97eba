import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** zod comes set up from one module (src/domain/zod.ts). */
const zodFromDomain = {
  name: 'zod',
  message: "Import z from src/domain/zod, which sets zod up for the browser's CSP.",
};

/** Imports flow one way: domain → server/web, and inside web components → features → app. */
const restrict = (patterns, { zod = true } = {}) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: zod ? [zodFromDomain] : [],
      patterns: patterns.map((group) => ({ group: [group.glob], message: group.message })),
    },
  ],
});

/** Reference solutions and hidden test cases of exercises and challenges: the server checks with them. */
const serverOnlyContent = [
  { glob: '**/course-c-keys', message: 'Exercise keys never reach the browser.' },
  { glob: '**/courses/*/keys/**', message: 'Exercise keys never reach the browser.' },
  { glob: '**/practice-challenge-keys', message: 'Challenge keys never reach the browser.' },
  { glob: '**/challenges/keys/**', message: 'Challenge keys never reach the browser.' },
  { glob: '**/daily-challenge-solutions', message: 'Challenge solutions never reach the browser.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      '.test-output',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  { files: ['public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['src/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in src/server/config.ts.',
        },
      ],
    },
  },
  {
    files: [
      'src/server/config.ts',
      'src/**/*.test.ts',
      'tests/**/*.ts',
      'scripts/**/*.ts',
      '*.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: restrict([
      { glob: '**/server/**', message: 'src/domain is shared: it must not import the server.' },
      { glob: '**/web/**', message: 'src/domain is shared: it must not import the web app.' },
      { glob: 'react', message: 'src/domain holds pure rules, no UI.' },
    ]),
  },
  {
    files: ['src/domain/zod.ts'],
    rules: restrict(
      [
        { glob: '**/server/**', message: 'src/domain is shared: it must not import the server.' },
        { glob: '**/web/**', message: 'src/domain is shared: it must not import the web app.' },
      ],
      { zod: false },
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([{ glob: '**/web/**', message: 'The server must not import the web app.' }]),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: restrict([
      { glob: '**/server/**', message: 'The web app must not import the server.' },
      ...serverOnlyContent,
    ]),
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: restrict([
      { glob: '**/features/**', message: 'Shared UI must not import features.' },
      { glob: '**/app/**', message: 'Shared UI must not import the app shell.' },
      { glob: '**/server/**', message: 'The web app must not import the server.' },
      ...serverOnlyContent,
    ]),
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: restrict([
      {
        glob: '**/app/**',
        message:
          'Features must not import the app shell; pass what they need as props or context from components/.',
      },
      { glob: '**/server/**', message: 'The web app must not import the server.' },
      ...serverOnlyContent,
    ]),
  },
);
