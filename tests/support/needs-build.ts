/** Vitest global setup of the `build` project: stop at once, plainly, when there is no build to check. */
import { existsSync } from 'node:fs';
import { DIST } from './dist';

export default function needsBuild(): void {
  if (!existsSync(`${DIST}/index.html`)) {
    throw new Error(
      'The checks in tests/build and tests/engines read the built site in dist/: run `npm run build:test` first.',
    );
  }
}
