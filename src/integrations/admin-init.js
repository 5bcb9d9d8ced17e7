// The editor page's start-up script (/admin/admin-init.js, served by
// src/integrations/decapAdmin.ts). Runs before the Decap bundle: asks it not
// to look for a config.yml, fetches the configuration generated from the
// content schemas, and starts the editor with it once the bundle and
// admin-widgets.js have run, each folder collection previewed as a page.
window.CMS_MANUAL_INIT = true;
const config = fetch('/admin/config.json').then((response) => {
  if (!response.ok) throw new Error(`/admin/config.json: HTTP ${response.status}`);
  return response.json();
});
window.addEventListener('DOMContentLoaded', () => {
  config.then(
    (loaded) => {
      const page = window.CMS.getPreviewTemplate('page');
      for (const c of loaded.collections) if (c.folder && page) window.CMS.registerPreviewTemplate(c.name, page);
      window.CMS.init({ config: loaded });
    },
    (error) => {
      document.body.textContent = `The editor could not load its settings (${error.message}).`;
    },
  );
});
