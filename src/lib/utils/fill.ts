/** "{name}" placeholders filled in; a missing value leaves its placeholder. The one fill() of the site's words. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
