// The editor's own additions to Decap CMS (/admin/admin-widgets.js, served by
// src/integrations/decapAdmin.ts after the Decap bundle):
// - the "group" widget: an optional group of fields (a pay range, a
//   location) that may be left empty, but once used needs each of its
//   `needed` fields; Decap checks the fields of an optional object even when
//   it is empty (its issue #7748), so src/lib/cms/fields.ts marks them
//   `needed` instead of required;
// - a save never writes empty values: a cleared field or an emptied group
//   is left out of the file, as the schemas expect of an optional field;
// - the preview of a page: its heading, lead and text in the site's colors
//   and type (/admin/preview.css).
(() => {
  const { CMS, h, createClass } = window;
  const object = CMS.getWidget('object');
  const isMap = (v) => Boolean(v && v['@@__IMMUTABLE_MAP__@@']);
  const isList = (v) => Boolean(v && v['@@__IMMUTABLE_LIST__@@']);
  const plain = (v) => (v && typeof v.toJS === 'function' ? v.toJS() : v);

  /** Nothing typed: no value, an empty string, or a group or list of nothing. */
  const blank = (v) => {
    if (v === undefined || v === null || v === '') return true;
    if (Array.isArray(v)) return v.every(blank);
    if (typeof v === 'object' && !(v instanceof Date)) return Object.values(v).every(blank);
    return false;
  };

  /** The labels of the needed fields left empty in a group that is used. */
  const missing = (fields, value) =>
    fields.toArray().flatMap((field) => {
      const v = value?.[field.get('name')];
      if (field.get('widget') === 'group') return [];
      if (field.get('needed') && blank(v)) return [field.get('label')];
      if (field.get('widget') === 'object' && !blank(v)) return missing(field.get('fields'), v);
      return [];
    });

  /** The fields with each needed one required or not, nested objects included. */
  const withRequired = (fields, required) =>
    fields.map((f) => {
      if (f.get('widget') === 'object') return f.set('fields', withRequired(f.get('fields'), required));
      return f.get('needed') ? f.set('required', required) : f;
    });

  const GroupControl = createClass({
    isValid() {
      const value = plain(this.props.value);
      if (blank(value)) return true;
      const names = missing(this.props.field.get('fields'), value);
      if (names.length === 0) return true;
      const list = new Intl.ListFormat('en-US').format(names);
      const label = this.props.field.get('label');
      return {
        error: { type: 'CUSTOM', message: `${label}: fill in ${list} too, or empty every field of ${label}.` },
      };
    },
    // Decap calls a control's own validate() in place of its checks: check the fields, then the group.
    validate() {
      this.inner?.validate?.();
      this.props.validate();
    },
    // Once the group is used, its needed fields are required: labelled so, and checked by Decap itself.
    render() {
      const used = !blank(plain(this.props.value));
      const field = this.props.field.set('fields', withRequired(this.props.field.get('fields'), used));
      return h(object.control, { ...this.props, field, ref: (ref) => (this.inner = ref) });
    },
  });
  CMS.registerWidget('group', GroupControl, object.preview);

  /** The data without empty strings, empty values or emptied groups. */
  const prune = (v) => {
    if (isMap(v))
      return v.map(prune).filter((x) => !(x === undefined || x === null || x === '' || (isMap(x) && x.size === 0)));
    if (isList(v)) return v.map(prune);
    return v;
  };
  CMS.registerEventListener({ name: 'preSave', handler: ({ entry }) => prune(entry.get('data')) });

  // A page's preview reads as the page does: its heading, the line under it, then its text.
  // Ids, icons and numbers stay out of it: they are not words a visitor reads there.
  const PagePreview = createClass({
    render() {
      const { entry, widgetFor } = this.props;
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
    },
  });
  // Under a name of its own: admin-init.js gives it to every folder collection once the config is in.
  CMS.registerPreviewTemplate('page', PagePreview);

  CMS.registerPreviewStyle('/admin/preview.css');
})();
