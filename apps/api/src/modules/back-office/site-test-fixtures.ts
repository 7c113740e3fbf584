import { lastAuditLine } from '../../test/audit';
import { json, send } from '../../test/helpers';
import { createStaffTestApp } from '../../test/staff';

/** The site page's tests (about, regions, the author): an app, an editor and her calls. */
export async function createSiteTestApp() {
  const { ctx, tokens } = await createStaffTestApp(['editor']);
  const editor = tokens.editor;
  return {
    ctx,
    editor,
    get: (path: string) => json(send(ctx.app, 'GET', path, { token: editor })),
    put: (path: string, body: unknown) => send(ctx.app, 'PUT', path, { token: editor, body }),
    /** What a visitor gets (no token), parsed as JSON. */
    visit: (path: string) => json<unknown>(ctx.app.request(path)),
    /** The newest audit line of an entity. */
    lastAudit: (entity: string) => lastAuditLine(ctx.database.db, { entity }),
  };
}

/** The fields a 400 answer refuses. */
export const refusedFields = async (res: Response) =>
  Object.keys((await res.json()) as Record<string, unknown>);
