import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';

const NO_SCRIPTS = {
  group: ['**/scripts/**'],
  message: 'src/ never imports from scripts/ (shared code lives in src/lib).',
};
const READS_CONTENT = ['getCollection', 'getEntry', 'getEntries', 'getLiveCollection', 'getLiveEntry'];

/** One no-restricted-imports block per layer (a later block replaces an earlier one's options, so each lists all). */
function layerRules() {
  const rule = (options) => ({ '@typescript-eslint/no-restricted-imports': ['error', options] });
  return [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.astro'],
      rules: rule({ patterns: [NO_SCRIPTS] }),
    },
    {
      files: ['src/lib/**'],
      rules: rule({
        patterns: [NO_SCRIPTS, { group: ['**/components/**'], message: 'src/lib never imports from src/components.' }],
      }),
    },
    {
      files: ['src/components/**'],
      rules: rule({
        paths: [
          {
            name: 'astro:content',
            importNames: READS_CONTENT,
            message: 'Components get content as props; pages and layouts read it.',
          },
        ],
        patterns: [
          NO_SCRIPTS,
          {
            regex: '/lib/[^/]+/(content|collections|calendarContent|pagesContent)$',
            allowTypeImports: true,
            message: 'Components get content as props; pages and layouts read it (src/lib/<feature>/content.ts).',
          },
        ],
      }),
    },
  ];
}

export default tseslint.config(
  { ignores: ['dist/', 'dist-variant/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  // .astro files: Astro's recommended rules and its accessibility rules (jsx-a11y-x, the maintained fork, for templates).
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    files: ['src/**/*.tsx'],
    plugins: { 'jsx-a11y-x': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.astro'],
    rules: { 'no-console': 'error' },
  },
  // Layers run one way (README, "Where the code is"): lib never imports UI; components get their content as props from
  // pages and layouts (a type from a content reader, or rendering an entry they were given, is fine); nothing in src/
  // imports the scripts.
  ...layerRules(),
  // CommonJS files (lighthouserc.cjs: LHCI loads it with require) import with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
