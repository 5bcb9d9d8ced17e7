import { toScriptJson, type JsonLd } from '../../../lib/site/structuredData';

/** schema.org data for search engines (nothing when a page has none); data, not script, so it needs no CSP hash. */
export default function StructuredData({ data }: { data: JsonLd[] }) {
  if (data.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: toScriptJson(data) }} />;
}
