/** Escapes text for HTML element content and attribute values. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface MailBlock {
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Label and value rows (a receipt's lines). */
  rows?: [string, string][];
  /** More groups of rows after `rows`, each under its heading (an order's items, its totals). */
  sections?: MailSection[];
  /** The call to action: a label and an absolute URL. */
  link?: MailLink;
  /** More calls to action after `link` (a visit's reschedule and cancel links). */
  links?: MailLink[];
  /** The last line (greeting). */
  footer: string;
}

export interface MailLink {
  label: string;
  url: string;
}

export interface MailSection {
  heading: string;
  rows: [string, string][];
}

const tableHtml = (rows: [string, string][]) =>
  `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${rows
    .map(
      ([k, v]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#555">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`;

const linkHtml = (link: MailLink) =>
  `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#2f5d50;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(link.url)}</p>`;

/** The same content as plain text and as simple, inline-styled HTML (multipart/alternative). */
export function renderMail(lang: string, title: string, block: MailBlock) {
  const links = [...(block.link ? [block.link] : []), ...(block.links ?? [])];
  const text = [
    title,
    '',
    ...block.paragraphs.flatMap((p) => [p, '']),
    ...(block.rows?.length ? [...block.rows.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(block.sections ?? []).flatMap((section) => [
      section.heading,
      ...section.rows.map(([k, v]) => `  ${k}: ${v}`),
      '',
    ]),
    ...links.flatMap((link) => [`${link.label}: ${link.url}`, '']),
    block.footer,
  ].join('\n');
  const rows = block.rows?.length ? tableHtml(block.rows) : '';
  const sections = (block.sections ?? [])
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:20px 0 0">${escapeHtml(section.heading)}</h2>${tableHtml(section.rows)}`,
    )
    .join('');
  const link = links.map(linkHtml).join('');
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${block.paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}${rows}${sections}${link}<p>${escapeHtml(block.footer)}</p></body></html>`;
  return { text, html };
}
