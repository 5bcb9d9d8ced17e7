import type { AstroIntegration } from 'astro';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { readOne } from '../content/read';
import { adminPage } from '../lib/cms/admin';
import { cmsConfig, type CmsTarget } from '../lib/cms/config';

/** The page's one script: Sveltia CMS from its npm package, bundled with the start-up code by Vite. */
const ENTRY = fileURLToPath(new URL('./admin-editor.js', import.meta.url));
const SCRIPT = 'editor.js';
/** The editor's folder in the build, served at /admin/. */
export const ADMIN_FOLDER = 'admin';
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
  CMS_GITHUB_PRIVATE?: string;
}

export const DEFAULT_REPO = 'aldermoor-technologies/website';

/** Where the editor's saves go on GitHub (locally, the owner picks the folder in the editor). */
export function adminTarget(env: AdminEnv, siteUrl: string): CmsTarget {
  return {
    github: {
      repo: env.CMS_GITHUB_REPO || DEFAULT_REPO,
      branch: env.CMS_GITHUB_BRANCH || 'main',
      ...(env.CMS_AUTH_URL ? { baseUrl: env.CMS_AUTH_URL } : {}),
      ...(env.CMS_AUTH_ENDPOINT ? { authEndpoint: env.CMS_AUTH_ENDPOINT } : {}),
      ...(env.CMS_GITHUB_PRIVATE?.trim().toLowerCase() === 'true' ? { privateRepo: true } : {}),
    },
    siteUrl,
    title: readOne('site').name,
  };
}

/** The generated files under /admin/, by name. */
function adminTexts(env: AdminEnv, siteUrl: string): Map<string, string> {
  return new Map([
    ['index.html', adminPage({ companyName: readOne('site').name, script: `/admin/${SCRIPT}` })],
    ['config.json', `${JSON.stringify(cmsConfig(adminTarget(env, siteUrl)), null, 2)}\n`],
    ['preview.css', previewCss()],
  ]);
}

/**
 * Sveltia registers its fonts from the package's own files, and its UI's
 * stylesheet names the same fonts again on a CDN, which the editor page's
 * policy refuses (font-src 'self'): the CDN's @font-face rules are dropped,
 * so no request for them is even attempted. Fails the build if the package
 * no longer has them, so the rule is looked at again with a new version.
 */
function localFontsOnly(): Plugin {
  const cdnFontFace = /@font-face \{[^}]*https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^}]*\}/g;
  return {
    name: 'sveltia-local-fonts-only',
    transform(code, id) {
      if (!/@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return null;
      const found = code.match(cdnFontFace)?.length ?? 0;
      if (found === 0) throw new Error(`${id}: no CDN @font-face rules left to drop; review localFontsOnly()`);
      return { code: code.replace(cdnFontFace, ''), map: null };
    },
  };
}

/**
 * Bundles the editor into `outDir`: its script, the chunks it loads later
 * and its fonts (the package's own, so nothing comes from a CDN).
 */
async function bundleEditor(outDir: string): Promise<void> {
  await build({
    configFile: false,
    plugins: [localFontsOnly()],
    logLevel: 'warn',
    base: '/admin/',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      target: 'esnext',
      sourcemap: false,
      // Big by nature (the whole editor); it is loaded by editors only, never by a visitor.
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        input: ENTRY,
        output: {
          entryFileNames: SCRIPT,
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  });
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  wasm: 'application/wasm',
  woff2: 'font/woff2',
  png: 'image/png',
};

function send(res: ServerResponse, name: string, body: string | Buffer): void {
  res.setHeader('Content-Type', TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.end(body);
}

/**
 * The browser editor at /admin/ (Sveltia CMS): its page, the configuration
 * generated from the content schemas, and the editor bundled from
 * node_modules (never committed). `astro build` writes them to dist/admin/;
 * `astro dev` (`npm run edit`) bundles the editor once into
 * node_modules/.cache/ and serves it with the rest from memory. Nothing
 * here touches a public page.
 */
export function cmsAdmin(env: AdminEnv): AstroIntegration {
  let siteUrl = '';
  let root = '';
  return {
    name: 'cms-admin',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteUrl = config.site ?? '';
        root = fileURLToPath(config.root);
      },
      'astro:server:setup': ({ server, logger }) => {
        const cache = join(root, 'node_modules', '.cache', 'cms-admin');
        rmSync(cache, { recursive: true, force: true });
        const bundled = bundleEditor(cache).then(
          () => logger.info('/admin/: the editor is ready'),
          (error: unknown) => logger.error(`/admin/: the editor could not be bundled: ${String(error)}`),
        );
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
          const text = adminTexts(env, siteUrl).get(name);
          if (text !== undefined) return send(res, name, text);
          void bundled.then(() => {
            const file = normalize(join(cache, name));
            if (!file.startsWith(cache) || !existsSync(file)) return next();
            send(res, name, readFileSync(file));
          });
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = join(fileURLToPath(dir), ADMIN_FOLDER);
        mkdirSync(out, { recursive: true });
        await bundleEditor(out);
        for (const [name, text] of adminTexts(env, siteUrl)) writeFileSync(join(out, name), text);
        logger.info(`dist/admin/: the editor, saving to GitHub ${adminTarget(env, siteUrl).github.repo}`);
      },
    },
  };
}
