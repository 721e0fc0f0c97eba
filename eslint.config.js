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
      patterns: patterns.map((group) => ({ group: [group.glob].flat(), message: group.message })),
    },
  ],
});

/** Reference solutions and hidden test cases of exercises and challenges: the server checks with them. */
const serverOnlyContent = [
  {
    glob: ['**/content/keys/**', '@content/keys/**'],
    message: 'Answer keys (content/keys) never reach the browser.',
  },
];

const otherFeatureMessage =
  'A feature must not import another feature: move what they share to components/ or lib/.';

/** Imports of another feature from `up` folders below src/web/features (its own stay allowed). */
const otherFeature = (up) => {
  const features = '../'.repeat(up);
  return {
    glob: [`${features}*`, `${features}*/**`, `!${features}..`, `!${features}../**`],
    message: otherFeatureMessage,
  };
};

/** What a feature may not import; `more` adds to it. */
const featureRules = (more) =>
  restrict([
    {
      glob: '**/app/**',
      message:
        'Features must not import the app shell; pass what they need as props or context from components/.',
    },
    { glob: '**/features/**', message: otherFeatureMessage },
    ...more,
    {
      glob: ['**/server/**', '@server/**', '@worker/**'],
      message: 'The web app must not import the server.',
    },
    ...serverOnlyContent,
  ]);

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
      {
        glob: ['**/server/**', '@server/**', '@worker/**'],
        message: 'src/domain is shared: it must not import the server.',
      },
      {
        glob: ['**/web/**', '@web/**'],
        message: 'src/domain is shared: it must not import the web app.',
      },
      { glob: 'react', message: 'src/domain holds pure rules, no UI.' },
    ]),
  },
  {
    files: ['src/domain/zod.ts'],
    rules: restrict(
      [
        {
          glob: ['**/server/**', '@server/**', '@worker/**'],
          message: 'src/domain is shared: it must not import the server.',
        },
        {
          glob: ['**/web/**', '@web/**'],
          message: 'src/domain is shared: it must not import the web app.',
        },
      ],
      { zod: false },
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([
      { glob: ['**/web/**', '@web/**'], message: 'The server must not import the web app.' },
    ]),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: restrict([
      {
        glob: ['**/server/**', '@server/**', '@worker/**'],
        message: 'The web app must not import the server.',
      },
      ...serverOnlyContent,
    ]),
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: restrict([
      { glob: '**/features/**', message: 'Shared UI must not import features.' },
      { glob: '**/app/**', message: 'Shared UI must not import the app shell.' },
      {
        glob: ['**/server/**', '@server/**', '@worker/**'],
        message: 'The web app must not import the server.',
      },
      ...serverOnlyContent,
    ]),
  },
  { files: ['src/web/features/**/*.{ts,tsx}'], rules: featureRules([]) },
  // A file `depth` folders below its feature's folder reaches the other features `depth + 1`
  // levels up; what is below its own folder stays its own.
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`src/web/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: featureRules([otherFeature(depth + 1)]),
  })),
);
