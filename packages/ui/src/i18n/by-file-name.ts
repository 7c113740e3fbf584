type Tree = { [key: string]: string | Tree };

/** Files by path as a tree under their names: `{ '../flows/login.json': t }` → `{ login: t }`. */
export function byFileName(files: Record<string, unknown>): Tree {
  return Object.fromEntries(
    Object.entries(files).map(([path, texts]) => [
      (path.split('/').at(-1) ?? '').replace(/\.json(\?.*)?$/, ''),
      texts as Tree,
    ]),
  );
}
