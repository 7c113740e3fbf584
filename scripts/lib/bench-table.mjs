/** The web benchmark's result table (scripts/bench-web.mjs), in Markdown so a note can quote it. */

const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
const seconds = (value) => (value == null ? '–' : `${(value / 1000).toFixed(1)} s`);
const ratio = (value) => (value == null || !Number.isFinite(value) ? '–' : value.toFixed(2));
const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);

const COLUMNS = [
  ['page', (row) => row.name],
  ['scripting, 4x CPU (wall)', (row) => ms(row.throttled?.scripting)],
  ['× reference', (row) => ratio(row.throttled?.ratio)],
  ['scripting, 4x (thread time)', (row) => ms(row.throttled?.scriptingCpu)],
  ['× reference (thread time)', (row) => ratio(row.throttled?.ratioCpu)],
  ['longest task, 4x', (row) => ms(row.throttled?.longestTask)],
  ['TBT, 4x', (row) => ms(row.throttled?.tbt)],
  [
    'LH performance (runs)',
    (row) =>
      row.lighthouse ? `${row.lighthouse.performance} (${row.lighthouse.scores.join(', ')})` : '–',
  ],
  ['LH LCP', (row) => seconds(row.lighthouse?.lcp)],
  ['LH TBT', (row) => ms(row.lighthouse?.tbt)],
  ['LH CLS', (row) => (row.lighthouse?.cls == null ? '–' : row.lighthouse.cls.toFixed(3))],
  ['LH SEO', (row) => row.lighthouse?.seo ?? '–'],
  ['LH accessibility', (row) => row.lighthouse?.accessibility ?? '–'],
  ['first HTML, gzip', (row) => kb(row.html)],
  ['JS loaded, gzip', (row) => (row.js == null ? '–' : `${kb(row.js)}, ${row.jsFiles} files`)],
];

/** The rows (the reference first) as a Markdown table. */
export function resultTable(rows) {
  const lines = [
    COLUMNS.map(([title]) => title),
    COLUMNS.map(() => '---'),
    ...rows.map((row) => COLUMNS.map(([, cell]) => String(cell(row)))),
  ];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
