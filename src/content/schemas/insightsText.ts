/** The words of the insights pages and the names of the tags (src/content/data/insights.yml). */
import { z } from 'astro/zod';
import { TAG_IDS } from './article';
import { description, template, text } from './common';

const tagSchema = z.object({
  name: z.string().trim().min(2).max(30).describe('The topic as readers see it, e.g. Security.'),
  description: description.describe(
    "The topic page's summary for search engines and link previews: 140 to 160 characters.",
  ),
});

export const insightsTextSchema = z.object({
  tags: z
    .object(
      Object.fromEntries(TAG_IDS.map((id) => [id, tagSchema.describe(`The topic "${id}".`)])) as {
        [K in (typeof TAG_IDS)[number]]: typeof tagSchema;
      },
    )
    .describe('The fixed list of topics an article may have; each has its page at /insights/tag/<topic>.'),
  topics: text.describe('The name of the list of topic links on /insights, e.g. "Topics".'),
  allTopics: text.describe('The link back to every article, e.g. "All articles".'),
  tagTitle: template('tag').describe("A topic page's heading; {tag} is the topic's name."),
  tagLead: template('tag').describe('The line under it.'),
  pageTitle: template('page').describe('The heading of the second and later pages of the list; {page} is the number.'),
  pageDescription: template('page').describe(
    'Their summary for search engines, 140 to 160 characters once filled; {page} is the number.',
  ),
  pagination: text.describe('The name of the links between pages of the list, read by screen readers.'),
  previous: text.describe('The link to newer articles.'),
  next: text.describe('The link to older articles.'),
  by: text.describe('Before the authors\' names, e.g. "By".'),
  published: text.describe('Before the publication date, e.g. "Published".'),
  updated: text.describe('Before the date of the last update, e.g. "Updated".'),
  readingTime: template('minutes').describe('The reading time; {minutes} is computed from the text.'),
  aboutAuthor: text.describe('The heading of the author box at the end of an article.'),
  services: text.describe("The heading of the list of an article's services."),
  related: text.describe('The heading of the related articles at the end of an article.'),
  fromInsights: text.describe('On a service page: the heading of the articles tied to it.'),
  personArticles: template('name').describe("On a person's page: the heading of their articles; {name} is their name."),
  personLead: template('name').describe(
    'The line under the heading of the page that lists every article of one person (when their page shows only the newest few); {name} is their name.',
  ),
  serviceArticles: template('service').describe(
    "The heading of the page that lists every article tied to one service (when the service's page shows only the newest few); {service} is the service's name.",
  ),
  serviceLead: template('service').describe('The line under it.'),
  personServices: text.describe("On a person's page: the heading of the services they work in."),
  servicePeople: text.describe('On a service page: the heading of the people who work in it (each person’s services).'),
  serviceTeam: template('service').describe(
    "The heading of the page that lists everyone who works in one service (when the service's page shows only the first few); {service} is the service's name.",
  ),
  serviceTeamLead: template('service').describe('The line under it.'),
  profile: template('name').describe("The link to a person's external profile; {name} is their name."),
  feedTitle: template('company').describe("The feed's title; {company} is the company's name."),
  feedDescription: text.describe("The feed's description."),
  scheduled: template('date').describe(
    "Only in a pull request's preview: the line above an article whose publication date is still ahead; {date} is that date.",
  ),
});

export type InsightsText = z.infer<typeof insightsTextSchema>;
