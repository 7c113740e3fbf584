#!/usr/bin/env node
// Writes the small demo images (SVG) and PDFs committed under demo-media/ and static-docs/.
// Run once after changing it: `node scripts/make-demo-media.mjs`. The two tiny MP4 files in
// demo-media/ were made with ffmpeg (lavfi colour/testsrc2, 4 s, 320x180, CRF 40).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const media = join(root, 'demo-media');
const docs = join(root, 'static-docs');

function write(path, data) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/** Shapes of the pictures, drawn in white (or `ink`) over the gradient. */
const SHAPES = {
  circle: (w, h) =>
    `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.22}" fill="#fff" opacity=".25"/>` +
    `<circle cx="${w * 0.24}" cy="${h * 0.74}" r="${h * 0.12}" fill="#fff" opacity=".15"/>`,
  play: (w, h) => {
    const r = Math.min(w, h) * 0.2;
    const [x, y] = [w / 2, h / 2];
    return (
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".35"/>` +
      `<path d="M${x - r * 0.3} ${y - r * 0.45}L${x + r * 0.5} ${y}L${x - r * 0.3} ${y + r * 0.45}Z" fill="#fff" opacity=".9"/>`
    );
  },
  bottle: (w, h) =>
    `<rect x="${w * 0.42}" y="${h * 0.2}" width="${w * 0.16}" height="${h * 0.48}" rx="18" fill="#fff" opacity=".55"/>` +
    `<rect x="${w * 0.46}" y="${h * 0.14}" width="${w * 0.08}" height="${h * 0.08}" rx="4" fill="#fff" opacity=".8"/>`,
  person: (w, h) =>
    `<circle cx="${w / 2}" cy="${h * 0.42}" r="${h * 0.22}" fill="#fff" opacity=".6"/>` +
    `<rect x="${w * 0.25}" y="${h * 0.7}" width="${w * 0.5}" height="${h * 0.3}" rx="${h * 0.15}" fill="#fff" opacity=".6"/>`,
  /** A wide banner: a tag in the middle (the part a 4:3 crop keeps), a circle at the side. */
  tag: (w, h) =>
    `<circle cx="${w * 0.85}" cy="${h * 0.35}" r="${h * 0.3}" fill="#fff" opacity=".2"/>` +
    `<rect x="${w / 2 - h * 0.45}" y="${h * 0.35}" width="${h * 0.9}" height="${h * 0.3}" rx="${h * 0.15}" fill="#fff" opacity=".7"/>`,
  /** A logo: a ring and a bar, centred. */
  mark: (w, h, ink) =>
    `<circle cx="${w / 2 - h * 0.3}" cy="${h / 2}" r="${h * 0.2}" fill="none" stroke="${ink}" stroke-width="${h * 0.06}"/>` +
    `<rect x="${w / 2 - h * 0.02}" y="${h * 0.42}" width="${h * 0.6}" height="${h * 0.16}" rx="${h * 0.08}" fill="${ink}"/>`,
  /** A diploma: a frame, lines of writing and a seal. */
  diploma: (w, h, ink) =>
    `<rect x="${w * 0.08}" y="${h * 0.1}" width="${w * 0.84}" height="${h * 0.8}" fill="none" stroke="${ink}" stroke-width="3" opacity=".6"/>` +
    [0.3, 0.42, 0.54]
      .map(
        (y, i) =>
          `<rect x="${w * (0.25 + i * 0.05)}" y="${h * y}" width="${w * (0.5 - i * 0.1)}" height="${h * 0.04}" rx="${h * 0.02}" fill="${ink}" opacity=".45"/>`,
      )
      .join('') +
    `<circle cx="${w / 2}" cy="${h * 0.72}" r="${h * 0.08}" fill="${ink}" opacity=".55"/>`,
  /** Before and after: the left half shaded. */
  split: (w, h) =>
    `<rect width="${w / 2}" height="${h}" fill="#000" opacity=".18"/>` +
    `<rect x="${w / 2 - 2}" width="4" height="${h}" fill="#fff" opacity=".8"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.08}" fill="#fff" opacity=".9"/>`,
};

/**
 * One demo picture: a gradient and shapes, with no words in it, so that it reads the same on
 * the pages of every language (the page itself carries the title, in its language). The site
 * crops these pictures to other shapes (4:3, 16:10, 16:9, 43:40) with `object-fit: cover`.
 */
function svg(name, { w = 640, h = 400, from, to, shape = 'circle', ink = '#fff' }) {
  write(
    join(media, name),
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>${SHAPES[shape](w, h, ink)}</svg>\n`,
  );
}

/** A one-page PDF with Helvetica text (ASCII only). */
function pdf(path, lines) {
  const esc = (s) => s.replace(/[\\()]/g, (ch) => `\\${ch}`);
  const text = lines
    .map(
      (line, i) =>
        `${i === 0 ? '/F1 20 Tf' : '/F1 11 Tf'} (${esc(line)}) Tj 0 -${i === 0 ? 30 : 16} Td`,
    )
    .join(' ');
  const stream = `BT 72 760 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  write(path, out);
}

const palettes = [
  ['#c98b7b', '#7d4b5a'],
  ['#7ba7c9', '#3e5a7d'],
  ['#8bc9a0', '#3d7d5a'],
  ['#c9b27b', '#7d6a3e'],
  ['#b07bc9', '#5a3e7d'],
  ['#c97b9e', '#7d3e5f'],
];
['cosmetology', 'medicine', 'massage', 'longevity'].forEach((slug, i) => {
  for (let n = 1; n <= 3; n++) {
    const [from, to] = palettes[(i + n) % palettes.length];
    svg(`courses/${slug}-${n}.svg`, { from, to, shape: n === 2 ? 'play' : 'circle' });
  }
});
for (let i = 0; i < 8; i++) {
  const [from, to] = palettes[i % palettes.length];
  svg(`products/product-${i + 1}.svg`, { w: 480, h: 480, from: to, to: from, shape: 'bottle' });
}
['#4a3b30', '#7d4b5a', '#3e5a7d', '#3d7d5a'].forEach((ink, i) => {
  svg(`brands/brand-${i + 1}.svg`, {
    w: 240,
    h: 120,
    from: '#f4efe9',
    to: '#d9cbbd',
    shape: 'mark',
    ink,
  });
});
for (let n = 1; n <= 8; n++) {
  const [from, to] = palettes[n % palettes.length];
  svg(`people/person-${n}.svg`, { w: 400, h: 400, from, to, shape: 'person' });
}
for (let i = 0; i < 3; i++) {
  const [from, to] = palettes[(i * 2) % palettes.length];
  svg(`slides/hero-${i + 1}.svg`, { w: 1600, h: 640, from, to });
  svg(`slides/hero-${i + 1}-mobile.svg`, { w: 430, h: 520, from, to });
}
for (let n = 1; n <= 4; n++) {
  svg(`gallery/diploma-${n}.svg`, {
    w: 500,
    h: 360,
    from: '#f7f1e3',
    to: '#d8c7a0',
    shape: 'diploma',
    ink: '#4a3b30',
  });
  svg(`work/before-after-${n}.svg`, {
    w: 600,
    h: 400,
    from: palettes[n][0],
    to: '#f3e6df',
    shape: 'split',
  });
}
for (let i = 0; i < 4; i++) {
  const [from, to] = palettes[(i + 3) % palettes.length];
  svg(`blog/article-${i + 1}.svg`, { w: 800, h: 450, from, to });
}
for (let i = 0; i < 3; i++) {
  const [from, to] = palettes[i];
  svg(`promotions/promo-${i + 1}.svg`, { w: 800, h: 450, from: to, to: from });
  svg(`banners/banner-${i + 1}.svg`, { w: 900, h: 200, from, to, shape: 'tag' });
}
svg('video/thumb-theory.svg', { w: 320, h: 180, from: '#e8c4b8', to: '#9a6b5e', shape: 'play' });
svg('video/thumb-practice.svg', {
  w: 320,
  h: 180,
  from: '#b8d4e8',
  to: '#5e7f9a',
  shape: 'play',
});

for (let n = 1; n <= 3; n++) {
  pdf(join(media, `protocols/protocol-${n}.pdf`), [
    `Treatment protocol ${n}`,
    'Preparation, procedure steps, aftercare and contraindications.',
    'Demo document of the Academy.',
  ]);
}
pdf(join(media, 'certificates/course-certificate.pdf'), [
  'Certificate of completion',
  'Awarded for completing a video course of the Academy.',
]);

const policy = {
  ro: ['Politica de confidentialitate', 'Datele personale sunt prelucrate conform GDPR.'],
  ru: ['Privacy policy (RU)', 'Personal data are processed according to the law.'],
  en: ['Privacy policy', 'Personal data are processed according to the GDPR.'],
  fr: ['Politique de confidentialite', 'Les donnees personnelles sont traitees selon le RGPD.'],
  es: ['Politica de privacidad', 'Los datos personales se tratan conforme al RGPD.'],
};
// The footer picks documents by region (spec 2.2): Moldova (the spec's policy_md), Romania, Russia.
const REGIONS = { md: 'Moldova', ro: 'Romania', ru: 'Russian Federation' };
for (const [region, country] of Object.entries(REGIONS)) {
  for (const [lang, lines] of Object.entries(policy)) {
    pdf(join(docs, `policy_${region}/policy_${lang}.pdf`), [...lines, country]);
  }
}
pdf(join(docs, 'cookie_ro/cookie_ro.pdf'), [
  'Politica de cookie',
  'Folosim cookie-uri necesare si analitice.',
]);
const terms = {
  ro: 'Termeni si conditii',
  ru: 'Terms and conditions (RU)',
  en: 'Terms and conditions',
};
const payment = { ro: 'Politica de plata', ru: 'Payment policy (RU)', en: 'Payment policy' };
for (const lang of ['ro', 'ru', 'en', 'fr', 'es']) {
  const l = lang in terms ? lang : 'en'; // spec 7.5: es and fr use en
  pdf(join(docs, `terms/terms_${lang}.pdf`), [terms[l], 'Demo legal text.']);
  pdf(join(docs, `payment_policy/payment_policy_${lang}.pdf`), [payment[l], 'Demo legal text.']);
}
const security = {
  ro: 'Securitatea platilor',
  ru: 'Payment security (RU)',
  en: 'Payment security',
};
for (const [region, country] of Object.entries(REGIONS)) {
  for (const lang of ['ro', 'ru', 'en']) {
    pdf(join(docs, `docs/${region}/terms_${lang}.pdf`), [terms[lang], country, 'Demo legal text.']);
    pdf(join(docs, `docs/${region}/security_${lang}.pdf`), [security[lang], country, 'Demo text.']);
  }
}
console.log('demo media written');
