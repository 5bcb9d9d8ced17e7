#!/usr/bin/env node
/**
 * `npm run try-edits`: makes the edits an owner makes in the browser editor,
 * in a throwaway copy of the project, then runs `npm test` there. It answers
 * "would Publish stay green after ordinary edits?": a red run names a test
 * that pins today's sample content, or a rule the editor does not state.
 *
 * The edits (the table EDITS below) touch every collection and data file:
 * add, change, close and delete entries, short texts, a long role title,
 * a British spelling, repeated wording, a scheduled article, a new service
 * page, partner and staffing domain, a longer program page, its cards in a
 * new order, and every company detail. Each is made the way the editor saves: front matter and
 * YAML written out again by a YAML library.
 *
 *   npm run try-edits               edits, then the whole npm test
 *   npm run try-edits -- --keep     keeps the copy (its folder is printed)
 *   npm run try-edits -- --only-edit   makes the edits and prints the folder, runs nothing
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { projectCopy } from './lib/project-copy.mjs';
import { testBuildEnv } from './lib/test-env.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DATE = new Date(`${testBuildEnv().BUILD_DATE}T12:00:00Z`);

/** The day `days` after the test build date, as YYYY-MM-DD. @param {number} days */
const day = (days) => new Date(BUILD_DATE.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** @param {string} text */
function splitEntry(text) {
  const m = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!m) throw new Error('no front matter');
  return { data: parse(m[1] ?? ''), body: m[2] ?? '' };
}
/** @param {Record<string, unknown>} data @param {string} body */
// As the editor writes YAML: long strings on one line (no folding at 80 characters), a string that
// needs quotes in single quotes, and an object that appears twice written out twice, never as an
// anchor and alias (a copied session's place would otherwise be `&a1` … `*a1`).
const yaml = (/** @type {unknown} */ data) =>
  stringify(data, { lineWidth: 0, singleQuote: true, aliasDuplicateObjects: false });
const joinEntry = (data, body) => `---\n${yaml(data)}---\n${body}`;

/** The Markdown entries of a collection, sorted by file name. @param {string} dir @param {string} collection */
const entries = (dir, collection) =>
  readdirSync(join(dir, 'src/content', collection))
    .filter((f) => f.endsWith('.md'))
    .sort();

/** Reads, changes and writes one entry the way the editor saves it. */
function editEntry(dir, collection, file, change) {
  const path = join(dir, 'src/content', collection, file);
  const { data, body } = splitEntry(readFileSync(path, 'utf8'));
  const next = change(data, body) ?? {};
  writeFileSync(path, joinEntry(next.data ?? data, next.body ?? body));
}
function addEntry(dir, collection, file, data, body) {
  writeFileSync(join(dir, 'src/content', collection, file), joinEntry(data, body));
}
function editData(dir, file, change) {
  const path = join(dir, 'src/content', file);
  const data = parse(readFileSync(path, 'utf8'));
  writeFileSync(path, yaml(change(data) ?? data));
}

/** The first string in a YAML value with prose in it (a space, no address), with a word added. */
function reword(value) {
  let done = false;
  const walk = (v) => {
    if (done) return v;
    if (typeof v === 'string' && / /.test(v) && !/^(https?:|\/|mailto:|tel:|\.\/)/.test(v) && v.length < 150) {
      done = true;
      return v.replace(/(\w+)([.!?]?)$/, '$1 now$2');
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}

/** `data` without the named fields, as the editor saves an entry whose optional fields were emptied. */
const without = (data, ...fields) => Object.fromEntries(Object.entries(data).filter(([k]) => !fields.includes(k)));

const SHORT_BODY =
  'We are growing this team. Afterwards, the new hire will work with two senior engineers on client systems.\n';

/** Ordinary edits, one row a change an owner makes in the editor. */
const EDITS = [
  [
    'a new role with a long title and a short text',
    (dir) => {
      const model = entries(dir, 'jobs').find((f) => /springfield/.test(f));
      const { data } = splitEntry(readFileSync(join(dir, 'src/content/jobs', model), 'utf8'));
      addEntry(
        dir,
        'jobs',
        'senior-platform-reliability-engineer-springfield.md',
        {
          ...data,
          title: 'Senior Platform Reliability Engineer, Incident Response Lead',
          posted: day(-3),
          closes: day(60),
          summary: 'Lead incident response for the platforms our managed IT team runs for clients.',
        },
        SHORT_BODY,
      );
    },
  ],
  [
    'a second opening of an open role: the same title and city, so the same tab title',
    (dir) => {
      // Neither the role the next edit closes nor the one after it deletes.
      const open = entries(dir, 'jobs')
        .slice(1, -1)
        .find((f) => String(splitEntry(readFileSync(join(dir, 'src/content/jobs', f), 'utf8')).data.closes) > day(0));
      if (!open) return;
      const { data, body } = splitEntry(readFileSync(join(dir, 'src/content/jobs', open), 'utf8'));
      addEntry(dir, 'jobs', open.replace(/\.md$/, '-2.md'), { ...data, posted: day(-1) }, body);
    },
  ],
  ['a role closed early', (dir) => editEntry(dir, 'jobs', entries(dir, 'jobs')[0], (d) => void (d.closes = day(-1)))],
  ['a role deleted', (dir) => rmSync(join(dir, 'src/content/jobs', entries(dir, 'jobs').at(-1)))],
  [
    'a new colleague without a photo',
    (dir) => {
      const model = entries(dir, 'people')[0];
      const { data } = splitEntry(readFileSync(join(dir, 'src/content/people', model), 'utf8'));
      const rest = without(data, 'photo');
      addEntry(
        dir,
        'people',
        'sam-ortiz.md',
        {
          ...rest,
          name: 'Sam Ortiz',
          role: 'Delivery Manager',
          bio: 'Sam runs delivery for our managed IT clients: plans, status reports and the weekly call. Before joining, Sam managed releases for a regional bank.',
          description:
            'Sam Ortiz, Delivery Manager at the company: plans the work, writes the status reports and runs the weekly call with each of our managed IT clients.',
          profile: 'https://www.example.com/people/sam-ortiz',
          order: 99,
        },
        'Sam joined in the fall.\n',
      );
    },
  ],
  [
    'a short article by the new colleague',
    (dir) => {
      const model = entries(dir, 'articles')[0];
      const { data } = splitEntry(readFileSync(join(dir, 'src/content/articles', model), 'utf8'));
      const rest = without(data, 'metaTitle', 'updated', 'image');
      addEntry(
        dir,
        'articles',
        'weekly-status-call.md',
        {
          ...rest,
          title: 'What a weekly status call is for',
          summary:
            'Three questions that keep a weekly status call with a client short, and the one report we send afterwards.',
          description:
            'Three questions that keep a weekly status call with a client down to fifteen minutes, and the one-page written report we send them afterwards.',
          authors: ['sam-ortiz'],
          published: day(-2),
        },
        '## Three questions\n\nWhat changed, what is blocked, and what do you need from us? Afterwards we send one page.\n',
      );
    },
  ],
  [
    'a scheduled article',
    (dir) => {
      const model = entries(dir, 'articles')[1];
      editEntry(dir, 'articles', model, (d) => void (d.published = day(20)));
    },
  ],
  ['an article deleted', (dir) => rmSync(join(dir, 'src/content/articles', entries(dir, 'articles').at(-1)))],
  [
    'a course copied from another, its outcomes kept, with a past and a future session',
    (dir) => {
      const model = entries(dir, 'courses')[0];
      const { data, body } = splitEntry(readFileSync(join(dir, 'src/content/courses', model), 'utf8'));
      const session = data.sessions?.[0];
      const sessions = session
        ? [
            { ...session, id: `${day(-10)}-online`, start: `${day(-10)}T09:00`, end: `${day(-10)}T16:00` },
            { ...session, id: `${day(45)}-online`, start: `${day(45)}T09:00`, end: `${day(45)}T16:00` },
          ]
        : undefined;
      addEntry(
        dir,
        'courses',
        `${model.replace(/\.md$/, '')}-advanced.md`,
        {
          ...data,
          title: `${data.title}, Advanced`,
          metaTitle: `Advanced ${data.metaTitle}`.slice(0, 40),
          ...(sessions ? { sessions } : {}),
        },
        body,
      );
    },
  ],
  ['a course deleted', (dir) => rmSync(join(dir, 'src/content/courses', entries(dir, 'courses').at(-1)))],
  [
    'a new case study without a picture',
    (dir) => {
      const model = entries(dir, 'cases')[0];
      const { data, body } = splitEntry(readFileSync(join(dir, 'src/content/cases', model), 'utf8'));
      const rest = without(data, 'image');
      addEntry(
        dir,
        'cases',
        'county-library-network-refresh.md',
        {
          ...rest,
          title: 'Refreshing a county library network in one summer',
          metaTitle: 'Case study: a library network',
          sector: 'County library system',
          date: day(-30),
        },
        body.replace(
          /\n\n[^\n#][^\n]*/,
          '\n\nThe county asked us to replace switches in nine branches over one summer.',
        ),
      );
    },
  ],
  [
    'a person who left: their articles given to a colleague, their file deleted',
    (dir) => {
      const people = entries(dir, 'people');
      const [gone, heir] = [people.at(-1).replace(/\.md$/, ''), people[0].replace(/\.md$/, '')];
      for (const file of entries(dir, 'articles'))
        editEntry(
          dir,
          'articles',
          file,
          (d) => void (d.authors = [...new Set(d.authors.map((a) => (a === gone ? heir : a)))]),
        );
      rmSync(join(dir, 'src/content/people', `${gone}.md`));
    },
  ],
  [
    'a new service page, as the editor names it from its title',
    (dir) =>
      addEntry(
        dir,
        'services',
        'change-management.md',
        {
          title: 'Change Management',
          category: 'ld',
          icon: 'workflow',
          order: 10,
          cta: 'Tell us what is changing and when, and we will sketch a plan with you.',
          summary:
            'Plans, messages and coaching that help teams adopt a new system or structure without losing a quarter.',
          description:
            'Change management from our learning team: stakeholder maps, training plans and manager coaching, so a new system or structure is used and not just installed.',
        },
        'A new system only pays off once people use it. We map who is affected, plan the training and coach the managers who carry the change.\n\n## What we do\n\n- Stakeholder maps and a plan for each group\n- Training plans tied to the go-live date\n- Coaching for the managers who lead the change\n',
      ),
  ],
  [
    'a new partner with its logo, and a new staffing domain',
    (dir) => {
      const logo = readdirSync(join(dir, 'public/partners')).find((f) => f.endsWith('.svg'));
      const svg = readFileSync(join(dir, 'public/partners', logo), 'utf8').replace(
        />[^<]+<\/title>/,
        '>Fernhollow Works</title>',
      );
      writeFileSync(join(dir, 'public/partners/fernhollow-works.svg'), svg);
      editData(dir, 'data/partners.yml', (d) => ({
        partners: [
          ...d.partners,
          {
            id: 'fernhollow-works',
            name: 'Fernhollow Works',
            logo: '/partners/fernhollow-works.svg',
            width: 200,
            height: 80,
          },
        ],
      }));
      editData(dir, 'data/domains.yml', (d) => ({
        domains: [
          ...d.domains,
          {
            id: 'data-engineering',
            name: 'Data Engineering',
            roles: ['Data Engineer', 'Analytics Engineer', 'Data Architect'],
          },
        ],
      }));
    },
  ],
  [
    'a program page given a heading and a third paragraph, and its last service card moved first',
    (dir) => {
      editEntry(dir, 'pages', 'Itconsultingservices.md', (d, body) => ({
        body: `${body}\n## How we start\n\nEvery engagement starts with a two-week review of your systems and goals.\n`,
      }));
      const it = entries(dir, 'services')
        .map((file) => ({ file, data: splitEntry(readFileSync(join(dir, 'src/content/services', file), 'utf8')).data }))
        .filter((s) => s.data.category === 'it');
      const last = it.reduce((a, b) => (b.data.order > a.data.order ? b : a)).file;
      for (const { file } of it)
        editEntry(dir, 'services', file, (d) => void (d.order = file === last ? 1 : d.order + 1));
    },
  ],
  [
    'every company detail changed',
    (dir) =>
      editData(dir, 'data/site.yml', (s) => ({
        ...s,
        name: 'Brightwater Consulting Group',
        shortName: 'Brightwater',
        email: 'contact@example.com',
        phone: { display: '+1 (312) 555-0199', dial: '+13125550199' },
        address: { ...s.address, street: '10 Sample Plaza, Floor 3', postalCode: '62702' },
        linkedin: 'https://www.linkedin.com/company/example-two',
        foundedYear: 2015,
      })),
  ],
  [
    'a word changed in every other data file',
    (dir) => {
      for (const folder of ['data', 'forms'])
        for (const f of readdirSync(join(dir, 'src/content', folder)).filter((f) => f.endsWith('.yml')))
          if (`${folder}/${f}` !== 'data/site.yml') editData(dir, `${folder}/${f}`, reword);
    },
  ],
  [
    'a paragraph changed on a service page and a page',
    (dir) => {
      editEntry(dir, 'services', entries(dir, 'services')[0], (d, body) => ({
        body: body.replace(/\n\n([^\n#-][^\n]*)/, '\n\n$1 We answer within one business day.'),
      }));
      editEntry(dir, 'pages', 'about.md', (d, body) => ({ body: `${body}\nWe moved to a new office this year.\n` }));
    },
  ],
];

const dir = projectCopy(ROOT, 'aldermoor-edits');
console.log(`A copy of the project in ${dir}; the edits:`);
for (const [what, edit] of EDITS) {
  edit(dir);
  console.log(`  - ${what}`);
}
if (process.argv.includes('--only-edit')) process.exit(0);

// Ports of their own, so the copy's tests can run beside the checkout's.
const env = { ...process.env, TEST_SITE_PORT: '4390', TEST_INBOX_PORT: '8790' };
const run = spawnSync('npm', ['test'], { cwd: dir, stdio: 'inherit', env });
if (!process.argv.includes('--keep') && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
else console.log(`The copy stays in ${dir}`);
process.exit(run.status ?? 1);
