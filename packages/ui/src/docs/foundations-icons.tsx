import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { Frame } from './foundations-parts';
import { kitSources } from './foundations-sources';

/** The icons block: every lucide-react icon the kit imports, and where. */

/** The lucide-react icons the kit imports, with the files that import each one. */
export function kitIcons(sources: Record<string, string> = kitSources): Map<string, string[]> {
  const icons = new Map<string, string[]>();
  for (const [file, code] of Object.entries(sources)) {
    // Type-only imports (`import type { … }`, `type LucideIcon`) draw nothing: left out.
    for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        if (/^\s*type\s/.test(part)) continue;
        const name = part.split(/\s+as\s+/)[0]?.trim() ?? '';
        if (!/^[A-Z]\w*Icon$/.test(name)) continue;
        const where = file
          .replace(/^\.\.\//, '')
          .split('/')
          .slice(0, 2)
          .join('/');
        icons.set(name, [...new Set([...(icons.get(name) ?? []), where])]);
      }
    }
  }
  return new Map([...icons].sort(([a], [b]) => a.localeCompare(b)));
}

/** Every lucide-react icon the kit uses, drawn at the kit's size, with where it is used. */
export function IconGallery() {
  const icons = kitIcons();
  const library = lucide as unknown as Record<string, ComponentType<{ className?: string }>>;
  return (
    <Frame>
      <p className="text-muted-foreground mb-4 text-sm">{icons.size} icons</p>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3">
        {[...icons].map(([name, files]) => {
          const Icon = library[name];
          return (
            <li
              key={name}
              title={files.join(', ')}
              className="bg-surface flex flex-col items-center gap-2 rounded-md border px-2 py-4 text-center"
            >
              {Icon ? <Icon className="size-6" aria-hidden /> : null}
              <span className="text-xs font-medium break-all">{name.replace(/Icon$/, '')}</span>
              <span className="text-muted-foreground text-[0.6875rem]">
                {files.length} {files.length === 1 ? 'part' : 'parts'}
              </span>
            </li>
          );
        })}
      </ul>
    </Frame>
  );
}
