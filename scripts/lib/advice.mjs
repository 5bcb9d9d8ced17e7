/**
 * Style advice: what the checks find that does not harm a visitor (a British
 * spelling, an article shorter than the house style, wording repeated on two
 * pages). It never fails a run: the checks write each piece of advice here,
 * and `npm test` lists them after its table, in the job's summary and, on
 * GitHub, as warnings on the pull request's files.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

/** One JSON line per piece of advice; `npm test` empties it before a run. */
export const ADVICE_FILE = 'test-results/advice.jsonl';

/**
 * @typedef {{ file: string, field: string, advice: string }} Advice
 * file: the content file to open (src/content/…); field: where in it (a front-matter field, "text", a line);
 * advice: what to change, in an owner's words.
 */

/** Records advice. @param {Advice[]} list */
export function recordAdvice(list) {
  if (list.length === 0) return;
  mkdirSync(dirname(ADVICE_FILE), { recursive: true });
  appendFileSync(ADVICE_FILE, list.map((a) => `${JSON.stringify(a)}\n`).join(''));
}

export function clearAdvice() {
  rmSync(ADVICE_FILE, { force: true });
}

/** Every piece of advice recorded, each once, by file. @returns {Advice[]} */
export function readAdvice() {
  if (!existsSync(ADVICE_FILE)) return [];
  const seen = new Set();
  return readFileSync(ADVICE_FILE, 'utf8')
    .split('\n')
    .filter((line) => line && !seen.has(line) && seen.add(line))
    .map((line) => JSON.parse(line))
    .sort((a, b) => a.file.localeCompare(b.file) || a.field.localeCompare(b.field));
}

/** The advice as lines for a terminal. @param {Advice[]} list */
export function formatAdvice(list) {
  if (list.length === 0) return 'Style advice: none.';
  return [
    `Style advice (${list.length}; these never block Publish):`,
    ...list.map((a) => `  warning  ${a.file} (${a.field}): ${a.advice}`),
  ].join('\n');
}

/** GitHub's workflow command for a warning on a file, shown on the pull request. @param {Advice} a */
export function githubWarning(a) {
  const escape = (/** @type {string} */ s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (/** @type {string} */ s) => escape(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::warning file=${property(a.file)},title=${property(`Style: ${a.field}`)}::${escape(a.advice)}`;
}

/** The advice as a Markdown table for the job's summary. @param {Advice[]} list */
export function adviceSummary(list) {
  if (list.length === 0) return '';
  const cell = (/** @type {string} */ s) => s.replace(/\|/g, '\\|');
  return [
    `### Style advice (${list.length})`,
    '',
    'Suggestions in the house style. They do not block Publish.',
    '',
    '| file | field | what to change |',
    '|---|---|---|',
    ...list.map((a) => `| ${cell(a.file)} | ${cell(a.field)} | ${cell(a.advice)} |`),
    '',
  ].join('\n');
}
