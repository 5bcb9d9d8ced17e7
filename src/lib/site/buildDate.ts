/**
 * The build date, which decides which roles are open. The one place it is
 * read: BUILD_DATE (YYYY-MM-DD) fixes it, e.g. for deterministic tests;
 * without it the build uses today's date (UTC).
 */

/** "YYYY-MM-DD" from a BUILD_DATE value, or today's date when it is unset or empty. */
export function parseBuildDate(value: string | undefined, now: Date = new Date()): string {
  if (value === undefined || value.trim() === '') return now.toISOString().slice(0, 10);
  const day = value.trim();
  const parsed = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw new Error(`BUILD_DATE must be a date written YYYY-MM-DD, e.g. 2026-11-22 (got "${value}")`);
  return day;
}

/** The date of this build, "YYYY-MM-DD". */
export function buildDate(): string {
  return parseBuildDate(process.env['BUILD_DATE']);
}
