import type { AstroIntegration } from 'astro';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOne } from '../content/read';
import { GITHUB_ORIGINS, adminPage } from '../lib/cms/admin';
import { cmsConfig, type CmsTarget } from '../lib/cms/config';

/** The Decap bundle's files: the main script, its lazily loaded chunks and WebAssembly (no source maps). */
const BUNDLE_DIR = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
const BUNDLE = readdirSync(BUNDLE_DIR).filter((f) => /^(?:\d+\.)?decap-cms\.js$|\.wasm$/.test(f));
const INIT = fileURLToPath(new URL('./admin-init.js', import.meta.url));
const WIDGETS = fileURLToPath(new URL('./admin-widgets.js', import.meta.url));
/** The preview pane's style: the site's design tokens, then the pane's own rules. */
const previewCss = () =>
  ['../styles/tokens.css', './admin-preview.css']
    .map((f) => readFileSync(fileURLToPath(new URL(f, import.meta.url)), 'utf8'))
    .join('\n');

/** The settings a deployment gives in .env or its build settings (docs/editing.md). */
export interface AdminEnv {
  CMS_GITHUB_REPO?: string;
  CMS_GITHUB_BRANCH?: string;
  CMS_AUTH_URL?: string;
  CMS_AUTH_ENDPOINT?: string;
  DECAP_SERVER_PORT?: string;
}

export const DEFAULT_REPO = 'aldermoor-technologies/website';

/** Where the editor's saves go: decap-server on this machine under `astro dev`, GitHub in a build. */
export function adminTarget(env: AdminEnv, siteUrl: string, dev: boolean): CmsTarget {
  return {
    ...(dev ? { localBackendUrl: `http://127.0.0.1:${env.DECAP_SERVER_PORT || '8081'}/api/v1` } : {}),
    github: {
      repo: env.CMS_GITHUB_REPO || DEFAULT_REPO,
      branch: env.CMS_GITHUB_BRANCH || 'main',
      ...(env.CMS_AUTH_URL ? { baseUrl: env.CMS_AUTH_URL } : {}),
      ...(env.CMS_AUTH_ENDPOINT ? { authEndpoint: env.CMS_AUTH_ENDPOINT } : {}),
    },
    siteUrl,
  };
}

/** Every file under /admin/, by name: generated text or a file to copy. */
function adminFiles(env: AdminEnv, siteUrl: string, dev: boolean): Map<string, { text: string } | { path: string }> {
  const target = adminTarget(env, siteUrl, dev);
  const api = target.localBackendUrl ? [new URL(target.localBackendUrl).origin] : GITHUB_ORIGINS.api;
  const files = new Map<string, { text: string } | { path: string }>([
    ['index.html', { text: adminPage({ origins: { api }, companyName: readOne('site').name }) }],
    ['config.json', { text: `${JSON.stringify(cmsConfig(target), null, 2)}\n` }],
    ['admin-init.js', { path: INIT }],
    ['admin-widgets.js', { path: WIDGETS }],
    ['preview.css', { text: previewCss() }],
  ]);
  for (const name of BUNDLE) files.set(name, { path: join(BUNDLE_DIR, name) });
  return files;
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  wasm: 'application/wasm',
};

function send(res: ServerResponse, name: string, body: string | Buffer): void {
  res.setHeader('Content-Type', TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.end(body);
}

/**
 * The browser editor at /admin/ (Decap CMS): its page, the configuration
 * generated from the content schemas, and the Decap bundle copied from
 * node_modules (never committed). `astro dev` serves them from memory and
 * points the editor at decap-server (`npm run edit`); `astro build` writes
 * them to dist/admin/ pointing at GitHub. Nothing here touches a public page.
 */
export function decapAdmin(env: AdminEnv): AstroIntegration {
  let siteUrl = '';
  return {
    name: 'decap-admin',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteUrl = config.site ?? '';
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const path = (req.url ?? '').split('?')[0] ?? '';
          if (path === '/admin') {
            res.statusCode = 301;
            res.setHeader('Location', '/admin/');
            res.end();
            return;
          }
          if (!path.startsWith('/admin/')) return next();
          const name = path.slice('/admin/'.length) || 'index.html';
          const file = adminFiles(env, siteUrl, true).get(name);
          if (!file) return next();
          send(res, name, 'text' in file ? file.text : readFileSync(file.path));
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = join(fileURLToPath(dir), 'admin');
        mkdirSync(out, { recursive: true });
        for (const [name, file] of adminFiles(env, siteUrl, false)) {
          if ('text' in file) writeFileSync(join(out, name), file.text);
          else copyFileSync(file.path, join(out, name));
        }
        logger.info(`dist/admin/: the editor, saving to GitHub ${adminTarget(env, siteUrl, false).github.repo}`);
      },
    },
  };
}
