import type { Plugin } from 'vite';
// By its path: Vite loads its config's packages with plain Node, which runs no TypeScript, and
// bundles only relative imports (this module imports nothing).
import { BOOT_SCRIPTS_ID, BOOT_SCRIPTS_OPEN } from '../../../packages/contract/src/page-markers.ts';
import { EARLY_CLICKS_SCRIPT } from '../src/app/early-clicks.ts';

/**
 * Starts the scripts once the frame has painted: a rendering frame, then a task (or a timer, for
 * a tab in the background where frames do not run). Cloned out of the template, they run. The
 * entry goes first, then the preload links, one per task: each costs the main thread a few
 * milliseconds on a phone (all at once were one long task).
 */
const LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var nodes = [].slice.call(document.importNode(document.getElementById('${BOOT_SCRIPTS_ID}').content, true).children);
    (function next() {
      document.head.appendChild(nodes.shift());
      if (nodes.length) setTimeout(next, 0);
    })();
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 300);
})();`;

const SCRIPT_TAGS = /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * The built page paints its static frame before the browser fetches any script: the entry and
 * its `modulepreload` links move into an inert template that a small inline loader starts after
 * the first paint. Without this the browser holds the first paint while some forty modules
 * arrive (a slow phone network shows a blank page for seconds). A script in <head> keeps the
 * buttons clicked until the app answers (src/app/early-clicks.ts).
 */
export function deferredBoot(): Plugin {
  return {
    name: 'academy:deferred-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = [...html.matchAll(SCRIPT_TAGS)].map((match) => match[0].trim());
        if (!tags.some((tag) => tag.startsWith('<script'))) {
          throw new Error('deferred-boot: no module entry in index.html');
        }
        const boot = `${BOOT_SCRIPTS_OPEN}\n      ${tags.join('\n      ')}\n    </template>\n    <script>${LOADER}</script>`;
        // The click keeper runs in <head>, before the parser reaches any button: a long page
        // paints its first screen before the parser reaches the end of <body>, and a press then
        // would find no keeper.
        return html
          .replace(SCRIPT_TAGS, '')
          .replace('</head>', `  <script>${EARLY_CLICKS_SCRIPT}</script>\n  </head>`)
          .replace('</body>', `  ${boot}\n  </body>`);
      },
    },
  };
}
