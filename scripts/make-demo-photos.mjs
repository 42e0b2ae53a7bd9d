#!/usr/bin/env node
// Draws the demo listing photos (project-made, no text, no fonts) as SVG and encodes them to WebP
// with sharp: lib/seed/photos/<name>.webp, 1280x853, each well under 60 KB. The outputs are
// committed; run again only to change them: `node scripts/make-demo-photos.mjs`.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const W = 1280;
const H = 853;
const OUT = path.join(process.cwd(), 'lib', 'seed', 'photos');

const sky = (id, top, bottom) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const range = (n) => Array.from({ length: n }, (_, i) => i);

/** Windows in a grid on a building face. */
function windows(x, y, w, h, cols, rows, lit = '#ffd98a', dark = '#27415a') {
  const cw = w / cols;
  const rh = h / rows;
  return range(cols * rows)
    .map((i) => {
      const c = i % cols;
      const r = Math.floor(i / cols);
      const on = (c * 7 + r * 3) % 5 < 2;
      return rect(
        x + c * cw + cw * 0.2,
        y + r * rh + rh * 0.2,
        cw * 0.6,
        rh * 0.55,
        on ? lit : dark,
      );
    })
    .join('');
}

const PHOTOS = {
  skyline: () => `
    <defs>${sky('s', '#1d2b53', '#f28f5b')}</defs>
    ${rect(0, 0, W, H, 'url(#s)')}
    ${circle(980, 520, 90, '#ffd27a', 'opacity="0.9"')}
    ${[
      [60, 360, 150, 493],
      [230, 250, 130, 603],
      [380, 140, 110, 713],
      [510, 300, 170, 553],
      [700, 200, 120, 653],
      [840, 330, 160, 523],
      [1020, 260, 120, 593],
      [1150, 380, 130, 473],
    ]
      .map(
        ([x, y, w, h], i) =>
          rect(x, y, w, h, i % 2 ? '#1a2238' : '#232e4d') +
          windows(x + 8, y + 16, w - 16, h - 60, 4, Math.floor(h / 60)),
      )
      .join('')}
    <path d="M430 140 L435 60 L440 140 Z" fill="#1a2238"/>
    ${rect(0, 800, W, 53, '#10172a')}`,
  dunes: () => `
    <defs>${sky('s', '#f7c873', '#fbe7c2')}</defs>
    ${rect(0, 0, W, H, 'url(#s)')}
    ${circle(900, 240, 110, '#fff3d6')}
    <path d="M0 520 Q 320 380 640 520 T 1280 480 V853 H0 Z" fill="#e3a157"/>
    <path d="M0 640 Q 400 500 760 650 T 1280 600 V853 H0 Z" fill="#cf8a3f"/>
    <path d="M0 760 Q 300 660 700 770 T 1280 720 V853 H0 Z" fill="#b8742f"/>
    <g fill="#6b4a2a">${[200, 260, 320].map((x, i) => `<ellipse cx="${x}" cy="${600 - i * 6}" rx="26" ry="14"/><rect x="${x - 3}" y="${600 - i * 6}" width="6" height="40"/>`).join('')}</g>`,
  cafe: () => `
    <defs>${sky('s', '#6f4e37', '#3b2a20')}<radialGradient id="l" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#f3d9b1" stop-opacity="0.55"/><stop offset="1" stop-color="#f3d9b1" stop-opacity="0"/></radialGradient></defs>
    ${rect(0, 0, W, H, 'url(#s)')}${rect(0, 0, W, H, 'url(#l)')}
    ${rect(0, 600, W, 253, '#2a1d15')}
    <ellipse cx="640" cy="610" rx="300" ry="50" fill="#e8e1d5"/>
    <path d="M450 380 H830 L800 600 Q640 640 480 600 Z" fill="#f5f1ea"/>
    <ellipse cx="640" cy="380" rx="190" ry="40" fill="#5a3b22"/>
    <ellipse cx="640" cy="378" rx="120" ry="22" fill="#c89b6d"/>
    <path d="M830 430 q90 10 70 90 q-20 60 -85 50" stroke="#f5f1ea" stroke-width="26" fill="none"/>
    <path d="M600 300 q-30 -60 10 -110 M680 300 q-30 -60 10 -110" stroke="#f3e7d3" stroke-width="10" fill="none" opacity="0.5" stroke-linecap="round"/>`,
  car: () => `
    <defs>${sky('s', '#9fd3f2', '#e8f4fb')}${sky('b', '#c0392b', '#7e1f16')}</defs>
    ${rect(0, 0, W, H, 'url(#s)')}
    ${rect(0, 600, W, 253, '#5d646b')}${rect(0, 600, W, 14, '#8a9096')}
    ${range(6)
      .map((i) => rect(80 + i * 210, 720, 120, 16, '#e7e7e7'))
      .join('')}
    <path d="M230 560 Q 250 460 380 440 L520 360 Q 600 330 760 340 L900 440 Q 1040 450 1060 540 L1060 600 H230 Z" fill="url(#b)"/>
    <path d="M540 380 L620 355 H750 L840 440 H500 Z" fill="#bfe3f7" opacity="0.9"/>
    ${rect(655, 352, 14, 90, '#7e1f16')}
    ${[380, 900].map((x) => circle(x, 600, 70, '#1f2326') + circle(x, 600, 32, '#b9bec3')).join('')}`,
  warehouse: () => `
    <defs>${sky('s', '#cfe6f5', '#f4f8fb')}</defs>
    ${rect(0, 0, W, H, 'url(#s)')}
    <path d="M120 330 L640 150 L1160 330 V720 H120 Z" fill="#7a8a99"/>
    ${range(9)
      .map((i) => rect(150 + i * 112, 350, 12, 370, '#6a7886'))
      .join('')}
    ${rect(440, 470, 400, 250, '#3f4a55')}
    ${range(5)
      .map((i) => rect(440, 470 + i * 50, 400, 4, '#56616c'))
      .join('')}
    ${rect(0, 720, W, 133, '#4a5058')}
    ${[
      [150, 620],
      [240, 620],
      [195, 540],
      [960, 620],
      [1050, 620],
      [1005, 540],
    ]
      .map(([x, y]) => rect(x, y, 86, 80, '#c8955b') + rect(x + 36, y, 14, 80, '#e2b57f'))
      .join('')}`,
  solar: () => `
    <defs>${sky('s', '#4aa3df', '#d6eefb')}${sky('p', '#1b3a6b', '#2f5fa5')}</defs>
    ${rect(0, 0, W, H, 'url(#s)')}
    ${circle(1080, 150, 80, '#fff4c2')}
    <path d="M0 560 Q 640 500 1280 560 V853 H0 Z" fill="#d9c49a"/>
    ${range(3)
      .map((r) =>
        range(4)
          .map((c) => {
            const x = 90 + c * 290 + r * 30;
            const y = 420 + r * 130;
            return `<g transform="translate(${x} ${y}) skewX(-20)">${rect(0, 0, 240, 100, 'url(#p)')}${range(
              5,
            )
              .map((i) => rect(i * 48, 0, 2, 100, '#8fb4e3'))
              .join('')}${range(2)
              .map((i) => rect(0, 33 + i * 33, 240, 2, '#8fb4e3'))
              .join('')}</g>${rect(x + 110, y + 100, 8, 40, '#6d6d6d')}`;
          })
          .join(''),
      )
      .join('')}`,
  farm: () => `
    <defs>${sky('s', '#bfe8ff', '#f2fbff')}</defs>
    ${rect(0, 0, W, H, 'url(#s)')}
    <path d="M0 500 Q 640 430 1280 500 V853 H0 Z" fill="#8cc063"/>
    ${range(8)
      .map(
        (i) =>
          `<path d="M${-200 + i * 220} 853 L640 500 L${-160 + i * 220} 853 Z" fill="#6fa34a"/>`,
      )
      .join('')}
    ${[180, 420, 860, 1100]
      .map((x, i) => {
        const y = 470 - (i % 2) * 20;
        const fronds = range(7)
          .map(
            (k) =>
              `<path d="M${x} ${y - 200} q ${-120 + k * 40} -40 ${-150 + k * 50} ${40 + Math.abs(3 - k) * 15}" stroke="#2f7d32" stroke-width="18" fill="none" stroke-linecap="round"/>`,
          )
          .join('');
        return rect(x - 9, y - 200, 18, 210, '#8b5a2b') + fronds;
      })
      .join('')}`,
  clinic: () => `
    <defs>${sky('s', '#e6f6f4', '#ffffff')}</defs>
    ${rect(0, 0, W, H, 'url(#s)')}
    ${rect(240, 220, 800, 500, '#ffffff', 'stroke="#cfe3e0" stroke-width="6"')}
    ${rect(240, 220, 800, 70, '#0f9f7f')}
    ${rect(580, 320, 120, 300, '#e04b4b')}${rect(490, 410, 300, 120, '#e04b4b')}
    ${windows(280, 320, 180, 360, 2, 4, '#bfe3f0', '#bfe3f0')}${windows(820, 320, 180, 360, 2, 4, '#bfe3f0', '#bfe3f0')}
    ${rect(0, 720, W, 133, '#b9c9c6')}`,
  tech: () => `
    <defs>${sky('s', '#0c1630', '#18305e')}</defs>
    ${rect(0, 0, W, H, 'url(#s)')}
    ${range(14)
      .map((i) => rect(i * 100, 0, 1, H, '#2a4a80', 'opacity="0.6"'))
      .join('')}
    ${range(9)
      .map((i) => rect(0, i * 100, W, 1, '#2a4a80', 'opacity="0.6"'))
      .join('')}
    ${rect(340, 200, 600, 370, '#1d2b45', 'rx="18"')}${rect(365, 225, 550, 320, '#2dd4bf', 'rx="6" opacity="0.18"')}
    ${range(6)
      .map((i) =>
        rect(
          400,
          260 + i * 44,
          160 + ((i * 97) % 300),
          16,
          i % 2 ? '#38bdf8' : '#2dd4bf',
          'rx="8"',
        ),
      )
      .join('')}
    <path d="M280 600 H1000 L1060 650 H220 Z" fill="#2b3a55"/>
    ${[
      [160, 160],
      [1120, 240],
      [1040, 700],
      [200, 720],
    ]
      .map(([x, y]) => circle(x, y, 14, '#2dd4bf'))
      .join('')}`,
  shop: () => `
    <defs>${sky('s', '#fdf0d5', '#fffaf0')}</defs>
    ${rect(0, 0, W, H, 'url(#s)')}
    ${rect(160, 180, 960, 560, '#f4e3c3')}
    ${range(12)
      .map(
        (i) =>
          `<path d="M${160 + i * 80} 250 h80 v70 q-40 40 -80 0 Z" fill="${i % 2 ? '#ffffff' : '#0a6654'}"/>`,
      )
      .join('')}
    ${rect(160, 200, 960, 50, '#0b5245')}
    ${rect(220, 380, 380, 300, '#bfe3f0')}${rect(680, 380, 160, 360, '#7a5230')}${rect(900, 380, 160, 300, '#bfe3f0')}
    ${range(3)
      .map((i) => rect(240 + i * 120, 560, 90, 100, ['#d98c1a', '#0f9f7f', '#e04b4b'][i], 'rx="8"'))
      .join('')}
    ${rect(0, 740, W, 113, '#c9b79a')}`,
  factory: () => `
    <defs>${sky('s', '#d7dde3', '#f3f5f7')}</defs>
    ${rect(0, 0, W, H, 'url(#s)')}
    ${rect(880, 140, 70, 360, '#8e6f5e')}${rect(1000, 200, 60, 300, '#8e6f5e')}
    ${circle(915, 110, 50, '#c8cdd2', 'opacity="0.8"')}${circle(960, 70, 40, '#dfe3e6', 'opacity="0.8"')}
    <path d="M100 720 V420 L300 320 V420 L500 320 V420 L700 320 V420 L900 320 V500 H1180 V720 Z" fill="#5b6770"/>
    ${windows(140, 460, 720, 200, 9, 2, '#ffd98a', '#3e474e')}
    <g transform="translate(1040 600)" fill="#d98c1a">${circle(0, 0, 70, '#d98c1a')}${range(8)
      .map((i) => `<rect x="-16" y="-95" width="32" height="40" transform="rotate(${i * 45})"/>`)
      .join('')}${circle(0, 0, 28, '#5b6770')}</g>
    ${rect(0, 720, W, 133, '#3d444a')}`,
  books: () => `
    <defs>${sky('s', '#fff7e6', '#f6e3c4')}</defs>
    ${rect(0, 0, W, H, 'url(#s)')}
    ${rect(0, 640, W, 213, '#9b6b43')}${rect(0, 640, W, 18, '#b78454')}
    ${range(14)
      .map((i) => {
        const colors = ['#0a6654', '#d98c1a', '#b42318', '#1d4e89', '#6b8e23', '#7b3f9e'];
        const h = 260 + ((i * 53) % 160);
        return (
          rect(140 + i * 72, 640 - h, 60, h, colors[i % colors.length], 'rx="6"') +
          rect(140 + i * 72, 660 - h, 60, 10, '#ffffff', 'opacity="0.5"')
        );
      })
      .join('')}
    ${circle(1080, 200, 70, '#ffe7a8')}`,
};

mkdirSync(OUT, { recursive: true });
for (const [name, draw] of Object.entries(PHOTOS)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>`;
  const file = path.join(OUT, `${name}.webp`);
  await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 6 }).toFile(file);
  const kb = statSync(file).size / 1024;
  if (kb >= 60) throw new Error(`${name}.webp is ${kb.toFixed(1)} KB (limit 60 KB)`);
  console.log(`${name}.webp ${kb.toFixed(1)} KB`);
}
