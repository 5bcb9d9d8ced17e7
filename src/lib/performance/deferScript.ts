/**
 * Turns a page's module script file into an inline loader that fetches it
 * once the page has loaded, painted its first content (as afterFirstPaint.ts
 * waits: the load event can come before that paint) and the browser is idle.
 * A `<script src>`, even a module one at the end of <body>, is found by the
 * browser's preload scanner and fetched while the page is still painting;
 * the loader makes no request until after that. Astro writes every processed
 * script that imports anything as a file, hence this step after the build
 * (src/integrations/deferScripts.ts). Pure; build time only.
 */
import { IDLE_TIMEOUT_MS } from './whenIdle';

/**
 * The inline code that imports `src` after load and the first contentful
 * paint, when idle, and, in a page prerendered for a hover, only once the
 * visitor opens it (as whenShown.ts does for bundled code).
 */
export function loaderFor(src: string): string {
  return (
    `const load=()=>import(${JSON.stringify(src)}),` +
    `idle=()=>"requestIdleCallback"in window?requestIdleCallback(load,{timeout:${IDLE_TIMEOUT_MS}}):setTimeout(load,200),` +
    `painted=()=>"PerformanceObserver"in window&&PerformanceObserver.supportedEntryTypes?.includes("paint")?` +
    `new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),idle())})` +
    `.observe({type:"paint",buffered:true}):idle(),` +
    `loaded=()=>document.readyState==="complete"?painted():addEventListener("load",painted,{once:true});` +
    `document.prerendering?document.addEventListener("prerenderingchange",loaded,{once:true}):loaded();`
  );
}

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** The page with each module script whose file name starts with one of `names` replaced by its loader. */
export function deferModuleScripts(html: string, names: readonly string[]): string {
  return html.replace(MODULE_SCRIPT, (tag, src: string) => {
    const file = src.slice(src.lastIndexOf('/') + 1);
    return names.some((name) => file.startsWith(name)) ? `<script type="module">${loaderFor(src)}</script>` : tag;
  });
}
