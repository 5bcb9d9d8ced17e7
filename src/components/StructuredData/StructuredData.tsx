import { toScriptJson, type JsonLd } from '../../lib/structuredData';

/** schema.org data for search engines; data, not script, so it needs no CSP hash. */
export default function StructuredData({ data }: { data: JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: toScriptJson(data) }} />;
}
