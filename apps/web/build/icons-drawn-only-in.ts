import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const BACK_OFFICE_FOLDER = /[\\/](back-office|routes[\\/]admin)[\\/]/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g;

/** `ArrowUpDownIcon` → `arrow-up-down`, the name of lucide's module of that icon. */
const moduleName = (component: string) =>
  component
    .trim()
    .replace(/Icon$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The lucide icons that only the back office draws (issue 26), read from the sources' imports:
 * every page imports icons through lucide's one index module, so the bundler's graph cannot tell
 * who draws an icon, and five back-office pages sharing one would put it in the 'icons' file
 * every page loads, Home too.
 */
export function backOfficeOnlyIcons(webRoot: string): Set<string> {
  const roots = ['../../packages/ui/src', 'src'].map((dir) => resolve(webRoot, dir));
  const users = new Map<string, { backOffice: boolean; elsewhere: boolean }>();
  for (const file of roots.flatMap(sourceFiles)) {
    const backOffice = BACK_OFFICE_FOLDER.test(file);
    for (const [, names = ''] of readFileSync(file, 'utf8').matchAll(LUCIDE_IMPORT)) {
      for (const name of names.split(',').filter((part) => part.trim())) {
        const icon = moduleName(name.split(/\s+as\s+/)[0] ?? '');
        const use = users.get(icon) ?? { backOffice: false, elsewhere: false };
        if (backOffice) use.backOffice = true;
        else use.elsewhere = true;
        users.set(icon, use);
      }
    }
  }
  return new Set([...users].filter(([, use]) => !use.elsewhere).map(([icon]) => icon));
}
