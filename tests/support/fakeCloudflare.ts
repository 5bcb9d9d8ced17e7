/**
 * Cloudflare's API for Pages and GitHub's commit statuses, answered on
 * 127.0.0.1 as those services answer the calls `wrangler pages deploy` and
 * scripts/deploy.mjs make (wrangler takes the address from
 * CLOUDFLARE_API_BASE_URL, the script from GITHUB_API_URL). It keeps what it
 * was sent, for the deploy test to read. `failDeployments` makes the last
 * step of an upload fail, as a refused deployment does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeProject {
  name: string;
  production_branch: string;
}
export interface FakeDeployment {
  project: string;
  /** The multipart form's text fields (branch, commit_hash, manifest, _headers, …). */
  fields: Record<string, string>;
}
export interface FakeStatus {
  repo: string;
  sha: string;
  state: string;
  context: string;
  target_url?: string;
  description?: string;
}

const envelope = (result: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ success: true, errors: [], messages: [], result, ...extra });
const refusal = (code: number, message: string) =>
  JSON.stringify({ success: false, errors: [{ code, message }], messages: [], result: null });

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The text parts of a multipart/form-data body, by name. */
function formFields(body: Buffer, contentType: string): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of body.toString('utf8').split(`--${boundary}`)) {
    const match = /name="([^"]+)"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*)\r\n$/.exec(part);
    if (match?.[1]) fields[match[1]] = match[2] ?? '';
  }
  return fields;
}

/** A token whose payload says when it expires, as wrangler reads it. */
const uploadToken = () =>
  ['{"alg":"none"}', JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }), '']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');

export async function startFakeCloudflare({ failDeployments = false } = {}) {
  const projects = new Map<string, FakeProject>();
  const deployments: FakeDeployment[] = [];
  const statuses: FakeStatus[] = [];
  /** The files wrangler uploaded, by content hash: what Cloudflare already holds is not asked for again. */
  const uploaded = new Set<string>();

  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    const body = await bodyOf(req);
    const { pathname } = new URL(req.url ?? '/', 'http://fake');
    res.setHeader('content-type', 'application/json');
    const pages = /^\/client\/v4\/accounts\/[^/]+\/pages\/projects(?:\/([^/]+))?(\/.*)?$/.exec(pathname);
    const name = pages?.[1] ?? '';
    const rest = pages?.[2] ?? '';
    let m: RegExpExecArray | null;

    if (pages && !name && req.method === 'GET') {
      const list = [...projects.values()].map((p) => ({ ...p, domains: [`${p.name}.pages.dev`] }));
      return res.end(envelope(list, { result_info: { page: 1, per_page: 10, count: list.length } }));
    }
    if (pages && !name && req.method === 'POST') {
      const { name: created, production_branch } = JSON.parse(body.toString()) as FakeProject;
      projects.set(created, { name: created, production_branch });
      return res.end(envelope({ name: created, production_branch, subdomain: `${created}.pages.dev` }));
    }
    if (pages && name && !projects.has(name)) {
      res.statusCode = 404;
      return res.end(refusal(8000007, 'Project not found.'));
    }
    if (pages && name && !rest) {
      const config = { compatibility_date: '2026-11-01', compatibility_flags: [] };
      const project = projects.get(name);
      return res.end(envelope({ ...project, deployment_configs: { production: config, preview: config } }));
    }
    if (rest === '/upload-token') return res.end(envelope({ jwt: uploadToken() }));
    if (rest === '/deployments' && req.method === 'POST') {
      if (failDeployments) {
        res.statusCode = 400;
        // Not Cloudflare's "unknown error" (8000000), which wrangler retries for a while.
        return res.end(refusal(8000009, 'The deployment was refused.'));
      }
      const fields = formFields(body, req.headers['content-type'] ?? '');
      deployments.push({ project: name, fields });
      const id = `deployment-${deployments.length}`;
      const production = fields['branch'] === projects.get(name)?.production_branch;
      return res.end(
        envelope({
          id,
          url: `https://${id}.${name}.pages.dev`,
          environment: production ? 'production' : 'preview',
          project_name: name,
          production_branch: projects.get(name)?.production_branch,
        }),
      );
    }
    if ((m = /^\/deployments\/([^/]+)$/.exec(rest))) {
      const fields = deployments.find((_, i) => `deployment-${i + 1}` === m?.[1])?.fields ?? {};
      return res.end(
        envelope({
          id: m[1],
          latest_stage: { name: 'deploy', status: 'success' },
          aliases: [`https://${fields['branch']}.${name}.pages.dev`],
        }),
      );
    }
    if (pathname === '/client/v4/pages/assets/check-missing')
      return res.end(
        envelope((JSON.parse(body.toString()) as { hashes: string[] }).hashes.filter((h) => !uploaded.has(h))),
      );
    if (pathname === '/client/v4/pages/assets/upload') {
      for (const { key } of JSON.parse(body.toString()) as { key: string }[]) uploaded.add(key);
      return res.end(envelope({ successful_key_count: 1 }));
    }
    if (pathname === '/client/v4/pages/assets/upsert-hashes') return res.end(envelope(true));
    if ((m = /^\/github\/repos\/([^/]+\/[^/]+)\/statuses\/([0-9a-f]+)$/.exec(pathname)) && req.method === 'POST') {
      if (req.headers.authorization !== 'Bearer github-token') {
        res.statusCode = 401;
        return res.end('{"message":"Bad credentials"}');
      }
      statuses.push({
        repo: m[1] ?? '',
        sha: m[2] ?? '',
        ...(JSON.parse(body.toString()) as Omit<FakeStatus, 'repo' | 'sha'>),
      });
      res.statusCode = 201;
      return res.end('{}');
    }
    res.statusCode = 404;
    return res.end(refusal(7003, `no such route in the fake: ${req.method} ${pathname}`));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** What wrangler and the deploy script need to talk to this fake instead of the real services. */
    env: {
      CLOUDFLARE_API_BASE_URL: `${origin}/client/v4`,
      CLOUDFLARE_API_TOKEN: 'cloudflare-token',
      CLOUDFLARE_ACCOUNT_ID: 'account-1',
      GITHUB_API_URL: `${origin}/github`,
      GITHUB_TOKEN: 'github-token',
      GITHUB_REPOSITORY: 'aldermoor/website',
    },
    projects,
    deployments,
    statuses,
    uploadedFiles: () => uploaded.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
