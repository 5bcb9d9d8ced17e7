/**
 * Grows a copy of the project's content to the size of a company ten times
 * as large (`TARGETS`: articles, roles, courses with dated sessions, people
 * and case studies), with pictures for about a quarter of the articles, case
 * studies and people. Seeded: the same seed and date write the
 * same files. Each new entry is made from one of the sample's entries of its
 * collection (its body, services, tags, format), with its name, address,
 * dates and short texts varied within the limits of the schemas in
 * src/content/schemas (`LIMITS` below names the ones used), and every
 * collection is then read back through the schemas (src/content/read.ts), so
 * a file that breaks a rule stops the generator, naming it.
 * Never run on the checkout itself: scripts/grow-content.mjs makes the copy.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';

/** The size reached at scale 1: the totals of each collection, the sample's entries included. */
export const TARGETS = { articles: 500, jobs: 300, courses: 100, people: 80, cases: 60 };
/** About this share of the articles, case studies and people get a picture. */
const PICTURE_SHARE = 0.25;

/**
 * The schemas' length limits the generated texts are fitted to (src/content/schemas/): the generator checks
 * every entry against the schemas themselves afterwards, so a limit changed there and not here stops it.
 */
const LIMITS = {
  description: [140, 160],
  articleSummary: [80, 220],
  articleTitle: [10, 45], // up to the tab title's 45, so no metaTitle is needed
  jobSummary: [40, 240],
  courseSummary: [80, 220],
  courseTitle: [3, 45], // the course's metaTitle repeats it: at most 45
  caseSummary: [60, 240],
  caseTitle: [10, 90],
  caseMetaTitle: [10, 45],
  bio: [120, 320],
};
/** A role's tab title, "<title>, <city> — <company>", within the 70 characters search results show. */
const JOB_TAB_TITLE_MAX = 45;

/** A small seeded PRNG (mulberry32): the same seed, the same sequence. @param {number} seed */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [min, max]. */
  const int = (/** @type {number} */ min, /** @type {number} */ max) => min + Math.floor(next() * (max - min + 1));
  /** @template T @param {readonly T[]} list @returns {T} */
  const pick = (list) => /** @type {T} */ (list[Math.floor(next() * list.length)]);
  /** `n` different items of `list`. @template T @param {readonly T[]} list @param {number} n @returns {T[]} */
  const some = (list, n) => {
    const rest = [...list];
    const out = [];
    while (out.length < n && rest.length > 0) out.push(...rest.splice(Math.floor(next() * rest.length), 1));
    return out;
  };
  return { next, int, pick, some, chance: (/** @type {number} */ p) => next() < p };
}

/** "YYYY-MM-DD" of `day` moved by `days`. @param {string} day @param {number} days */
export function addDays(day, days) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Lowercase words joined by hyphens, as the editor makes an address from a title. @param {string} text */
export const slugify = (text) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Sentences joined, then cut at a word or padded with `filler` sentences to fit [min, max] characters.
 * @param {string[]} sentences @param {[number, number]} limits @param {string[]} filler
 */
export function fit(sentences, [min, max], filler = FILLER) {
  let text = sentences.join(' ');
  for (let i = 0; text.length < min; i++) text = `${text} ${filler[i % filler.length]}`;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const words = cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.—-]+$/, '');
  return `${words}.`;
}

const FILLER = [
  'We plan the work with your team and report in plain words.',
  'Every engagement starts with a short conversation about goals.',
  'Ask us for a sample plan before you decide.',
];

const FIRST_NAMES = [
  'Amara',
  'Bennett',
  'Carmen',
  'Darius',
  'Elena',
  'Farid',
  'Grace',
  'Hiroshi',
  'Ines',
  'Jamal',
  'Keiko',
  'Lucas',
  'Maya',
  'Nikolai',
  'Olivia',
  'Pedro',
  'Quinn',
  'Rosa',
  'Samuel',
  'Tara',
  'Umar',
  'Vera',
  'Wesley',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aaron',
  'Bianca',
  'Connor',
  'Delia',
  'Emeka',
  'Fiona',
  'Gustavo',
  'Hana',
  'Isaac',
  'Julia',
];
const LAST_NAMES = [
  'Abernathy',
  'Baptiste',
  'Castellano',
  'Drummond',
  'Eriksen',
  'Fairweather',
  'Galloway',
  'Hollis',
  'Ibarra',
  'Jovanovic',
  'Kessler',
  'Larkin',
  'Montague',
  'Nakamura',
  'Oyelaran',
  'Pennington',
  'Quintero',
  'Rasmussen',
  'Sandoval',
  'Thornbury',
  'Underhill',
  'Valdivia',
  'Whitcombe',
  'Yamamoto',
  'Zielinski',
  'Ashworth',
  'Brennan',
];
const PERSON_ROLES = [
  'Senior Security Consultant',
  'Cloud Architect',
  'Data Engineering Lead',
  'Learning Consultant',
  'Technical Recruiter',
  'Leadership Coach',
  'QA Automation Lead',
  'Principal Engineer',
  'Delivery Manager',
  'Organization Development Consultant',
  'Staffing Account Manager',
  'Instructional Designer',
];
const AREAS = [
  'cloud migrations',
  'penetration testing',
  'data platforms',
  'technical hiring',
  'leadership programs',
  'test automation',
  'skills assessments',
  'incident response',
  'team coaching',
  'learning platforms',
];
const SECTORS = [
  'Regional bank',
  'County government',
  'Specialty retailer',
  'Hospital network',
  'Freight carrier',
  'Insurance mutual',
  'Food manufacturer',
  'State university',
  'Energy cooperative',
  'Software vendor',
  'Medical device maker',
  'Credit union',
  'Law firm',
  'School district',
  'Airline supplier',
  'Water utility',
];
const SIZES = [
  'About 300 employees',
  'About 1,200 employees',
  'About 4,500 employees',
  'About 90 employees',
  'About 650 staff in three states',
  'About 2,000 staff, 150 of them in IT',
];
const CITIES = [
  ['Springfield', 'IL', '62701'],
  ['Chicago', 'IL', '60606'],
  ['Peoria', 'IL', '61602'],
  ['Austin', 'TX', '78701'],
  ['Columbus', 'OH', '43215'],
  ['Kansas City', 'MO', '64105'],
  ['Denver', 'CO', '80202'],
  ['Madison', 'WI', '53703'],
  ['Omaha', 'NE', '68102'],
  ['Nashville', 'TN', '37203'],
  ['Raleigh', 'NC', '27601'],
  ['Phoenix', 'AZ', '85004'],
  ['Des Moines', 'IA', '50309'],
  ['Indianapolis', 'IN', '46204'],
  ['St. Louis', 'MO', '63101'],
  ['Tulsa', 'OK', '74103'],
];
const REGIONS = ['United States (Central time zone)', 'United States (Eastern time zone)', 'United States'];
const SENIORITY = ['', 'Senior ', 'Lead ', 'Junior ', 'Principal ', 'Staff '];
const ARTICLE_SUBJECTS = [
  'Cloud cost reviews',
  'Pen test scoping',
  'Contract-to-hire offers',
  'A new tech lead',
  'Metric definitions',
  'Training that works',
  'Incident runbooks',
  'Skills baselines',
  'Vendor due diligence',
  'Data quality checks',
  'Access reviews',
  'Onboarding engineers',
  'Backup restores',
  'Release checklists',
  'Coaching new managers',
  'Hiring panels',
  'Team retrospectives',
  'LMS migrations',
  'Security awareness',
  'API versioning',
  'Capacity planning',
  'Job descriptions',
  'Mentoring programs',
  'Dashboard design',
  'Patch windows',
];
const ARTICLE_ANGLES = [
  'what to ask first',
  'mistakes we see',
  'a first-month plan',
  'how to budget',
  'for the board',
  'a short checklist',
  'when to start',
  'who should own it',
  'what good looks like',
  'lessons from 2025',
  'a worked example',
  'the hidden costs',
  'for small teams',
  'how to measure it',
  'what to skip',
  'questions to agree',
  'a one-page guide',
  'signs of trouble',
  'the first 30 days',
  'making it stick',
];
const COURSE_SUBJECTS = [
  'Kubernetes Operations',
  'Incident Response',
  'Threat Modeling',
  'Data Modeling',
  'Python for Analysts',
  'Cloud Cost Control',
  'Feedback Skills',
  'Hiring Interviews',
  'Agile Planning',
  'Accessible Design',
  'Test Automation',
  'Power BI Reporting',
  'Negotiation Basics',
  'Change Leadership',
  'Zero Trust Networks',
  'Linux Administration',
  'API Security',
  'Project Estimation',
  'Mentoring Skills',
  'Mobile Testing',
];
const COURSE_KINDS = ['Essentials', 'Workshop', 'Deep Dive', 'for Managers', 'Bootcamp'];
const CASE_OUTCOMES = [
  'Halving release time',
  'A security team staffed in six weeks',
  'Closing audit findings before renewal',
  'Moving reporting to the cloud',
  'First-time managers who stayed',
  'Retiring a legacy data center',
  'Cutting onboarding from weeks to days',
  'A tested recovery plan',
  'An LMS migrated without lost records',
  'Fewer outages after a platform rebuild',
];
const ALT_TEXTS = [
  'Soft overlapping circles in blue and amber, an abstract picture for the article.',
  'A gradient from teal to navy with pale rings, an abstract picture of connected systems.',
  'Warm orange shapes over a deep purple field, an abstract picture of a team at work.',
];

/** A Markdown file's front matter and body. @param {string} text */
function splitFile(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error('no front matter');
  return { data: parse(match[1] ?? ''), body: match[2] ?? '' };
}

/** @param {Record<string, unknown>} data @param {string} body */
const markdownFile = (data, body) =>
  `---\n${stringify(data, { lineWidth: 0, aliasDuplicateObjects: false })}---\n${body}`;

/** The sample entries of a collection, with their ids. @param {string} folder */
function samples(folder) {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => ({ id: f.slice(0, -3), ...splitFile(readFileSync(join(folder, f), 'utf8')) }));
}

/** A name not yet in `taken` (adds it): `base`, else `base-2`, `base-3`… @param {Set<string>} taken @param {string} base */
function unique(taken, base) {
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}-${i}`;
  taken.add(name);
  return name;
}

/**
 * A small JPEG of soft shapes, distinct for each seed, `width`×`height`.
 * @param {ReturnType<typeof prng>} rand @param {number} width @param {number} height
 */
function picture(rand, width, height) {
  const hue = rand.int(0, 359);
  const color = (/** @type {number} */ h, /** @type {number} */ l) => `hsl(${(hue + h) % 360},60%,${l}%)`;
  const circles = Array.from({ length: rand.int(3, 7) }, () => {
    const r = rand.int(Math.round(height / 8), Math.round(height / 2));
    return `<circle cx="${rand.int(0, width)}" cy="${rand.int(0, height)}" r="${r}" fill="${color(rand.int(20, 200), rand.int(40, 80))}" fill-opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${color(0, 25)}"/><stop offset="1" stop-color="${color(150, 45)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** A wide picture's size: 1200 to 2400 pixels wide, 3:2, 4:3 or 16:9. @param {ReturnType<typeof prng>} rand */
function wideSize(rand) {
  const width = rand.int(12, 24) * 100;
  const [w, h] = rand.pick([
    [3, 2],
    [4, 3],
    [16, 9],
  ]);
  return [width, Math.round((width * h) / w)];
}

/**
 * Writes the grown content into the copy at `dir`; returns the totals written.
 * @param {string} dir a copy of the project (scripts/lib/project-copy.mjs)
 * @param {{ seed?: number, date: string, scale?: number }} options `date`: the build date the dates are spread around
 */
export async function growContent(dir, { seed = 49, date, scale = 1 }) {
  const rand = prng(seed);
  const content = join(dir, 'src', 'content');
  const folder = (/** @type {string} */ name) => join(content, name);
  const target = (/** @type {keyof typeof TARGETS} */ name) => Math.max(0, Math.round(TARGETS[name] * scale));
  /** @type {Promise<unknown>[]} */
  const pictures = [];
  /** Writes a picture into `sub` of `collection`'s folder; returns its path as the entry names it. */
  const addPicture = (
    /** @type {string} */ collection,
    /** @type {string} */ sub,
    /** @type {string} */ name,
    /** @type {[number, number]} */ [width, height],
  ) => {
    mkdirSync(join(folder(collection), sub), { recursive: true });
    const file = join(folder(collection), sub, `${name}.jpg`);
    pictures.push(picture(prng(rand.int(1, 2 ** 31)), width, height).then((jpeg) => writeFileSync(file, jpeg)));
    return `./${sub}/${name}.jpg`;
  };
  const services = readdirSync(folder('services'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3));
  /** @type {{ id: string, name: string, roles: string[] }[]} */
  const domains = parse(readFileSync(join(content, 'data', 'domains.yml'), 'utf8')).domains;

  // People first: the articles name them as authors.
  const people = samples(folder('people'));
  const personIds = new Set(people.map((p) => p.id));
  const names = new Set(people.map((p) => p.data.name));
  let order = Math.max(...people.map((p) => Number(p.data.order)));
  for (let i = people.length; i < target('people'); i++) {
    let name;
    do name = `${rand.pick(FIRST_NAMES)} ${rand.pick(LAST_NAMES)}`;
    while (names.has(name));
    names.add(name);
    const first = name.split(' ')[0];
    const role = rand.pick(PERSON_ROLES);
    const area = rand.pick(AREAS);
    const years = rand.int(4, 22);
    const id = unique(personIds, slugify(name));
    /** @type {Record<string, unknown>} */
    const data = {
      name,
      role,
      bio: fit(
        [
          `${first} works on ${area} with clients across the Midwest.`,
          `Before joining Aldermoor, ${first} spent ${years} years in ${rand.pick(AREAS)} at a ${rand.pick(SECTORS).toLowerCase()}.`,
        ],
        /** @type {[number, number]} */ (LIMITS.bio),
      ),
      description: fit(
        [
          `${name}, ${role} at Aldermoor Technologies: ${years} years of ${area}, how ${first} works with clients, and articles.`,
        ],
        /** @type {[number, number]} */ (LIMITS.description),
      ),
      services: rand.some(services, rand.int(1, 3)),
      order: ++order,
    };
    if (rand.chance(PICTURE_SHARE)) {
      const side = rand.int(240, 900);
      data.photo = addPicture('people', 'photos', `grown-${id}`, [
        side,
        rand.chance(0.5) ? side : Math.round(side * 1.25),
      ]);
    }
    const body = `${first} leads work on ${area} and reviews each plan before it reaches a client. Outside client work, ${first} mentors new colleagues in ${rand.pick(AREAS)}.\n`;
    writeFileSync(join(folder('people'), `${id}.md`), markdownFile(data, body));
  }
  const authors = [...personIds];

  const articles = samples(folder('articles'));
  const articleIds = new Set(articles.map((a) => a.id));
  // Never a sample's title (or tab title): every page's tab title is its own.
  const sampleArticleTitles = new Set(articles.flatMap((a) => [a.data.title, a.data.metaTitle]));
  const titles = ARTICLE_SUBJECTS.flatMap((s) => ARTICLE_ANGLES.map((a) => `${s}: ${a}`)).filter(
    (t) => t.length <= LIMITS.articleTitle[1] && !sampleArticleTitles.has(t),
  );
  const articleTitles = rand.some(titles, target('articles'));
  for (let i = articles.length; i < target('articles'); i++) {
    const template = rand.pick(articles);
    const title = articleTitles[i] ?? `${rand.pick(ARTICLE_SUBJECTS)}: note ${i}`;
    const id = unique(articleIds, slugify(title));
    // Mostly the past five years; a few scheduled, after the build date.
    const published = addDays(date, rand.chance(0.02) ? rand.int(1, 60) : -rand.int(0, 5 * 365));
    /** @type {Record<string, unknown>} */
    const data = {
      title,
      summary: fit(
        [`${title}.`, String(template.data.summary)],
        /** @type {[number, number]} */ (LIMITS.articleSummary),
      ),
      description: fit(
        [`${title}: ${String(template.data.description)}`],
        /** @type {[number, number]} */ (LIMITS.description),
      ),
      authors: rand.some(authors, rand.chance(0.2) ? 2 : 1),
      published,
      ...(rand.chance(0.3) ? { updated: addDays(published, rand.int(1, 90)) } : {}),
      tags: template.data.tags,
      services: template.data.services,
    };
    if (rand.chance(PICTURE_SHARE))
      data.image = { src: addPicture('articles', 'images', `grown-${id}`, wideSize(rand)), alt: rand.pick(ALT_TEXTS) };
    writeFileSync(join(folder('articles'), `${id}.md`), markdownFile(data, template.body));
  }

  const jobs = samples(folder('jobs'));
  const jobIds = new Set(jobs.map((j) => j.id));
  /** The tab titles taken, as "<title>|<city or Remote>", the sample's roles' among them (the role page's metaTitle). */
  const places = new Set(jobs.map((j) => `${j.data.title}|${j.data.location?.city ?? 'Remote'}`));
  for (let i = jobs.length; i < target('jobs'); i++) {
    const domain = rand.pick(domains);
    const sameDomain = jobs.filter((j) => j.data.domain === domain.id);
    const template = rand.pick(sameDomain.length > 0 ? sameDomain : jobs);
    const workplace = rand.pick(['on-site', 'hybrid', 'remote']);
    const [city, region, postalCode] = rand.pick(CITIES);
    const remoteRegion = rand.pick(REGIONS);
    let title;
    let place;
    // The tab title, "<title>, <city or Remote> — <company>", stays within 70 characters and unique.
    do {
      title = `${rand.pick(SENIORITY)}${rand.pick(domain.roles)}`;
      place = workplace === 'remote' ? 'Remote' : city;
    } while (places.has(`${title}|${place}`) || `${title}, ${place}`.length > JOB_TAB_TITLE_MAX);
    places.add(`${title}|${place}`);
    const id = unique(jobIds, slugify(`${title} ${workplace === 'remote' ? 'remote' : city}`));
    const posted = addDays(date, -rand.int(0, 150));
    // About a quarter past their closing date on `date`, a few of them closed within days of posting.
    const closes = rand.chance(0.1) ? addDays(posted, rand.int(3, 14)) : addDays(posted, rand.int(30, 220));
    const employmentType = rand.pick(['contract', 'contract-to-hire', 'permanent', 'internship']);
    const where = workplace === 'remote' ? `remote (${remoteRegion})` : `${workplace} in ${city}, ${region}`;
    const unit = employmentType === 'permanent' ? 'YEAR' : 'HOUR';
    const low = unit === 'YEAR' ? rand.int(70, 150) * 1000 : rand.int(35, 110);
    /** @type {Record<string, unknown>} */
    const data = {
      title,
      domain: domain.id,
      employmentType,
      workplace,
      ...(workplace === 'remote' ? { remoteRegion } : { location: { city, region, postalCode } }),
      ...(rand.chance(0.7)
        ? { pay: { min: low, max: Math.round(low * (1 + rand.int(0, 30) / 100)), currency: 'USD', unit } }
        : {}),
      posted,
      closes,
      description: fit(
        [`${title}, ${employmentType.replace(/-/g, ' ')} role, ${where}: ${String(template.data.description)}`],
        /** @type {[number, number]} */ (LIMITS.description),
      ),
      summary: fit(
        [`Join a client team as ${title}, ${where}.`, String(template.data.summary)],
        /** @type {[number, number]} */ (LIMITS.jobSummary),
      ),
    };
    writeFileSync(join(folder('jobs'), `${id}.md`), markdownFile(data, template.body));
  }

  const courses = samples(folder('courses'));
  const courseIds = new Set(courses.map((c) => c.id));
  // Never a sample's title (or tab title), as for the articles.
  const sampleCourseTitles = new Set(courses.flatMap((c) => [c.data.title, c.data.metaTitle]));
  const courseTitles = rand.some(
    COURSE_SUBJECTS.flatMap((s) => COURSE_KINDS.map((k) => `${s} ${k}`)).filter(
      (t) => t.length <= LIMITS.courseTitle[1] && !sampleCourseTitles.has(t),
    ),
    target('courses'),
  );
  for (let i = courses.length; i < target('courses'); i++) {
    const template = rand.pick(courses);
    const title = courseTitles[i] ?? `${rand.pick(COURSE_SUBJECTS)} ${i}`;
    const id = unique(courseIds, slugify(title));
    /** @type {{ id: string, start: string, end: string }[]} */
    const models = template.data.sessions ?? [];
    const seen = new Set();
    const sessions = [];
    // Each of the model's sessions again, one to three times, from four months back to eight ahead.
    for (const model of models) {
      for (let n = rand.int(1, 3); n > 0; n--) {
        const length = Math.round(
          (Date.parse(`${model.end.slice(0, 10)}T00:00Z`) - Date.parse(`${model.start.slice(0, 10)}T00:00Z`)) / 864e5,
        );
        const start = addDays(date, rand.int(-120, 240));
        const sessionId = `${start}-${model.id.slice(11)}`;
        if (seen.has(sessionId)) continue;
        seen.add(sessionId);
        sessions.push({
          ...model,
          id: sessionId,
          start: `${start}${model.start.slice(10)}`,
          end: `${addDays(start, length)}${model.end.slice(10)}`,
          seats: rand.pick(['open', 'open', 'few-left', 'full', 'cancelled']),
        });
      }
    }
    sessions.sort((a, b) => a.start.localeCompare(b.start));
    const data = {
      ...template.data,
      title,
      metaTitle: title,
      summary: fit(
        [`${title}.`, String(template.data.summary)],
        /** @type {[number, number]} */ (LIMITS.courseSummary),
      ),
      description: fit(
        [`${title}: ${String(template.data.description)}`],
        /** @type {[number, number]} */ (LIMITS.description),
      ),
      sessions,
    };
    writeFileSync(join(folder('courses'), `${id}.md`), markdownFile(data, template.body));
  }

  const cases = samples(folder('cases'));
  const caseIds = new Set(cases.map((c) => c.id));
  const caseTitles = new Set(cases.map((c) => c.data.title));
  for (let i = cases.length; i < target('cases'); i++) {
    const template = rand.pick(cases);
    const sector = rand.pick(SECTORS);
    let title;
    do
      title = fit(
        [`${rand.pick(CASE_OUTCOMES)} for ${/^[AEIOU]/.test(sector) ? 'an' : 'a'} ${sector.toLowerCase()}`],
        /** @type {[number, number]} */ (LIMITS.caseTitle),
      ).replace(/\.$/, '');
    while (caseTitles.has(title));
    caseTitles.add(title);
    const id = unique(caseIds, slugify(title));
    /** @type {Record<string, unknown>} */
    const data = {
      ...template.data,
      title,
      metaTitle: `Case study ${i + 1}: ${sector.toLowerCase()}`.slice(0, LIMITS.caseMetaTitle[1]),
      description: fit(
        [`${title}: ${String(template.data.description)}`],
        /** @type {[number, number]} */ (LIMITS.description),
      ),
      summary: fit([`${title}.`, String(template.data.summary)], /** @type {[number, number]} */ (LIMITS.caseSummary)),
      sector,
      size: rand.pick(SIZES),
      date: addDays(date, -rand.int(20, 4 * 365)),
    };
    delete data.image;
    if (rand.chance(PICTURE_SHARE))
      data.image = { src: addPicture('cases', 'images', `grown-${id}`, wideSize(rand)), alt: rand.pick(ALT_TEXTS) };
    writeFileSync(join(folder('cases'), `${id}.md`), markdownFile(data, template.body));
  }

  await Promise.all(pictures);
  return {
    ...Object.fromEntries(
      Object.keys(TARGETS).map((n) => [n, readdirSync(folder(n)).filter((f) => f.endsWith('.md')).length]),
    ),
    pictures: pictures.length,
  };
}
