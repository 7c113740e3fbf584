import { useEffect, useState } from 'react';
import { DocLink } from './links';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
}

/** The sidebar's sections, in the order of `parameters.options.storySort`. */
export const SECTIONS = [
  {
    name: 'Foundations',
    about: 'The tokens: colours with their contrast, type, spacing, breakpoints, icons, motion.',
  },
  {
    name: 'Components',
    about: 'Primitives on Radix: buttons, fields, dialogs. Each with its props and variants.',
  },
  { name: 'Blocks', about: 'Sections of a page built from components: cards, heroes, menus.' },
  {
    name: 'Flows',
    about: 'Views driven by a state machine, with one story per state of the machine.',
  },
  { name: 'Pages', about: 'Whole pages of the web app with their data answered by mock handlers.' },
] as const;

interface Group {
  title: string;
  label: string;
  /** The docs page when there is one, else the first story. */
  target: IndexEntry;
  stories: number;
}

function groupsOf(entries: IndexEntry[], section: string): Group[] {
  const byTitle = new Map<string, IndexEntry[]>();
  for (const entry of entries) {
    if (!entry.title.startsWith(`${section}/`)) continue;
    byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
  }
  return [...byTitle].map(([title, list]) => ({
    title,
    label: title.slice(section.length + 1).replace(/\//g, ' › '),
    target: list.find((entry) => entry.type === 'docs') ?? (list[0] as IndexEntry),
    stories: list.filter((entry) => entry.type === 'story').length,
  }));
}

/**
 * The map of the kit: every docs page and story group of each sidebar section, one click away.
 * Read at render time from Storybook's own index, so it lists what the sidebar lists.
 */
export function KitMap() {
  const [entries, setEntries] = useState<IndexEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetch('./index.json')
      .then((response) => response.json() as Promise<{ entries: Record<string, IndexEntry> }>)
      .then((index) => live && setEntries(Object.values(index.entries)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  if (failed) return <p className="sb-unstyled text-muted-foreground">The map could not load.</p>;
  if (!entries) return <p className="sb-unstyled text-muted-foreground">Loading the map…</p>;
  return (
    <div className="sb-unstyled text-foreground grid gap-8 font-sans">
      {SECTIONS.map((section) => {
        const groups = groupsOf(entries, section.name);
        return (
          <section key={section.name} aria-labelledby={`map-${section.name}`}>
            <h3 id={`map-${section.name}`} className="font-display text-2xl font-semibold">
              {section.name}{' '}
              <span className="text-muted-foreground text-base">({groups.length})</span>
            </h3>
            <p className="text-muted-foreground mt-1 text-sm">{section.about}</p>
            <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-x-6 gap-y-1.5 text-sm">
              {groups.map((group) => (
                <li key={group.title}>
                  <DocLink id={group.target.id} view={group.target.type}>
                    {group.label}
                  </DocLink>
                  {group.stories > 0 && (
                    <span className="text-muted-foreground">
                      {' '}
                      · {group.stories} {group.stories === 1 ? 'story' : 'stories'}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
