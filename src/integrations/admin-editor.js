// The editor page's script (/admin/editor.js, bundled with @sveltia/cms by
// src/integrations/cmsAdmin.ts): starts Sveltia CMS with the configuration
// generated from the content schemas (/admin/config.json), each folder
// collection previewed as a page: its heading, the line under it, then its
// text, in the site's type and colors (/admin/preview.css).
// Set before the package loads: it starts itself otherwise, looking for a config.yml.
window.CMS_MANUAL_INIT = true;

const config = fetch('/admin/config.json').then((response) => {
  if (!response.ok) throw new Error(`/admin/config.json: HTTP ${response.status}`);
  return response.json();
});

Promise.all([import('@sveltia/cms'), config]).then(
  ([{ default: CMS }, loaded]) => {
    // Ids, icons and numbers stay out of it: they are not words a visitor reads there.
    const PagePreview = ({ entry, widgetFor }) => {
      const { h } = window;
      const data = (key) => entry.getIn(['data', key]);
      // A person has a name and a bio where other entries have a title and a lead or summary.
      const lead = data('lead') ?? data('summary') ?? data('bio');
      return h(
        'article',
        {},
        h('h1', {}, data('title') ?? data('name')),
        lead ? h('p', { className: 'lead' }, lead) : null,
        widgetFor('body'),
      );
    };
    for (const c of loaded.collections) if (c.folder) CMS.registerPreviewTemplate(c.name, PagePreview);
    CMS.registerPreviewStyle('/admin/preview.css');
    return CMS.init({ config: loaded });
  },
  (error) => {
    document.body.textContent = `The editor could not load its settings (${error.message}).`;
  },
);
