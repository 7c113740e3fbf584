import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g;
const LUCIDE_EXPORT = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g;

/**
 * Lucide's export names and the module of the icon each names (`BoldIcon` → `letter-b`,
 * `Heading2Icon` → `heading-2`), read from its index: names and files differ by aliases and digits.
 */
function lucideModules(webRoot: string): Map<string, string> {
  const kit = createRequire(resolve(webRoot, '../../packages/ui/package.json'));
  const index = join(
    dirname(kit.resolve('lucide-react/package.json')),
    'dist/esm/lucide-react.mjs',
  );
  const modules = new Map<string, string>();
  for (const [, names = '', module = ''] of readFileSync(index, 'utf8').matchAll(LUCIDE_EXPORT))
    for (const name of names.split(','))
      modules.set(name.replace(/^\s*default as\s+/, '').trim(), module);
  return modules;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The lucide icons (their module names) that only files under `folder` draw, read from the
 * sources' imports: every page imports icons through lucide's one index module, so the bundler's
 * graph cannot tell who draws an icon. Used to keep the back office's icons (issue 26) and the
 * rich-text editor's toolbar out of the 'icons' file every page loads, Home too: five back-office
 * pages sharing one icon would put it there.
 */
export function iconsDrawnOnlyIn(webRoot: string, folder: RegExp): Set<string> {
  const users = iconUsers(webRoot, folder);
  return new Set([...users].filter(([, use]) => !use.elsewhere).map(([icon]) => icon));
}

/** The lucide icons (their module names) that some file matching `files` draws. */
export function iconsDrawnIn(webRoot: string, files: RegExp): Set<string> {
  const users = iconUsers(webRoot, files);
  return new Set([...users].filter(([, use]) => use.inside).map(([icon]) => icon));
}

/** Each icon the sources draw, and whether files matching `folder` draw it, and others. */
function iconUsers(webRoot: string, folder: RegExp) {
  const modules = lucideModules(webRoot);
  const roots = ['../../packages/ui/src', 'src'].map((dir) => resolve(webRoot, dir));
  const users = new Map<string, { inside: boolean; elsewhere: boolean }>();
  for (const file of roots.flatMap(sourceFiles)) {
    const inside = folder.test(file);
    for (const [, names = ''] of readFileSync(file, 'utf8').matchAll(LUCIDE_IMPORT)) {
      for (const name of names.split(',')) {
        const icon = modules.get(name.split(/\s+as\s+/)[0]?.trim() ?? '');
        if (!icon) continue;
        const use = users.get(icon) ?? { inside: false, elsewhere: false };
        if (inside) use.inside = true;
        else use.elsewhere = true;
        users.set(icon, use);
      }
    }
  }
  return users;
}
