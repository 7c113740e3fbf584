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

const escapeXml = (s) => s.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Wraps a caption into at most `maxLines` lines of about `maxWidth` px (Georgia and Arial average
 * under 0.56 em a character), shrinking the font when even that is too wide.
 */
function fitCaption(text, size, maxWidth, maxLines = 2) {
  const em = 0.56;
  for (let fontSize = size; fontSize > 8; fontSize--) {
    const perLine = Math.floor(maxWidth / (fontSize * em));
    const lines = [];
    for (const word of text.split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= perLine)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= maxLines && lines.every((line) => line.length <= perLine)) {
      return { lines, fontSize };
    }
  }
  return { lines: [text], fontSize: 8 };
}

/**
 * One demo picture: a gradient, a decoration and a caption. The site shows these pictures with
 * `object-fit: cover` in cards of other shapes (4:3, 16:10, 16:9, 43:40), which crop the sides or
 * the top and bottom; so the caption is centred and kept inside the part that every such crop
 * keeps: at most 86% of the width of a 4:3 cut, and above the bottom 17% (shape 'none', a logo or
 * a diploma, centres it vertically instead). `ink` is the caption's colour: dark on light pictures.
 */
function svg(
  name,
  { w = 640, h = 400, from, to, title, sub = '', shape = 'circle', titleSize, ink = '#fff' },
) {
  const deco =
    shape === 'circle'
      ? `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.22}" fill="#fff" opacity=".25"/>`
      : shape === 'bottle'
        ? `<rect x="${w * 0.42}" y="${h * 0.2}" width="${w * 0.16}" height="${h * 0.48}" rx="18" fill="#fff" opacity=".55"/><rect x="${w * 0.46}" y="${h * 0.14}" width="${w * 0.08}" height="${h * 0.08}" rx="4" fill="#fff" opacity=".8"/>`
        : shape === 'person'
          ? `<circle cx="${w / 2}" cy="${h * 0.42}" r="${h * 0.22}" fill="#fff" opacity=".6"/><rect x="${w * 0.25}" y="${h * 0.7}" width="${w * 0.5}" height="${h * 0.3}" rx="${h * 0.15}" fill="#fff" opacity=".6"/>`
          : '';
  const safeWidth = Math.min(w, (h * 4) / 3) * 0.86;
  const caption = title ? fitCaption(title, titleSize ?? Math.round(h / 11), safeWidth) : null;
  const subSize = Math.round(h / 22);
  const subText = sub ? fitCaption(sub, subSize, safeWidth, 1) : null;
  // Baselines from the bottom of the caption block up: the subtitle, then the title's lines.
  const rows = [];
  if (subText) rows.push({ text: subText.lines[0], size: subText.fontSize, sub: true });
  for (const line of [...(caption?.lines ?? [])].reverse()) {
    rows.push({ text: line, size: caption.fontSize, sub: false });
  }
  const lineHeight = (row) => row.size * (row.sub ? 1.5 : 1.15);
  const blockHeight = rows.reduce((sum, row) => sum + lineHeight(row), 0);
  const bottom = shape === 'none' ? (h + blockHeight) / 2 : h * 0.83;
  let y = bottom;
  const texts = rows.map((row) => {
    const baseline = y - row.size * 0.25;
    y -= lineHeight(row);
    const font = row.sub
      ? `font-family="Arial,sans-serif" font-size="${row.size}" opacity=".85"`
      : `font-family="Georgia,serif" font-size="${row.size}"`;
    return `<text x="${w / 2}" y="${Math.round(baseline)}" text-anchor="middle" ${font} fill="${ink}">${escapeXml(row.text)}</text>`;
  });
  write(
    join(media, name),
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>${deco}${texts.reverse().join('')}</svg>\n`,
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
const categories = {
  cosmetology: 'Cosmetology',
  medicine: 'Aesthetic medicine',
  massage: 'Massage',
  longevity: 'Longevity',
};
Object.entries(categories).forEach(([slug, label], i) => {
  for (let n = 1; n <= 3; n++) {
    const [from, to] = palettes[(i + n) % palettes.length];
    svg(`courses/${slug}-${n}.svg`, { from, to, title: label, sub: `Video course ${n}` });
  }
});
['Skin care', 'Serums', 'Peels', 'Masks', 'Sun care', 'Body', 'Devices', 'Hair'].forEach(
  (label, i) => {
    const [from, to] = palettes[i % palettes.length];
    svg(`products/product-${i + 1}.svg`, {
      w: 480,
      h: 480,
      from: to,
      to: from,
      title: label,
      shape: 'bottle',
    });
  },
);
['Dermalogica Pro', 'Mesoline', 'Skin Lab', 'Nordic Glow'].forEach((label, i) => {
  svg(`brands/brand-${i + 1}.svg`, {
    w: 240,
    h: 120,
    from: '#f4efe9',
    to: '#d9cbbd',
    title: label,
    titleSize: 24,
    shape: 'none',
    ink: '#4a3b30',
  });
});
for (let n = 1; n <= 8; n++) {
  const [from, to] = palettes[n % palettes.length];
  svg(`people/person-${n}.svg`, { w: 400, h: 400, from, to, title: '', shape: 'person' });
}
['Beauty that lasts', 'Learn from practitioners', 'Professional cosmetics'].forEach((title, i) => {
  const [from, to] = palettes[(i * 2) % palettes.length];
  svg(`slides/hero-${i + 1}.svg`, { w: 1600, h: 640, from, to, title, sub: 'Academy' });
  svg(`slides/hero-${i + 1}-mobile.svg`, { w: 430, h: 520, from, to, title, sub: 'Academy' });
});
for (let n = 1; n <= 4; n++) {
  svg(`gallery/diploma-${n}.svg`, {
    w: 500,
    h: 360,
    from: '#f7f1e3',
    to: '#d8c7a0',
    title: 'Diploma',
    sub: `No. ${1000 + n}`,
    shape: 'none',
    ink: '#4a3b30',
  });
  svg(`work/before-after-${n}.svg`, {
    w: 600,
    h: 400,
    from: palettes[n][0],
    to: '#f3e6df',
    title: 'Before / after',
    sub: `Case ${n}`,
  });
}
['Skin barrier', 'Spring peels', 'Lymphatic massage', 'Longevity basics'].forEach((title, i) => {
  const [from, to] = palettes[(i + 3) % palettes.length];
  svg(`blog/article-${i + 1}.svg`, { w: 800, h: 450, from, to, title, sub: 'Blog' });
});
['-20% on cosmetology', 'Massage bundle', 'Free course'].forEach((title, i) => {
  svg(`promotions/promo-${i + 1}.svg`, {
    w: 800,
    h: 450,
    from: palettes[i][1],
    to: palettes[i][0],
    title,
    sub: 'Promotion',
  });
  svg(`banners/banner-${i + 1}.svg`, {
    w: 900,
    h: 200,
    from: palettes[i][0],
    to: palettes[i][1],
    title,
    sub: 'Academy',
  });
});
svg('video/thumb-theory.svg', { w: 320, h: 180, from: '#e8c4b8', to: '#9a6b5e', title: 'Theory' });
svg('video/thumb-practice.svg', {
  w: 320,
  h: 180,
  from: '#b8d4e8',
  to: '#5e7f9a',
  title: 'Practice',
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
