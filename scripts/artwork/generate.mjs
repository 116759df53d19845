#!/usr/bin/env node
/**
 * KingLife artwork generator.
 *
 * Writes every illustration used by the site into public/artwork/ (plus the
 * favicon at app/icon.svg). One visual vocabulary for all pictures: flat
 * vector botanicals, a small brand palette, soft gradient / organic blob
 * backgrounds, no outlines, no bitmaps. Plain Node ESM, no dependencies.
 *
 *   node scripts/artwork/generate.mjs
 *
 * Structure: core helpers (palette, numbers, SVG elements, picture context) ->
 * backgrounds -> plant parts -> plants -> objects (bottles, jars, packing...)
 * -> scene templates -> the catalogue of files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'public', 'artwork');

/* ------------------------------------------------------------------ */
/* Palette                                                             */
/* ------------------------------------------------------------------ */
const C = {
  ink: '#0B3B3C',
  teal: '#145C5B',
  mist: '#E3F0EE',
  leaf: '#5B8C3A',
  leafL: '#7FA65A',
  leafD: '#3F6B2A',
  amber: '#D99A2B',
  amberL: '#F0C46B',
  clay: '#B4532A',
  cream: '#FAF7F0',
  white: '#FFFFFF',
  // botanical accents, used only where a plant needs its own colour
  lav: '#7E6BB0',
  lavL: '#A897D6',
  rose: '#C4506A',
  roseL: '#E58FA2',
  chili: '#C23F2A',
  berry: '#5E2F5A',
  wood: '#7A4A2A',
  woodL: '#B98552',
  kraft: '#D3A46C',
  silver: '#A9C1B5',
  skin: ['#F2CBA8', '#D9A27A', '#A86B47', '#744529'],
};

const hexRgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
/** Linear mix of two hex colours. */
const mix = (a, b, t) => {
  const A = hexRgb(a);
  const B = hexRgb(b);
  return (
    '#' +
    A.map((v, i) =>
      Math.round(v + (B[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
      .join('')
      .toUpperCase()
  );
};
/** Darker tone (towards the brand ink) / lighter tone (towards cream). */
const dk = (c, t = 0.3) => mix(c, C.ink, t);
const lt = (c, t = 0.3) => mix(c, C.cream, t);

/* ------------------------------------------------------------------ */
/* Numbers, random, elements                                           */
/* ------------------------------------------------------------------ */
const short = (v) => String(v).replace(/^(-?)0\./, '$1.');
/** Coordinates: whole pixels on large canvases, one decimal on small ones (logos, badges, avatars). */
const n = (v) => short(+(+v).toFixed(cur && cur.w >= 800 ? 0 : 1));
const n3 = (v) => short(+(+v).toFixed(cur && cur.w >= 800 ? 2 : 3));
const P = (x, y) => `${n(x)} ${n(y)}`;
const rad = (a) => (a * Math.PI) / 180;
/** Unit vector for an angle in degrees, 0 = up, positive = clockwise. */
const dir = (a) => [Math.sin(rad(a)), -Math.cos(rad(a))];

function rng(seed) {
  let s = 0;
  for (const ch of seed) s = (s * 31 + ch.charCodeAt(0)) | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The picture being drawn (set by `draw`). Shape helpers register defs on it. */
let cur = null;
const R = (a = 0, b = 1) => a + (b - a) * cur.rnd();

const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false && v !== '')
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(k, v) : v}"`)
    .join('');
/** Numeric attribute: opacities keep two decimals, small sizes one decimal. */
const num = (k, v) =>
  k.endsWith('opacity')
    ? short(+(+v).toFixed(2))
    : Math.abs(v) < 10 && /^(r|rx|ry|width|height)$/.test(k)
      ? short(+(+v).toFixed(1))
      : n(v);
const el = (tag, o) => `<${tag}${attrs(o)}/>`;
const path = (d, fill, o = {}) => el('path', { d, fill, ...o });
const circ = (cx, cy, r, fill, opacity) => el('circle', { cx, cy, r, fill, opacity });
const ell = (cx, cy, rx, ry, fill, opacity, transform) =>
  el('ellipse', { cx, cy, rx, ry, fill, opacity, transform });
const rect = (x, y, width, height, fill, rx, opacity) =>
  el('rect', { x, y, width, height, rx, fill, opacity });
const poly = (pts, fill, opacity) =>
  el('polygon', { points: pts.map((p) => P(p[0], p[1])).join(' '), fill, opacity });
const g = (o, ...kids) => `<g${attrs(o)}>${kids.flat().join('')}</g>`;
/** transform string: translate, rotate, scale */
const T = (x, y, a = 0, sx = 1, sy = sx) =>
  `translate(${P(x, y)})` +
  (Math.round(a) % 360 ? ` rotate(${Math.round(a) % 360})` : '') +
  (sx !== 1 || sy !== 1 ? ` scale(${n3(sx)}${sy !== sx ? ' ' + n3(sy) : ''})` : '');
/** Place content drawn in a local 100-unit frame at (x,y), scaled by s. */
const at = (x, y, s, inner, a = 0, flip = false) => g({ transform: T(x, y, a, flip ? -s : s, s) }, inner);

/* ------------------------------------------------------------------ */
/* Picture context                                                     */
/* ------------------------------------------------------------------ */
class Pic {
  constructor(w, h, seed) {
    this.w = w;
    this.h = h;
    this.defs = new Map();
    this.rnd = rng(seed);
    this.gk = new Map();
  }
  def(key, make) {
    if (!this.defs.has(key)) this.defs.set(key, make(`${key}`));
    return key;
  }
  /** gradient; returns url(#id). stops: 'color' or 'color@opacity'. d: v (down) h (right) d (diagonal) u (up) r (radial) */
  grad(stops, d = 'v') {
    const k = stops.join() + d;
    if (this.gk.has(k)) return this.gk.get(k);
    const id = 'g' + this.gk.size;
    const st = stops
      .map((s, i) => {
        const [c, o] = s.split('@');
        return `<stop offset="${n3(i / (stops.length - 1))}" stop-color="${c}"${o ? ` stop-opacity="${o}"` : ''}/>`;
      })
      .join('');
    const xy = { v: ' x2="0" y2="1"', h: '', d: ' x2="1" y2="1"', u: ' y1="1" x2="0" y2="0"' }[d];
    this.defs.set(
      id,
      d === 'r'
        ? `<radialGradient id="${id}">${st}</radialGradient>`
        : `<linearGradient id="${id}"${xy}>${st}</linearGradient>`,
    );
    const u = `url(#${id})`;
    this.gk.set(k, u);
    return u;
  }
}
const grad = (stops, d) => cur.grad(stops, d);

/* Shared symbols: drawn once in <defs>, placed with <use>. Coordinates are a
 * 100-unit frame with the base at the origin, pointing up. */
const SYM = {
  // leaf with a darker half (gives the midrib)
  L: '<g id="L"><path d="M0 0C23-18 23-70 0-100C-23-70-23-18 0 0Z"/><path d="M0 0C23-18 23-70 0-100Z" fill="#0B3B3C" opacity=".2"/></g>',
  // rounded petal / leaflet
  E: '<path id="E" d="M0 0C30-6 32-80 0-100C-32-80-30-6 0 0Z"/>',
  // rounded leaflet with shade
  F: '<g id="F"><path d="M0 0C30-6 32-80 0-100C-32-80-30-6 0 0Z"/><path d="M0 0C30-6 32-80 0-100Z" fill="#0B3B3C" opacity=".16"/></g>',
  // droplet, tip up, bottom at origin
  D: '<g id="D"><path d="M0-110C14-86 38-66 38-38A38 38 0 0 1-38-38C-38-66-14-86 0-110Z"/><ellipse cx="-14" cy="-40" rx="7" ry="14" fill="#fff" opacity=".35"/></g>',
  // snowflake
  S: '<g id="S"><path d="M-3-50h6v100h-6z" transform="rotate(0)"/><path d="M-3-50h6v100h-6z" transform="rotate(60)"/><path d="M-3-50h6v100h-6z" transform="rotate(120)"/><path d="M0-36l12-12 4 4-16 16-16-16 4-4zM0 36l12 12 4-4-16-16-16 16 4 4z"/><path d="M0-36l12-12 4 4-16 16-16-16 4-4zM0 36l12 12 4-4-16-16-16 16 4 4z" transform="rotate(60)"/><path d="M0-36l12-12 4 4-16 16-16-16 4-4zM0 36l12 12 4-4-16-16-16 16 4 4z" transform="rotate(120)"/></g>',
  // lavender whorl: three florets, side ones lighter / darker
  W: '<g id="W"><ellipse cx="-14" cy="0" rx="10" ry="17" transform="rotate(-25 -14 0)"/><ellipse cx="-14" cy="0" rx="10" ry="17" transform="rotate(-25 -14 0)" fill="#fff" opacity=".3"/><ellipse cx="14" cy="0" rx="10" ry="17" transform="rotate(25 14 0)"/><ellipse cx="0" cy="0" rx="11" ry="18"/><ellipse cx="3" cy="2" rx="6" ry="14" fill="#0B3B3C" opacity=".15"/></g>',
  // grass tuft: five blades, two shaded
  G: '<g id="G"><path d="M-4 0Q-30-40-46-70Q-20-44 4 0Z"/><path d="M-6 0Q-14-60-10-100Q0-60 6 0Z"/><path d="M-2 0Q10-50 30-86Q16-46 6 0Z"/><path d="M-6 0Q-14-60-10-100Q0-60 6 0Z" fill="#0B3B3C" opacity=".2"/><path d="M0 0Q24-30 48-50Q22-26 8 0Z"/><path d="M-4 0Q-30-40-46-70Q-20-44 4 0Z" fill="#fff" opacity=".15"/></g>',
  // sparkle (four-point star)
  K: '<path id="K" d="M0-50C4-12 12-4 50 0C12 4 4 12 0 50C-4 12-12 4-50 0C-12-4-4-12 0-50Z"/>',
};
const sym = (id, transform, fill, opacity) => {
  cur.def(id, () => SYM[id]);
  return el('use', { href: '#' + id, transform, fill, opacity });
};

/* ------------------------------------------------------------------ */
/* Paths                                                               */
/* ------------------------------------------------------------------ */
/** Closed Catmull-Rom spline through points. */
function smooth(pts, closed = true) {
  const k = pts.length;
  const get = (i) => (closed ? pts[(i + k) % k] : pts[Math.max(0, Math.min(k - 1, i))]);
  let d = `M${P(...pts[0])}`;
  const last = closed ? k : k - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    d += `C${P(p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)} ${P(p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)} ${P(...p2)}`;
  }
  return closed ? d + 'Z' : d;
}

/** Organic blob. */
function blob(cx, cy, rx, ry, fill, { opacity, k = 7, j = 0.16, rot = 0 } = {}) {
  const pts = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2 + rad(rot) + R(-0.15, 0.15);
    const r = 1 + R(-j, j);
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  return path(smooth(pts), fill, { opacity });
}

/** Rolling ground / hill band from x0..x1 at height y with amplitude, closed to bottom yb. */
function hill(x0, x1, y, amp, fill, { yb, segs = 5, opacity } = {}) {
  const pts = [];
  for (let i = 0; i <= segs; i++)
    pts.push([x0 + ((x1 - x0) * i) / segs, y + (i % 2 ? -amp : amp * 0.3) * R(0.6, 1.2)]);
  const d = smooth(pts, false) + `L${P(x1, yb ?? cur.h)}L${P(x0, yb ?? cur.h)}Z`;
  return path(d, fill, { opacity });
}

/** Quadratic curve helper from base point, angle and length. */
function curve(x, y, len, ang, bend = 0) {
  const [dx, dy] = dir(ang);
  const x1 = x + dx * len;
  const y1 = y + dy * len;
  const cx = (x + x1) / 2 - dy * bend;
  const cy = (y + y1) / 2 + dx * bend;
  const pt = (t) => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * x1,
    (1 - t) ** 2 * y + 2 * (1 - t) * t * cy + t * t * y1,
  ];
  const tan = (t) => {
    const tx = 2 * (1 - t) * (cx - x) + 2 * t * (x1 - cx);
    const ty = 2 * (1 - t) * (cy - y) + 2 * t * (y1 - cy);
    return (Math.atan2(tx, -ty) * 180) / Math.PI;
  };
  return { x, y, x1, y1, cx, cy, pt, tan };
}

/** Tapered filled stem along a quadratic curve (no strokes). */
function stemPath(cv, w0, w1, fill, opacity) {
  const { x, y, x1, y1, cx, cy } = cv;
  const L = Math.hypot(x1 - x, y1 - y) || 1;
  const nx = -(y1 - y) / L;
  const ny = (x1 - x) / L;
  const a = w0 / 2;
  const b = w1 / 2;
  const m = (a + b) / 2;
  const d =
    `M${P(x + nx * a, y + ny * a)}Q${P(cx + nx * m, cy + ny * m)} ${P(x1 + nx * b, y1 + ny * b)}` +
    (b > 0.3 ? `L${P(x1 - nx * b, y1 - ny * b)}` : '') +
    `Q${P(cx - nx * m, cy - ny * m)} ${P(x - nx * a, y - ny * a)}Z`;
  return path(d, fill, { opacity });
}
const stem = (x, y, len, ang, bend, w0, w1, fill, opacity) =>
  stemPath(curve(x, y, len, ang, bend), w0, w1, fill, opacity);

/* ------------------------------------------------------------------ */
/* Plant parts                                                         */
/* ------------------------------------------------------------------ */
/** Pointed leaf (with shaded half). (x,y) = leaf base. */
const leaf = (x, y, len, wid, ang, fill, opacity) =>
  sym('L', T(x, y, ang, wid / 35, len / 100), fill, opacity);
/** Rounded petal / leaflet. */
const petal = (x, y, len, wid, ang, fill, opacity) =>
  sym('E', T(x, y, ang, wid / 46, len / 100), fill, opacity);
const leaflet = (x, y, len, wid, ang, fill) => sym('F', T(x, y, ang, wid / 46, len / 100), fill);
const drop = (x, y, h, fill, ang = 0) => sym('D', T(x, y, ang, h / 110), fill);
const snow = (x, y, r, fill, opacity) => sym('S', T(x, y, 0, r / 50), fill, opacity);
const spark = (x, y, r, fill, opacity) => sym('K', T(x, y, 0, r / 50), fill, opacity);
/** Grass blade / strap leaf. */
const blade = (x, y, len, ang, bend, w, fill) => stem(x, y, len, ang, bend, w, 0, fill);

/** Leafy sprig: stem with paired (or alternate) leaves and a tip leaf. */
function sprig(x, y, len, ang, o = {}) {
  const {
    bend = 0,
    count = 5,
    ls = len * 0.3,
    lw = ls * 0.45,
    spread = 55,
    cols = [C.leaf, C.leafL],
    stemC = C.leafD,
    sw = Math.max(2, len * 0.025),
    tip = true,
    alt = false,
    start = 0.22,
    shrink = 0.45,
    round = false,
  } = o;
  const cv = curve(x, y, len, ang, bend);
  const lf = round ? leaflet : leaf;
  let s = stemPath(cv, sw, sw * 0.45, stemC);
  for (let i = 0; i < count; i++) {
    const t = start + ((1 - start) * i) / count;
    const [px, py] = cv.pt(t);
    const ta = cv.tan(t);
    const k = 1 - shrink * t;
    const sides = alt ? [i % 2 ? 1 : -1] : [-1, 1];
    for (const sd of sides)
      s += lf(
        px,
        py,
        ls * k,
        lw * k,
        ta + sd * spread * R(0.85, 1.15),
        cols[(i + (sd > 0 ? 1 : 0)) % cols.length],
      );
  }
  if (tip) {
    const [px, py] = cv.pt(1);
    s += lf(px, py, ls * (1 - shrink * 0.55), lw * (1 - shrink * 0.55), cv.tan(1), cols[0]);
  }
  return s;
}

/** Pinnate compound leaf (moringa, sesbania, licorice): rachis with many small leaflets. */
function pinnate(x, y, len, ang, o = {}) {
  const {
    bend = 0,
    pairs = 8,
    ls = len * 0.14,
    lw = ls * 0.6,
    spread = 70,
    col = C.leaf,
    col2 = C.leafL,
    stemC = C.leafD,
    start = 0.12,
  } = o;
  const cv = curve(x, y, len, ang, bend);
  let s = stemPath(cv, Math.max(1.5, len * 0.018), 1, stemC);
  for (let i = 0; i < pairs; i++) {
    const t = start + ((1 - start) * i) / pairs;
    const [px, py] = cv.pt(t);
    const ta = cv.tan(t);
    s +=
      leaflet(px, py, ls, lw, ta - spread, i % 2 ? col : col2) +
      leaflet(px, py, ls, lw, ta + spread, i % 2 ? col2 : col);
  }
  const [ex, ey] = cv.pt(1);
  return s + leaflet(ex, ey, ls, lw, cv.tan(1), col);
}

/** Radial flower of n petals. */
function flower(x, y, r, o = {}) {
  const { count = 5, col = C.amberL, col2 = col, center = C.amber, rot = 0, pw = 0.62, cr = 0.22 } = o;
  let s = '';
  for (let i = 0; i < count; i++) s += petal(x, y, r, r * pw, rot + (i * 360) / count, i % 2 ? col2 : col);
  return s + (center ? circ(x, y, r * cr, center) : '');
}

/** Lavender spike: thin stem, whorls of florets, wider gaps towards the bottom. */
function lavender(x, y, len, ang, o = {}) {
  const {
    bend = 0,
    col = C.lav,
    colL = mix(C.lav, C.lavL, 0.5),
    stemC = C.leafL,
    whorls = 9,
    spike = 0.42,
  } = o;
  const cv = curve(x, y, len, ang, bend);
  let s = stemPath(cv, Math.max(2, len * 0.016), 1.2, stemC);
  for (let i = 0; i < whorls; i++) {
    const f = i / (whorls - 1);
    const t = 1 - spike * f ** 1.25;
    const [px, py] = cv.pt(t);
    const ta = cv.tan(t);
    const z = len * 0.034 * (1 - 0.35 * (1 - f)) * (i === 0 ? 0.8 : 1);
    s += sym('W', T(px, py, ta, z / 20), i % 2 ? col : colL);
  }
  return s;
}

/** Generic flower spike (tulsi, licorice): small florets along the top of a stem. */
function spike(x, y, len, ang, o = {}) {
  const { col = C.lavL, col2 = C.lav, stemC = C.leafD, whorls = 6, z = len * 0.05 } = o;
  const cv = curve(x, y, len, ang, o.bend || 0);
  let s = stemPath(cv, Math.max(1.6, len * 0.03), 1, stemC);
  for (let i = 0; i < whorls; i++) {
    const t = 0.35 + (0.65 * i) / (whorls - 1);
    const [px, py] = cv.pt(t);
    const ta = cv.tan(t);
    const k = 1 - 0.4 * (i / whorls);
    s += petal(px, py, z * 1.6 * k, z * k, ta - 60, col) + petal(px, py, z * 1.6 * k, z * k, ta + 60, col2);
  }
  return s;
}

/** Long pod (vanilla, sesbania, moringa drumstick). */
function pod(x, y, len, ang, o = {}) {
  const { bend = len * 0.08, w = len * 0.05, col = C.wood, seeds = 0, hl = true } = o;
  const cv = curve(x, y, len, ang, bend);
  let s = stemPath(cv, w, w * 0.55, col);
  s += stemPath(cv, w * 0.25, w * 0.5, dk(col, 0.25), 0.5);
  if (hl) s += stemPath(curve(x, y, len * 0.9, ang, bend * 0.9), w * 0.18, 0.5, lt(col, 0.45), 0.55);
  for (let i = 0; i < seeds; i++) {
    const [px, py] = cv.pt(0.12 + (0.8 * i) / seeds);
    s += circ(px, py, w * 0.32, lt(col, 0.25), 0.7);
  }
  return s;
}

/** Cut root / log piece lying at angle (0 = pointing right), with a cut face. */
function stick(x, y, len, w, ang, o = {}) {
  const { bark = C.woodL, face = C.amberL, ring = true } = o;
  let s =
    rect(0, -w / 2, len, w, bark, w * 0.3) +
    rect(0, -w / 2, len, w * 0.3, lt(bark, 0.25), w * 0.15, 0.6) +
    rect(0, w * 0.15, len, w * 0.35, dk(bark, 0.2), w * 0.15, 0.6);
  for (let i = 1; i < 4; i++) s += rect((len * i) / 4, -w / 2, w * 0.08, w, dk(bark, 0.25), 0, 0.45);
  s += ell(len, 0, w * 0.24, w / 2, face);
  if (ring) s += ell(len, 0, w * 0.12, w * 0.26, dk(face, 0.15));
  return g({ transform: T(x, y, ang) }, s);
}

/** Round fruit / berry with highlight. */
function fruit(x, y, r, col, o = {}) {
  const { hl = true, shade = true } = o;
  return (
    circ(x, y, r, col) +
    (shade
      ? path(
          `M${P(x + r * 0.2, y - r * 0.98)}A${n(r)} ${n(r)} 0 0 1 ${P(x - r * 0.98, y + r * 0.2)}A${n(r * 1.05)} ${n(r * 1.05)} 0 0 0 ${P(x + r * 0.2, y - r * 0.98)}Z`,
          dk(col, 0.35),
          { opacity: 0.5, transform: `rotate(180 ${P(x, y)})` },
        )
      : '') +
    (hl
      ? ell(
          x - r * 0.35,
          y - r * 0.35,
          r * 0.22,
          r * 0.14,
          '#fff',
          0.5,
          `rotate(-40 ${P(x - r * 0.35, y - r * 0.35)})`,
        )
      : '')
  );
}

/** Citrus wheel slice. */
function citrusSlice(x, y, r, col = C.amber) {
  let s = circ(x, y, r, dk(col, 0.1)) + circ(x, y, r * 0.9, lt(col, 0.75));
  for (let i = 0; i < 8; i++) s += petal(x, y, r * 0.8, r * 0.38, i * 45 + 22, lt(col, 0.2));
  return s + circ(x, y, r * 0.08, lt(col, 0.75));
}

/** Whole citrus fruit with a leaf. */
function citrus(x, y, r, col = C.amber) {
  return (
    fruit(x, y, r, col) +
    circ(x + r * 0.05, y - r * 0.92, r * 0.08, C.leafD) +
    leaf(x + r * 0.05, y - r * 0.9, r * 0.9, r * 0.42, 50, C.leaf)
  );
}

/** Rose seen from above: layered petals and a curled centre. */
function rose(x, y, r, col = C.rose) {
  let s = '';
  for (let i = 0; i < 5; i++) s += petal(x, y, r, r * 0.95, i * 72 + 10, dk(col, 0.18));
  for (let i = 0; i < 5; i++) s += petal(x, y, r * 0.78, r * 0.8, i * 72 + 46, col);
  for (let i = 0; i < 4; i++) s += petal(x, y, r * 0.55, r * 0.6, i * 90 + 20, lt(col, 0.2));
  s += circ(x, y, r * 0.3, dk(col, 0.1));
  s += path(
    `M${P(x - r * 0.22, y)}A${n(r * 0.22)} ${n(r * 0.22)} 0 1 1 ${P(x + r * 0.1, y + r * 0.2)}A${n(r * 0.14)} ${n(r * 0.14)} 0 1 0 ${P(x - r * 0.22, y)}Z`,
    lt(col, 0.3),
  );
  return s;
}

/** Rose bud side view on a stem, with leaves. */
function roseStem(x, y, len, ang, col = C.rose) {
  const cv = curve(x, y, len, ang, len * 0.06);
  const [ex, ey] = cv.pt(1);
  const ta = cv.tan(1);
  let s = stemPath(cv, 5, 3, C.leafD);
  const [mx, my] = cv.pt(0.45);
  s +=
    leaf(mx, my, len * 0.26, len * 0.14, cv.tan(0.45) - 55, C.leaf) +
    leaf(mx, my, len * 0.22, len * 0.12, cv.tan(0.45) + 60, C.leafL);
  s +=
    petal(ex, ey, len * 0.22, len * 0.2, ta - 28, dk(col, 0.15)) +
    petal(ex, ey, len * 0.22, len * 0.2, ta + 28, dk(col, 0.15));
  s +=
    petal(ex, ey, len * 0.25, len * 0.2, ta, col) +
    petal(ex, ey, len * 0.16, len * 0.1, ta + 18, lt(col, 0.25));
  s +=
    leaf(ex, ey, len * 0.1, len * 0.05, ta - 70, C.leafD) +
    leaf(ex, ey, len * 0.1, len * 0.05, ta + 70, C.leafD);
  return s;
}

/** Orchid flower (vanilla): five narrow tepals and a trumpet lip. */
function orchid(x, y, r, o = {}) {
  const { col = '#EFE6A8', lip = C.amberL, rot = 0 } = o;
  let s = '';
  [0, 72, 144, 216, 288].forEach(
    (a, i) => (s += petal(x, y, r * (i === 0 ? 1.05 : 0.95), r * 0.32, rot + a, i % 2 ? col : lt(col, 0.2))),
  );
  s +=
    petal(x, y + r * 0.05, r * 0.62, r * 0.55, rot + 180, lip) +
    petal(x, y + r * 0.1, r * 0.4, r * 0.3, rot + 180, dk(lip, 0.12));
  return s + circ(x, y, r * 0.12, lt(col, 0.5));
}

/** Chilli pepper in a local frame, calyx at (x,y). */
function chilli(x, y, len, ang, col = C.chili) {
  const inner =
    path('M-9 0C-15-30-6-72 12-100C2-66 10-30 9 0Z', col) +
    path('M2-8C2-40 4-70 12-100C0-66 6-30 9 0Z', dk(col, 0.25), { opacity: 0.5 }) +
    rect(-5, -70, 3, 40, '#fff', 1.5, 0.3) +
    path('M-12 4C-8-7 8-7 12 4C6 8-6 8-12 4Z', C.leafD) +
    rect(-2, 4, 4, 12, C.leafD, 2);
  return at(x, y, len / 100, inner, ang);
}

/** Knobby rhizome (turmeric, ginger) with a cut face. */
function rhizome(x, y, s, o = {}) {
  const { skin = '#C08A45', flesh = C.amber, flip = false } = o;
  const inner =
    ell(0, 0, 46, 17, skin) +
    ell(-30, -14, 12, 24, skin, null, 'rotate(-25 -30 -14)') +
    ell(8, -16, 11, 22, skin, null, 'rotate(15 8 -16)') +
    ell(34, -10, 10, 16, skin, null, 'rotate(40 34 -10)') +
    ell(0, 6, 44, 9, dk(skin, 0.2), 0.5) +
    [-22, -6, 12, 26].map((v) => rect(v, -14, 2.5, 26, dk(skin, 0.22), 1, 0.5)).join('') +
    ell(-46, 0, 9, 16, flesh) +
    ell(-46, 0, 5, 10, lt(flesh, 0.3));
  return at(x, y, s / 100, inner, 0, flip);
}

/** Cinnamon quill lying at angle. */
function cinnamon(x, y, len, ang = 0, col = '#9A5530') {
  const w = len * 0.14;
  const s =
    rect(0, -w / 2, len, w, col, w * 0.2) +
    rect(0, -w / 2, len, w * 0.35, lt(col, 0.2), 2, 0.7) +
    rect(0, w * 0.1, len, w * 0.18, dk(col, 0.25), 1, 0.5) +
    ell(len, 0, w * 0.3, w / 2, dk(col, 0.3)) +
    ell(len + w * 0.04, w * 0.02, w * 0.17, w * 0.3, lt(col, 0.15)) +
    ell(len + w * 0.08, w * 0.04, w * 0.07, w * 0.15, dk(col, 0.3));
  return g({ transform: T(x, y, ang) }, s);
}

/** Green cardamom pod. */
function cardamom(x, y, len, ang = 0, col = '#7E9F48') {
  const inner =
    path('M0 0C16-12 16-44 0-60C-16-44-16-12 0 0Z', col) +
    path('M0 0C16-12 16-44 0-60C6-44 6-12 0 0Z', dk(col, 0.2), { opacity: 0.6 }) +
    rect(-6, -46, 2.5, 30, lt(col, 0.35), 1.2, 0.7) +
    rect(-1, -2, 2, 8, dk(col, 0.3), 1);
  return at(x, y, len / 60, inner, ang);
}

/** Sweet pepper / paprika. */
function paprika(x, y, s, col = C.chili) {
  const inner =
    path('M-34-70C-52-50-44-6-18 0C-8 2-4-6 0-4C4-6 8 2 18 0C44-6 52-50 34-70C20-82-20-82-34-70Z', col) +
    path('M0-80C-2-56-4-20 0-4C4-6 8 2 18 0C44-6 52-50 34-70C24-78 12-80 0-80Z', dk(col, 0.2), {
      opacity: 0.55,
    }) +
    rect(-22, -64, 7, 40, '#fff', 3.5, 0.3) +
    path('M-16-76C-10-86 10-86 16-76C8-72-8-72-16-76Z', C.leafD) +
    path('M-2-80C-2-90 2-96 10-100L13-96C6-92 4-88 4-80Z', C.leafD);
  return at(x, y, s / 100, inner);
}

/** Black pepper spike (drooping cluster of berries). */
function pepperSpike(x, y, len, ang = 180, col = C.leafD) {
  const cv = curve(x, y, len, ang, len * 0.1);
  let s = stemPath(cv, 3, 2, C.leafD);
  for (let i = 0; i < 11; i++) {
    const t = 0.15 + (0.85 * i) / 11;
    const [px, py] = cv.pt(t);
    const rr = len * 0.06 * (1 - 0.3 * t);
    s +=
      circ(px - rr * 0.6, py, rr, i % 3 ? col : C.chili) +
      circ(px + rr * 0.6, py + rr * 0.4, rr, i % 4 ? dk(col, 0.15) : C.clay);
  }
  return s;
}

/** Mango with leaf. */
function mango(x, y, s, ang = 0) {
  const gr = grad([C.amberL, C.amber, C.clay], 'd');
  const inner =
    path('M4 0C42 0 60-42 50-70C42-96 8-104-18-92C-44-78-44-4 4 0Z', gr) +
    path('M4 0C42 0 60-42 50-70C50-40 34-8 4 0Z', C.clay, { opacity: 0.35 }) +
    ell(-14, -70, 10, 6, '#fff', 0.35, 'rotate(-35 -14 -70)') +
    rect(-4, -104, 4, 12, C.wood, 2) +
    leaf(-2, -100, 56, 22, 60, C.leaf);
  return at(x, y, s / 100, inner, ang);
}

/** Mango cheek cut in a hedgehog pattern. */
function mangoCut(x, y, s) {
  let inner = ell(0, 0, 50, 36, C.leaf) + ell(0, -2, 46, 32, C.amber);
  for (let i = -2; i <= 2; i++)
    for (let j = -1; j <= 1; j++)
      inner += rect(i * 17 - 7, j * 18 - 9, 14, 15, i % 2 ? C.amberL : lt(C.amber, 0.15), 4);
  return at(x, y, s / 100, inner);
}

/** Open pea pod with peas. */
function peaPod(x, y, len, ang = 0) {
  let inner =
    path('M-50 0C-30-30 30-30 50 0C30 12-30 12-50 0Z', C.leafD) +
    path('M-46-2C-26-22 26-22 46-2C26 6-26 6-46-2Z', lt(C.leafL, 0.35));
  for (let i = 0; i < 5; i++) inner += fruit(-30 + i * 15, -5, 7.5, C.leafL, { hl: true });
  inner += path('M-50 0C-30 14 30 14 50 0C30 22-30 22-50 0Z', C.leaf) + rect(48, -4, 14, 4, C.leafD, 2);
  return at(x, y, len / 100, inner, ang);
}

/** Okra pod. */
function okra(x, y, len, ang = 0, col = C.leaf) {
  const inner =
    path('M-13 0C-15-40-6-82 0-100C6-82 15-40 13 0Q0 5-13 0Z', col) +
    path('M-4 0C-5-40-2-80 0-100C1-80 4-40 4 0Z', lt(col, 0.3), { opacity: 0.7 }) +
    path('M8 0C8-40 3-80 0-100C5-80 15-40 13 0Q10 2 8 0Z', dk(col, 0.25), { opacity: 0.6 }) +
    path('M-15 4C-10-6 10-6 15 4Q0 10-15 4Z', C.leafD) +
    rect(-3, 6, 6, 12, C.leafD, 3);
  return at(x, y, len / 100, inner, ang);
}

/** Okra cross-section: ridged ring, star of seeds. */
function okraSlice(x, y, r) {
  const pts = [];
  for (let i = 0; i < 10; i++) pts.push(pt(x, y, i % 2 ? r * 0.9 : r, i * 36));
  let s = path(smooth(pts), C.leaf) + circ(x, y, r * 0.78, '#E4EDC8');
  for (let i = 0; i < 5; i++)
    s +=
      petal(x, y, r * 0.62, r * 0.34, i * 72, '#CFDDA6') +
      circ(...pt(x, y, r * 0.42, i * 72), r * 0.1, C.cream);
  return s;
}

/** Strawberry. */
function strawberry(x, y, s, ang = 0) {
  let inner =
    path('M0 0C-22-8-38-38-34-56C-30-72-10-72 0-66C10-72 30-72 34-56C38-38 22-8 0 0Z', C.chili) +
    path('M0 0C22-8 38-38 34-56C30-72 12-72 4-68C12-50 10-20 0 0Z', dk(C.chili, 0.25), { opacity: 0.5 });
  [
    [-18, -50],
    [0, -52],
    [18, -50],
    [-22, -34],
    [-6, -36],
    [10, -34],
    [24, -36],
    [-12, -20],
    [6, -18],
    [0, -8],
  ].forEach(([a, b]) => (inner += ell(a, b, 1.8, 3, C.amberL)));
  for (let i = 0; i < 5; i++) inner += leaf(0, -64, 18, 9, -70 + i * 35, C.leaf);
  return at(x, y, s / 70, inner, ang);
}

/** Blueberry with crown. */
function blueberry(x, y, r, col = '#4B4A8C') {
  return fruit(x, y, r, col) + spark(x + r * 0.2, y - r * 0.25, r * 0.35, dk(col, 0.4));
}

/** Crepe myrtle (banaba) flower: six crinkled petals round a yellow centre. */
function crepeFlower(x, y, r, col = '#C274B0') {
  let s = '';
  for (let i = 0; i < 6; i++)
    s +=
      petal(x, y, r, r * 0.78, i * 60 + 15, i % 2 ? col : lt(col, 0.18)) +
      circ(...pt(x, y, r * 0.78, i * 60 + 15), r * 0.2, lt(col, 0.35));
  return s + circ(x, y, r * 0.26, C.amberL) + circ(x, y, r * 0.12, C.amber);
}
const pt = (x, y, d, a) => {
  const [dx, dy] = dir(a);
  return [x + dx * d, y + dy * d];
};

/** Aloe rosette. */
function aloe(x, y, s, col = '#6E9E64') {
  let inner = '';
  [
    [-62, 90],
    [62, 88],
    [-38, 100],
    [38, 98],
    [-14, 104],
    [14, 102],
    [0, 80],
  ].forEach(([a, l], i) => {
    const c = i % 2 ? col : dk(col, 0.12);
    inner += blade(0, 0, l, a, a > 0 ? -10 : 10, 26, c);
    const [px, py] = pt(0, 0, l * 0.55, a);
    inner += circ(px, py, 1.8, lt(col, 0.55)) + circ(...pt(0, 0, l * 0.35, a), 1.8, lt(col, 0.55));
  });
  return at(x, y, s / 100, inner);
}

/** Grass tuft / lemongrass clump. */
function grassClump(x, y, h, o = {}) {
  const { count = 9, cols = [C.leaf, C.leafL, C.leafD], spread = 34, w = h * 0.06 } = o;
  let s = '';
  for (let i = 0; i < count; i++) {
    const f = i / (count - 1) - 0.5;
    s += blade(
      x + f * w * 3,
      y,
      h * R(0.7, 1.05),
      f * spread * 2 + R(-6, 6),
      f * h * 0.25 + R(-8, 8),
      w * R(0.8, 1.2),
      cols[i % cols.length],
    );
  }
  return s;
}

/** Grass tuft (symbol). */
const tuft = (x, y, h, fill, flip = false) => sym('G', T(x, y, 0, (flip ? -h : h) / 100, h / 100), fill);

/** Sun / glow disc. */
const sun = (x, y, r, col = C.amberL) =>
  circ(x, y, r * 1.8, grad([col + '@.35', col + '@0'], 'r')) + circ(x, y, r, col);

/* ------------------------------------------------------------------ */
/* Objects (local frame: base centre at origin, ~100 units tall)       */
/* ------------------------------------------------------------------ */
/** Tiny two-leaf emblem used on labels (no text). */
const mark = (x, y, s, col = C.leaf, col2 = C.amber) =>
  leaf(x, y, s, s * 0.5, -28, col) + leaf(x, y, s * 0.8, s * 0.42, 32, col2);
/** Soft contact shadow. */
const shadow = (x, y, rx, ry = rx * 0.12, o = 0.14) => ell(x, y, rx, ry, C.ink, o);
/** Glass highlight strip. */
const gloss = (x, y, w, h, o = 0.3) => rect(x, y, w, h, '#fff', w / 2, o);

/** Essential-oil bottle (amber glass), with screw cap or dropper. */
function bottle(o = {}) {
  const { glass = C.clay, cap = C.ink, dropper = false, label = C.cream, lab = true } = o;
  let s = path(
    'M-22-5Q-22 0-17 0H17Q22 0 22-5V-52Q22-63 9-67V-74H-9V-67Q-22-63-22-52Z',
    grad([lt(glass, 0.2), glass, dk(glass, 0.38)], 'h'),
  );
  s += rect(-11, -80, 22, 8, dk(cap, 0.15), 2);
  if (dropper)
    s += rect(-10, -88, 20, 10, cap, 2) + path('M-7-87V-101Q-7-112 0-112Q7-112 7-101V-87Z', lt(cap, 0.15));
  else s += rect(-12, -99, 24, 21, cap, 3) + rect(-12, -99, 7, 21, '#fff', 3, 0.15);
  if (lab)
    s +=
      rect(-17, -45, 34, 28, label, 2) +
      mark(0, -24, 14) +
      rect(-10, -40, 20, 3, mix(label, C.ink, 0.2), 1.5);
  return s + gloss(-17, -56, 4.5, 48);
}

/** Glass extract jar with contents, lid and label. */
function jar(o = {}) {
  const { fill = C.leaf, lid = C.teal, glass = C.mist, label = C.cream, level = 46 } = o;
  let s = rect(-34, -64, 68, 64, glass, 12, 0.85) + rect(-30, -4 - level, 60, level, fill, 9);
  s += ell(0, -4 - level, 30, 4, lt(fill, 0.25));
  s +=
    rect(-28, -70, 56, 8, dk(glass, 0.12), 2) +
    rect(-33, -86, 66, 17, lid, 4) +
    rect(-33, -86, 66, 5, lt(lid, 0.2), 3);
  for (let i = -24; i <= 24; i += 8) s += rect(i, -80, 2.5, 10, dk(lid, 0.2), 1, 0.6);
  s += rect(-21, -38, 42, 24, label, 3) + mark(0, -17, 13) + gloss(-28, -58, 5, 50, 0.45);
  return s;
}

/** Open jar of viscous oleoresin with a wooden dipper and a drip. */
function resinJar(o = {}) {
  const { fill = C.clay, glass = C.mist } = o;
  const fg = grad([lt(fill, 0.1), dk(fill, 0.3)], 'v');
  let s = g(
    { transform: 'rotate(24 0 -60)' },
    rect(-5, -128, 10, 72, C.woodL, 4) +
      [0, 1, 2].map((i) => rect(-9, -62 + i * 7, 18, 5, dk(C.woodL, 0.15), 2.5)).join(''),
  );
  s +=
    rect(-40, -70, 80, 70, glass, 14, 0.85) +
    rect(-36, -60, 72, 56, fg, 11) +
    ell(0, -60, 36, 5, lt(fill, 0.3));
  s += path('M-40-66Q-40-72-34-72H34Q40-72 40-66V-62H-40Z', dk(glass, 0.1));
  s += path('M22-66C24-56 26-48 26-40C26-34 20-34 20-40C20-48 20-58 18-66Z', fill) + drop(23, -22, 14, fill);
  s += rect(-26, -40, 34, 22, C.cream, 3) + mark(-9, -21, 12) + gloss(-34, -56, 5, 48, 0.4);
  return g({ transform: T(-4, 0) }, s);
}

/** Bowl with a mound of powder. */
function bowl(o = {}) {
  const { powder = C.amber, bowlC = C.cream, speck = true } = o;
  let s = ell(0, -32, 60, 7, dk(bowlC, 0.25));
  s +=
    path('M-52-32C-40-58-20-80 0-80C20-80 40-58 52-32Z', powder) +
    path('M0-80C20-80 40-58 52-32H0C8-50 6-66 0-80Z', C.ink, { opacity: 0.12 });
  if (speck)
    for (let i = 0; i < 14; i++) {
      const xx = R(-36, 36);
      const yy = R(-36, -36 - (1 - Math.abs(xx) / 52) * 38);
      s += circ(xx, yy, R(0.8, 1.8), i % 2 ? lt(powder, 0.35) : dk(powder, 0.25), 0.8);
    }
  s +=
    path('M-62-32Q0-22 62-32C60-12 44-2 24 0H-24C-44-2-60-12-62-32Z', bowlC) +
    path('M30-28Q48-30 62-32C60-12 44-2 24 0H12C28-8 34-18 30-28Z', C.ink, { opacity: 0.1 }) +
    rect(-26, -2, 52, 4, dk(bowlC, 0.15), 2);
  return s;
}

/** Loose powder heap on the ground. */
function heap(o = {}) {
  const { powder = C.amber } = o;
  let s =
    path('M-60 0C-44-20-20-46 0-46C20-46 44-20 60 0Z', powder) +
    path('M0-46C20-46 44-20 60 0H6C12-16 10-32 0-46Z', C.ink, { opacity: 0.12 });
  for (let i = 0; i < 8; i++) s += circ(R(-40, 40), R(-30, -4), R(0.8, 1.6), lt(powder, 0.35));
  return s;
}

/** Mortar with pestle. */
function mortar(o = {}) {
  const { col = C.mist, fill = C.leaf } = o;
  let s = rect(-8, -98, 16, 70, C.woodL, 8) + rect(-8, -98, 5, 70, '#fff', 2.5, 0.2);
  s = g({ transform: 'rotate(28 0 -40)' }, s);
  s = ell(0, -48, 56, 9, dk(col, 0.35)) + ell(0, -50, 44, 6, fill) + s;
  s +=
    path('M-58-50Q0-38 58-50Q56-10 26-6H-26Q-56-10-58-50Z', col) +
    path('M20-44Q44-46 58-50Q56-10 26-6H12Q34-20 20-44Z', C.ink, { opacity: 0.12 });
  s += rect(-30, -7, 60, 7, dk(col, 0.2), 3);
  return s;
}

/** Drum (HDPE/steel) with ribs and label. */
function drum(o = {}) {
  const { col = C.teal, label = C.cream } = o;
  let s = rect(-30, -92, 60, 92, grad([lt(col, 0.15), col, dk(col, 0.35)], 'h'), 5);
  s += rect(-30, -66, 60, 4, dk(col, 0.3), 1) + rect(-30, -30, 60, 4, dk(col, 0.3), 1);
  s +=
    ell(0, -92, 30, 7, lt(col, 0.25)) +
    ell(-12, -93, 5, 2, dk(col, 0.3)) +
    ell(12, -93, 3, 1.5, dk(col, 0.3));
  if (label) s += rect(-17, -58, 34, 22, label, 2) + mark(0, -40, 13);
  return s + gloss(-24, -86, 5, 80, 0.2);
}

/** Corrugated carton (isometric). */
function carton(o = {}) {
  const { col = C.kraft, icon = 'leaf' } = o;
  let s =
    poly(
      [
        [-46, 0],
        [26, 0],
        [26, -58],
        [-46, -58],
      ],
      col,
    ) +
    poly(
      [
        [26, 0],
        [46, -12],
        [46, -70],
        [26, -58],
      ],
      dk(col, 0.22),
    ) +
    poly(
      [
        [-46, -58],
        [26, -58],
        [46, -70],
        [-26, -70],
      ],
      lt(col, 0.25),
    );
  s +=
    poly(
      [
        [-14, -58],
        [-6, -58],
        [14, -70],
        [6, -70],
      ],
      lt(col, 0.5),
    ) + rect(-14, -58, 8, 16, lt(col, 0.5));
  if (icon === 'leaf') s += rect(-34, -36, 28, 22, lt(col, 0.6), 2) + mark(-20, -16, 12);
  if (icon === 'snow') s += rect(-34, -38, 28, 26, C.mist, 2) + snow(-20, -25, 10, C.teal);
  if (icon === 'cap') s += rect(-34, -36, 28, 22, C.cream, 2) + capsule(-20, -25, 18, -30, C.leaf, C.amber);
  return s;
}

/** Woven sack (powders, feed). */
function sack(o = {}) {
  const { col = C.cream, band = C.leaf, icon = true } = o;
  let s =
    path('M-34 0Q-42-40-31-80L-36-92Q0-84 36-92L31-80Q42-40 34 0Q0 6-34 0Z', col) +
    path('M8-86Q20-88 36-92L31-80Q42-40 34 0Q24 3 14 3Q28-40 8-86Z', C.ink, { opacity: 0.1 });
  s += path('M-31-80Q0-74 31-80L30-74Q0-68-30-74Z', dk(col, 0.15));
  s += path('M-38-26Q0-20 38-26L38-18Q0-12-38-18Z', band);
  if (icon) s += ell(0, -48, 14, 12, lt(band, 0.7)) + mark(0, -40, 13);
  return s;
}

/** Wooden pallet, width w. */
function pallet(w = 200, col = C.woodL) {
  let s = rect(-w / 2, -12, w, 5, col, 1) + rect(-w / 2, -2, w, 2, dk(col, 0.2));
  for (let i = 0; i < 3; i++) s += rect(-w / 2 + (i * (w - 16)) / 2, -7, 16, 6, dk(col, 0.25));
  return s;
}

/** Faceted perfume flacon with a gold cap. */
function flacon(o = {}) {
  const { glass = C.rose, cap = C.amber, shape = 0 } = o;
  let s;
  if (shape === 0) {
    s = poly(
      [
        [-36, -8],
        [-26, 0],
        [26, 0],
        [36, -8],
        [36, -54],
        [26, -62],
        [-26, -62],
        [-36, -54],
      ],
      glass,
    );
    s +=
      poly(
        [
          [-24, -12],
          [24, -12],
          [24, -50],
          [-24, -50],
        ],
        lt(glass, 0.25),
      ) +
      poly(
        [
          [24, -12],
          [36, -8],
          [36, -54],
          [24, -50],
        ],
        dk(glass, 0.25),
      ) +
      poly(
        [
          [-24, -50],
          [24, -50],
          [26, -62],
          [-26, -62],
        ],
        lt(glass, 0.45),
      ) +
      poly(
        [
          [-36, -8],
          [-24, -12],
          [-24, -50],
          [-36, -54],
        ],
        dk(glass, 0.1),
      );
  } else if (shape === 1) {
    s =
      path('M0 0C-40 0-44-24-40-40C-36-56-20-62 0-62C20-62 36-56 40-40C44-24 40 0 0 0Z', glass) +
      path('M0-6C-26-6-32-24-30-38C-26-52-14-56 0-56C-8-40-8-20 0-6Z', lt(glass, 0.3)) +
      path('M0 0C40 0 44-24 40-40C36-56 20-62 0-62C14-44 14-16 0 0Z', dk(glass, 0.2), { opacity: 0.7 });
  } else {
    s =
      poly(
        [
          [0, 0],
          [-34, -30],
          [0, -64],
          [34, -30],
        ],
        glass,
      ) +
      poly(
        [
          [0, -8],
          [-24, -30],
          [0, -54],
        ],
        lt(glass, 0.3),
      ) +
      poly(
        [
          [0, 0],
          [34, -30],
          [0, -30],
        ],
        dk(glass, 0.22),
      );
  }
  s += rect(-8, -72, 16, 12, dk(cap, 0.2), 2);
  s +=
    poly(
      [
        [-16, -72],
        [16, -72],
        [12, -98],
        [-12, -98],
      ],
      cap,
    ) +
    poly(
      [
        [4, -72],
        [16, -72],
        [12, -98],
        [4, -98],
      ],
      dk(cap, 0.2),
    ) +
    rect(-10, -96, 5, 22, '#fff', 2.5, 0.3);
  return s + gloss(-28, -50, 4, 30, 0.4);
}

/** Two-tone capsule at (x,y) centre, length len, angle a. */
function capsule(x, y, len, a = 0, c1 = C.leaf, c2 = C.amberL) {
  const w = len * 0.4;
  const inner =
    rect(-len / 2, -w / 2, len / 2 + w * 0.3, w, c1, w / 2) +
    rect(-w * 0.1, -w / 2, len / 2 + w * 0.1, w, c2, w / 2) +
    rect(-w * 0.1, -w / 2, w * 0.5, w, c2) +
    rect(-len / 2 + w * 0.3, -w * 0.32, len - w * 0.6, w * 0.18, '#fff', w * 0.09, 0.45);
  return g({ transform: T(x, y, a) }, inner);
}

/** Blister strip of capsules (flat, seen slightly from above). */
function blister(o = {}) {
  const { c1 = C.leaf, c2 = C.amberL, foil = '#DCE6E3', rows = 2, cols = 4 } = o;
  const W = cols * 30 + 14;
  const H = rows * 40 + 12;
  let s =
    rect(-W / 2 + 4, -H + 4, W, H, C.ink, 8, 0.12) +
    rect(-W / 2, -H, W, H, foil, 8) +
    rect(-W / 2, -H, W, 6, '#fff', 3, 0.5);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const cx = -W / 2 + 22 + c * 30;
      const cy = -H + 26 + r * 40;
      s +=
        rect(cx - 11, cy - 19, 22, 38, '#fff', 11, 0.55) +
        capsule(cx, cy, 32, 90, c1, c2) +
        rect(cx - 8, cy - 16, 5, 26, '#fff', 2.5, 0.4);
    }
  return s;
}

/** Pill bottle (supplements). */
function pillBottle(o = {}) {
  const { col = C.cream, cap = C.leaf, label = C.teal } = o;
  return (
    rect(-28, -70, 56, 70, col, 8) +
    rect(-28, -70, 56, 70, grad(['#fff@0', C.ink + '@.12'], 'h'), 8) +
    rect(-24, -86, 48, 18, cap, 4) +
    rect(-24, -86, 48, 5, lt(cap, 0.25), 2) +
    rect(-28, -52, 56, 32, label, 1) +
    mark(0, -26, 15, C.leafL, C.amberL) +
    gloss(-22, -64, 5, 56, 0.5)
  );
}

/** Cosmetic cream jar. */
function creamJar(o = {}) {
  const { col = C.cream, lid = C.leaf } = o;
  return (
    rect(-44, -40, 88, 40, col, 8) +
    rect(14, -40, 30, 40, C.ink, 8, 0.08) +
    rect(-46, -60, 92, 22, lid, 6) +
    rect(-46, -60, 92, 6, lt(lid, 0.25), 3) +
    rect(-26, -30, 52, 18, lt(lid, 0.65), 3) +
    mark(0, -14, 11)
  );
}

/** Cold cube: translucent ice block with produce inside and frost. */
function iceCube(o = {}) {
  const { inner = '', tint = C.mist } = o;
  let s =
    rect(-40, -80, 80, 80, tint, 14, 0.95) +
    g({ opacity: 0.85 }, inner) +
    rect(-40, -80, 80, 80, grad(['#fff@.65', '#fff@.1', C.teal + '@.18'], 'd'), 14);
  s += path('M-40-66Q-40-80-26-80H26Q40-80 40-66V-60Q20-70 0-62Q-20-54-40-62Z', '#fff', { opacity: 0.7 });
  s +=
    spark(24, -60, 7, '#fff', 0.9) +
    spark(-26, -20, 5, '#fff', 0.8) +
    circ(-22, -64, 2, '#fff') +
    circ(28, -18, 1.8, '#fff');
  return s;
}

/** Shipping container side view, 200 x 84 local. */
function container(o = {}) {
  const { col = C.clay, ribs = 14 } = o;
  let s =
    rect(-100, -84, 200, 84, col, 3) +
    rect(-100, -84, 200, 6, lt(col, 0.2), 2) +
    rect(-100, -8, 200, 8, dk(col, 0.25), 2);
  for (let i = -88; i < 96; i += ribs) s += rect(i, -76, ribs * 0.36, 66, dk(col, 0.18), 2);
  s +=
    rect(60, -76, 2, 66, dk(col, 0.4)) +
    rect(76, -60, 3, 36, lt(col, 0.4), 1.5) +
    rect(86, -60, 3, 36, lt(col, 0.4), 1.5);
  return s;
}

/** Cargo ship with containers, 360 wide local, hull base at 0. */
function ship(o = {}) {
  const { hull = C.ink, cols = [C.clay, C.amber, C.teal, C.leaf, C.cream] } = o;
  let s =
    path('M-180-40H180L160 0H-150Z', hull) +
    rect(-176, -40, 352, 6, C.clay) +
    rect(-170, -28, 340, 2, lt(hull, 0.3), 1, 0.5);
  let k = 0;
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 7 - row; i++) {
      const cx = -140 + i * 40 + row * 8;
      const col = cols[k++ % cols.length];
      s += rect(cx - 18, -64 - row * 26, 36, 24, col) + rect(cx + 6, -64 - row * 26, 12, 24, dk(col, 0.2));
    }
  s +=
    rect(122, -110, 40, 70, C.cream, 3) +
    rect(126, -104, 32, 8, C.teal, 2) +
    rect(126, -88, 32, 8, C.teal, 2) +
    rect(136, -132, 12, 24, C.clay, 2);
  return s;
}

/** Traditional dhow with a lateen sail, 240 wide local. */
function dhow(o = {}) {
  const { hull = C.woodL, sail = C.cream } = o;
  let s =
    path('M-120-40Q-60-30 110-44L130-60Q120-10 80 0H-70Q-110-16-120-40Z', hull) +
    path('M-118-36Q-60-26 114-40L112-34Q-60-20-114-30Z', dk(hull, 0.25));
  s += rect(-6, -190, 6, 150, C.wood, 3);
  s +=
    path('M-90-60L70-200Q46-120-20-60Z', sail) +
    path('M-90-60L70-200Q60-150 20-110Z', C.ink, { opacity: 0.08 });
  return (
    s +
    poly(
      [
        [-98, -56],
        [72, -204],
        [76, -200],
        [-94, -52],
      ],
      C.wood,
    )
  );
}

/** Refrigerated truck, 300 wide local. */
function truck(o = {}) {
  const { body = C.cream, cab = C.teal } = o;
  let s =
    rect(-150, -130, 200, 110, body, 6) + rect(-150, -130, 200, 110, grad(['#fff@0', C.ink + '@.1'], 'v'), 6);
  s += snow(-50, -76, 26, C.teal) + rect(-150, -26, 200, 6, dk(body, 0.2));
  s +=
    path('M58-110H104Q118-110 126-92L142-60Q148-50 148-40V-20H58Z', cab) +
    path('M70-102H102Q110-102 116-90L126-68H70Z', C.mist, { opacity: 0.9 });
  s += rect(58, -40, 90, 8, dk(cab, 0.3));
  for (const wx of [-110, -70, 100]) s += circ(wx, -14, 18, C.ink) + circ(wx, -14, 8, C.mist);
  return s;
}

/** Warehouse building, 300 wide local. */
function warehouse(o = {}) {
  const { wall = C.mist, roof = C.teal } = o;
  let s =
    rect(-150, -150, 300, 150, wall) +
    poly(
      [
        [-164, -150],
        [0, -210],
        [164, -150],
      ],
      roof,
    ) +
    poly(
      [
        [0, -210],
        [164, -150],
        [60, -150],
      ],
      dk(roof, 0.2),
    );
  s += rect(-110, -110, 100, 110, dk(wall, 0.18)) + rect(30, -110, 80, 110, dk(wall, 0.18));
  for (let i = 0; i < 9; i++)
    s +=
      rect(-110, -106 + i * 12, 100, 3, dk(wall, 0.3), 0, 0.5) +
      rect(30, -106 + i * 12, 80, 3, dk(wall, 0.3), 0, 0.5);
  s += circ(0, -170, 12, lt(roof, 0.5));
  return s;
}

/** Open book, 240 wide local. */
function book(o = {}) {
  const { cover = C.teal, page = C.cream } = o;
  let s = path('M-120-10Q-60-24 0-8Q60-24 120-10V6Q60-8 0 8Q-60-8-120 6Z', cover);
  s +=
    path('M-112-12V-110Q-56-128 0-108V-4Q-56-22-112-12Z', page) +
    path('M112-12V-110Q56-128 0-108V-4Q56-22 112-12Z', dk(page, 0.06));
  for (let i = 0; i < 6; i++)
    s +=
      rect(-96, -96 + i * 13 - i * 1, 78 - (i === 5 ? 30 : 0), 4, dk(page, 0.15), 2) +
      rect(18, -96 + i * 13, 78 - (i === 3 ? 26 : 0), 4, dk(page, 0.2), 2);
  return s;
}

/** Envelope, 200 x 130 local. */
function envelope(o = {}) {
  const { col = C.cream, flap = C.mist } = o;
  return (
    rect(-100, -130, 200, 130, col, 8) +
    poly(
      [
        [-100, -4],
        [0, -74],
        [100, -4],
      ],
      dk(col, 0.08),
    ) +
    path('M-100-124Q-100-130-94-130H94Q100-130 100-124L0-52Z', flap) +
    circ(0, -64, 14, C.clay) +
    mark(0, -56, 14, C.cream, C.amberL)
  );
}

/** Folded newspaper, 220 x 150 local. */
function newspaper(o = {}) {
  const { col = C.cream } = o;
  let s =
    poly(
      [
        [-110, -10],
        [100, 0],
        [110, -140],
        [-100, -150],
      ],
      dk(col, 0.12),
    ) +
    poly(
      [
        [-104, -14],
        [96, -6],
        [104, -142],
        [-96, -150],
      ],
      col,
    );
  s +=
    poly(
      [
        [-88, -128],
        [-8, -124],
        [-6, -108],
        [-86, -112],
      ],
      C.teal,
    ) +
    poly(
      [
        [4, -124],
        [88, -120],
        [86, -76],
        [2, -80],
      ],
      C.leafL,
    );
  for (let i = 0; i < 6; i++)
    s += poly(
      [
        [-86, -100 + i * 14],
        [-10, -96 + i * 14],
        [-10, -92 + i * 14],
        [-86, -96 + i * 14],
      ],
      dk(col, 0.2),
    );
  for (let i = 0; i < 4; i++)
    s += poly(
      [
        [2, -68 + i * 14],
        [84, -64 + i * 14],
        [84, -60 + i * 14],
        [2, -64 + i * 14],
      ],
      dk(col, 0.2),
    );
  return s;
}

/** Paper scroll, 200 x 150 local. */
function scroll(o = {}) {
  const { col = C.cream, rod = C.amber } = o;
  let s = rect(-80, -150, 160, 140, col) + rect(40, -150, 40, 140, C.ink, 0, 0.06);
  s +=
    rect(-96, -162, 192, 20, rod, 10) +
    rect(-96, -24, 192, 20, rod, 10) +
    rect(-96, -162, 192, 6, '#fff', 3, 0.3) +
    rect(-96, -24, 192, 6, '#fff', 3, 0.3);
  for (let i = 0; i < 6; i++) s += rect(-58, -128 + i * 15, i === 5 ? 60 : 116, 5, dk(col, 0.18), 2.5);
  return s;
}

/** Erlenmeyer flask with liquid. */
function flask(o = {}) {
  const { fill = C.leafL, glass = C.mist } = o;
  return (
    path('M-14-100H14V-64L44-12Q48 0 36 0H-36Q-48 0-44-12L-14-64Z', glass, { opacity: 0.9 }) +
    path('M-28-36H28L42-12Q44-4 36-4H-36Q-44-4-42-12Z', fill) +
    rect(-18, -106, 36, 8, dk(glass, 0.15), 3) +
    gloss(-8, -92, 4, 30, 0.6) +
    circ(6, -18, 3, '#fff', 0.5) +
    circ(-10, -26, 2, '#fff', 0.5)
  );
}

/** Beaker with graduation marks. */
function beaker(o = {}) {
  const { fill = C.amberL, glass = C.mist } = o;
  let s =
    path('M-34-80H34V-6Q34 0 28 0H-28Q-34 0-34-6Z', glass, { opacity: 0.9 }) +
    path('M-44-84H36V-78H-40Z', dk(glass, 0.15)) +
    rect(-30, -40, 60, 36, fill, 5);
  for (let i = 0; i < 4; i++) s += rect(14, -70 + i * 12, 14, 2.5, dk(glass, 0.3), 1);
  return s + gloss(-28, -72, 4, 62, 0.6);
}

/** Test tube (upright). */
const testTube = (fill = C.clay) =>
  rect(-10, -100, 20, 100, C.mist, 10, 0.95) +
  rect(-10, -46, 20, 46, fill, 10) +
  rect(-13, -104, 26, 8, dk(C.mist, 0.2), 3) +
  gloss(-6, -92, 3, 80, 0.6);

/** Check mark shape (filled). */
const check = (col = C.leaf) => path('M-40-4L-14 22L40-36L30-46L-14 0L-30-14Z', col);

/** Cow silhouette (side view), ~240 wide local, hooves at 0. */
function cow(o = {}) {
  const { col = C.cream, spot = C.ink } = o;
  let s = path(
    'M-96-130C-60-140 40-140 70-128C86-124 96-120 104-132L120-150C132-152 146-144 150-132L152-110C150-100 140-96 130-96C124-80 116-74 104-70L96-24H82L80-66C40-62-20-62-60-66L-64-24H-78L-84-70C-96-76-104-90-104-104C-112-98-118-84-120-70L-126-72C-124-92-116-108-96-130Z',
    col,
  );
  s +=
    path('M-40-136C-20-138 -4-128-8-112C-12-96-34-96-44-108C-50-118-50-130-40-136Z', spot, { opacity: 0.9 }) +
    path('M40-138C56-138 66-126 60-112C52-98 30-104 28-118C26-128 30-136 40-138Z', spot, { opacity: 0.9 });
  s +=
    path('M96-24H82L80-66H96Z', dk(col, 0.15)) +
    path('M-64-24H-78L-84-70H-66Z', dk(col, 0.15)) +
    rect(60, -24, 14, 24, col, 3) +
    rect(-50, -24, 14, 24, col, 3) +
    rect(82, -6, 14, 6, spot) +
    rect(-78, -6, 14, 6, spot) +
    rect(60, -6, 14, 6, spot) +
    rect(-50, -6, 14, 6, spot);
  s +=
    path('M120-150L112-164L126-156Z', lt(col, 0.2)) +
    ell(134, -104, 10, 8, C.roseL) +
    path('M104-138L92-146L100-132Z', dk(col, 0.2)) +
    ell(-4, -70, 16, 8, C.roseL);
  return s;
}

/** Round wrapped silage bale, 120 wide local. */
function bale(o = {}) {
  const { wrap = C.cream } = o;
  return (
    rect(-60, -100, 110, 100, wrap, 10) +
    rect(-60, -100, 110, 100, grad(['#fff@.2', C.ink + '@.12'], 'v'), 10) +
    ell(50, -50, 20, 50, dk(wrap, 0.12)) +
    ell(50, -50, 13, 36, dk(wrap, 0.2)) +
    ell(50, -50, 5, 14, dk(wrap, 0.28)) +
    rect(-40, -100, 10, 100, C.leaf, 0, 0.8) +
    rect(10, -100, 10, 100, C.leaf, 0, 0.8)
  );
}

/** Mineral lick block. */
function mineralBlock(o = {}) {
  const { col = '#E8C9B8' } = o;
  let s =
    poly(
      [
        [-44, 0],
        [24, 0],
        [24, -52],
        [-44, -52],
      ],
      col,
    ) +
    poly(
      [
        [24, 0],
        [44, -14],
        [44, -66],
        [24, -52],
      ],
      dk(col, 0.2),
    ) +
    poly(
      [
        [-44, -52],
        [24, -52],
        [44, -66],
        [-24, -66],
      ],
      lt(col, 0.35),
    );
  s += ell(-2, -59, 9, 3.5, dk(col, 0.25));
  for (let i = 0; i < 7; i++) s += circ(R(-38, 18), R(-46, -6), R(1, 2.2), lt(col, 0.5));
  return s;
}

/** Open cardboard box for a booth, plant pot etc. */
function pot(o = {}) {
  const { col = C.clay } = o;
  return (
    path('M-30-40H30L24 0H-24Z', col) +
    rect(-34, -46, 68, 10, lt(col, 0.15), 3) +
    path('M10-40H30L24 0H8Z', C.ink, { opacity: 0.12 })
  );
}

/** Location pin. */
const pin = (col = C.amber) =>
  path('M0 0C-6-16-36-44-36-70A36 36 0 0 1 36-70C36-44 6-16 0 0Z', col) +
  circ(0, -70, 14, C.cream) +
  mark(0, -62, 14, C.leaf, C.amber);

/* ------------------------------------------------------------------ */
/* Plants (x,y = base on the ground, s = approximate height in px)     */
/* ------------------------------------------------------------------ */
/** Pea-type flower (sesbania, licorice) hanging at angle. */
function peaFlower(x, y, r, ang, col = '#F3CF5E') {
  return (
    leaf(x, y, r * 0.45, r * 0.3, ang + 180, C.leaf) +
    petal(x, y, r * 0.8, r * 0.5, ang + 150, dk(col, 0.15)) +
    petal(x, y, r, r * 0.95, ang, col) +
    petal(x, y, r * 0.55, r * 0.4, ang, C.clay, 0.5) +
    petal(x, y, r * 0.7, r * 0.35, ang + 200, dk(col, 0.28))
  );
}

function sesbania(x, y, s) {
  const k = s / 100;
  const br = curve(x, y, s * 0.95, 8, -s * 0.12);
  let o = stemPath(br, 6 * k, 2.5 * k, C.leafD);
  [
    [0.3, -62, 0.5],
    [0.45, 58, 0.46],
    [0.65, -48, 0.42],
    [0.82, 50, 0.36],
    [1, 4, 0.34],
  ].forEach(([t, a, l], i) => {
    const [px, py] = br.pt(t);
    o += pinnate(px, py, s * l, br.tan(t) + a, {
      pairs: 8,
      ls: s * 0.065,
      lw: s * 0.032,
      spread: 78,
      bend: (a > 0 ? 1 : -1) * s * 0.04,
      col: i % 2 ? C.leaf : C.leafL,
      col2: i % 2 ? C.leafL : C.leaf,
    });
  });
  [
    [0.38, 1],
    [0.58, -1],
    [0.74, 1],
  ].forEach(([t, sd]) => {
    const [px, py] = br.pt(t);
    o +=
      pod(px, py, s * 0.46, 180 + sd * 12, { w: s * 0.022, col: '#A7B56A', seeds: 5, bend: sd * s * 0.03 }) +
      pod(px, py, s * 0.38, 180 - sd * 4, { w: s * 0.02, col: '#8FA258', seeds: 4, bend: -sd * s * 0.02 });
  });
  [
    [0.52, -1],
    [0.9, 1],
    [0.68, 1],
  ].forEach(([t, sd]) => {
    const [px, py] = br.pt(t);
    for (let i = 0; i < 3; i++)
      o += peaFlower(px + sd * (10 + i * 9) * k, py + (4 + i * 7) * k, 11 * k, 150 * sd + i * 10 * sd);
  });
  return o;
}

function crepeCluster(x, y, s, col = '#C274B0') {
  let o = stem(x, y + s * 0.25, s * 0.3, 0, 0, 3, 1, C.leafD);
  const spots = [
    [0, -0.15],
    [-0.16, 0.02],
    [0.16, 0.02],
    [-0.08, 0.14],
    [0.1, 0.16],
    [0, 0.02],
    [-0.2, -0.12],
    [0.2, -0.12],
    [-0.06, -0.3],
    [0.08, -0.28],
    [0, -0.42],
  ];
  spots.forEach(
    ([a, b], i) =>
      (o += crepeFlower(
        x + a * s,
        y + b * s,
        s * (0.1 - Math.abs(b) * 0.04),
        i % 3 ? col : mix(col, C.lav, 0.3),
      )),
  );
  o +=
    circ(x, y - s * 0.5, s * 0.03, lt(col, 0.2)) + circ(x + s * 0.06, y - s * 0.42, s * 0.025, lt(col, 0.2));
  return o;
}

function banaba(x, y, s) {
  const br = curve(x, y, s * 0.9, -6, s * 0.1);
  let o = stemPath(br, s * 0.05, s * 0.02, C.wood);
  [
    [0.25, -55, 0.4],
    [0.35, 55, 0.42],
    [0.55, -60, 0.36],
    [0.62, 62, 0.34],
    [0.8, -50, 0.28],
  ].forEach(([t, a, l], i) => {
    const [px, py] = br.pt(t);
    o += leaf(px, py, s * l, s * l * 0.52, br.tan(t) + a, [C.leaf, C.leafD, C.leafL][i % 3]);
  });
  const [ex, ey] = br.pt(1);
  return o + crepeCluster(ex, ey - s * 0.05, s * 0.55);
}

function licoriceRoots(x, y, s) {
  const k = s / 100;
  let o = '';
  [
    [-40, -8, -12, 1.0],
    [-46, -20, -6, 0.9],
    [-34, -32, -10, 0.95],
    [-42, 4, -4, 0.85],
    [-30, -44, -14, 0.8],
  ].forEach(([dx, dy, a, l], i) => {
    o += stick(x + dx * k, y + dy * k, s * l, s * 0.1, a, {
      bark: i % 2 ? '#9C6A3C' : '#8A5A32',
      face: '#E9C77E',
    });
  });
  o +=
    rect(x + 10 * k, y - 54 * k, 9 * k, 66 * k, C.amber, 3 * k) +
    rect(x + 10 * k, y - 54 * k, 3 * k, 66 * k, C.amberL, 2 * k);
  return o;
}

function licoricePlant(x, y, s) {
  let o = '';
  [
    [-20, 0.95],
    [4, 1],
    [26, 0.85],
  ].forEach(
    ([a, l], i) =>
      (o += pinnate(x, y, s * l, a, {
        pairs: 6,
        ls: s * 0.13,
        lw: s * 0.07,
        spread: 60,
        bend: a * 0.6,
        col: i % 2 ? C.leaf : C.leafL,
        col2: C.leafD,
      })),
  );
  o +=
    spike(x, y, s * 0.9, -6, {
      col: C.lavL,
      col2: mix(C.lavL, C.cream, 0.4),
      whorls: 6,
      z: s * 0.03,
      bend: -10,
    }) + spike(x, y, s * 0.75, 14, { col: C.lavL, col2: mix(C.lavL, C.cream, 0.4), whorls: 5, z: s * 0.028 });
  return o;
}

function tulsi(x, y, s) {
  const stemC = mix(C.leafD, C.lav, 0.35);
  let o = '';
  [
    [-24, 0.82, -0.1],
    [0, 1, 0.05],
    [22, 0.78, 0.1],
  ].forEach(([a, l, b], i) => {
    o += sprig(x, y, s * l * 0.75, a, {
      count: 4,
      ls: s * 0.2,
      lw: s * 0.13,
      spread: 62,
      round: true,
      tip: false,
      cols: i === 1 ? [C.leaf, C.leafL] : [C.leafL, C.leaf],
      stemC,
      sw: s * 0.025,
      bend: b * s,
    });
    const cv = curve(x, y, s * l * 0.75, a, b * s);
    const [ex, ey] = cv.pt(1);
    o += spike(ex, ey, s * l * 0.3, cv.tan(1), {
      col: mix(C.lav, C.leafD, 0.2),
      col2: C.lavL,
      stemC,
      whorls: 6,
      z: s * 0.03,
    });
  });
  return o;
}

/** Cured vanilla bean: long, dark, wrinkled, tapering to both ends. */
function vanillaBean(x, y, len, ang, bend = 4, col = '#4E2E1B') {
  const cv = curve(x, y, len, ang, bend);
  const [mx, my] = cv.pt(0.5);
  const half = (a, b) => stemPath(curve(mx, my, len / 2, cv.tan(0.5) + a, b), len * 0.085, len * 0.014, col);
  return (
    half(0, -bend * 0.4) +
    half(180, -bend * 0.4) +
    stemPath(curve(mx, my, len * 0.42, cv.tan(0.5), 0), len * 0.014, 0.5, lt(col, 0.35), 0.8) +
    stemPath(curve(mx, my, len * 0.42, cv.tan(0.5) + 180, 0), len * 0.014, 0.5, lt(col, 0.35), 0.8) +
    stem(...cv.pt(1), len * 0.06, cv.tan(1) + 30, 2, len * 0.012, 0.5, col)
  );
}

function vanillaPods(x, y, s, ang = 0) {
  let o = '';
  for (let i = 0; i < 3; i++)
    o += vanillaBean(
      -56 + i * 6,
      6 - i * 14,
      118 - i * 6,
      86 + i * 3,
      6 - i * 5,
      ['#4E2E1B', '#5E3A22', '#3F2416'][i],
    );
  return at(x, y, s / 100, o, ang);
}

function vanillaVine(x, y, s) {
  const k = s / 100;
  const cv = curve(x, y, s, 10, -s * 0.2);
  let o = stemPath(cv, 5 * k, 3 * k, C.leaf);
  [0.2, 0.38, 0.56, 0.74].forEach((t, i) => {
    const [px, py] = cv.pt(t);
    o += leaflet(px, py, s * 0.3, s * 0.15, cv.tan(t) + (i % 2 ? 58 : -58), i % 2 ? C.leaf : C.leafD);
  });
  const [fx, fy] = cv.pt(0.62);
  const [ex, ey] = cv.pt(1);
  o += orchid(fx + 26 * k, fy - 6 * k, 20 * k, { rot: 10 }) + orchid(ex, ey, 17 * k, { rot: -20 });
  [0.45, 0.5].forEach((t, i) => {
    const [px, py] = cv.pt(t);
    o += pod(px, py, s * 0.42, 190 - i * 14, { w: s * 0.03, col: i ? '#6E8A3A' : '#8CA14A', bend: s * 0.03 });
  });
  return o;
}

function lavenderBunch(x, y, s, tie = true) {
  let o = '';
  for (let i = 0; i < 7; i++) {
    const a = -30 + i * 10 + R(-3, 3);
    o += lavender(x, y, s * R(0.85, 1), a, { bend: a * 0.4, col: i % 2 ? C.lav : mix(C.lav, C.berry, 0.2) });
  }
  o +=
    blade(x, y, s * 0.4, -36, 8, s * 0.03, C.silver) +
    blade(x, y, s * 0.36, 34, -8, s * 0.03, mix(C.silver, C.leaf, 0.4));
  if (tie)
    o +=
      rect(x - s * 0.05, y - s * 0.18, s * 0.1, s * 0.05, C.amber, 2) +
      petal(x, y - s * 0.16, s * 0.1, s * 0.07, -130, C.amber) +
      petal(x, y - s * 0.16, s * 0.1, s * 0.07, 130, C.amber);
  return o;
}

function sandalLogs(x, y, s) {
  const k = s / 100;
  let o = '';
  [
    [-60, 0, 120],
    [-50, -22, 110],
    [-54, -44, 100],
  ].forEach(([dx, dy, l], i) => {
    o += stick(x + dx * k, y + dy * k, l * k, 24 * k, 0, {
      bark: i % 2 ? '#A67448' : '#B98552',
      face: '#E8C48E',
    });
  });
  for (let i = 0; i < 7; i++)
    o += poly(
      [
        [0, 0],
        [R(8, 14), R(-3, 3)],
        [R(10, 16), R(5, 9)],
        [R(-2, 2), R(6, 9)],
      ].map(([a, b]) => [x + (70 + i * 9) * k + a * k, y + (R(-4, 8) + b - 4) * k]),
      i % 2 ? '#D9A86A' : '#C28E55',
    );
  return o;
}

function sandalSprig(x, y, s, ang = -20) {
  return (
    sprig(x, y, s, ang, { count: 4, ls: s * 0.3, lw: s * 0.14, spread: 58, cols: [C.leafD, C.leaf] }) +
    fruit(...pt(x, y, s * 0.55, ang - 30), s * 0.05, C.berry) +
    fruit(...pt(x, y, s * 0.62, ang - 22), s * 0.045, C.berry)
  );
}

function davana(x, y, s) {
  let o = '';
  [
    [-18, 0.9],
    [0, 1],
    [20, 0.85],
  ].forEach(([a, l], i) => {
    o += sprig(x, y, s * l, a, {
      count: 9,
      ls: s * 0.13,
      lw: s * 0.025,
      spread: 48,
      cols: [C.silver, '#8FAA9C', '#C4D5CB'],
      stemC: '#7E988A',
      sw: s * 0.016,
      bend: a * 0.8,
      shrink: 0.5,
    });
    const cv = curve(x, y, s * l, a, a * 0.8);
    const [ex, ey] = cv.pt(0.97);
    o += circ(ex, ey, s * 0.03, C.amberL) + circ(ex + s * 0.05 * (i - 1), ey + s * 0.06, s * 0.022, C.amber);
  });
  return o;
}

function lemongrass(x, y, s) {
  let o = grassClump(x, y - s * 0.12, s * 0.95, {
    count: 11,
    cols: [C.leafL, C.leaf, '#A8C46A', C.leafD],
    spread: 26,
    w: s * 0.045,
  });
  for (let i = -3; i <= 3; i++)
    o += rect(
      x + i * s * 0.022 - s * 0.018,
      y - s * 0.2,
      s * 0.036,
      s * 0.2,
      i % 2 ? '#E2E6B8' : '#D0D99A',
      s * 0.015,
    );
  return o;
}

function lemongrassCut(x, y, s) {
  const k = s / 100;
  let o = '';
  for (let i = 0; i < 4; i++)
    o += stick(x + (i % 2) * 10 * k, y - i * 12 * k, s * 0.8, 11 * k, -4 + i * 2, {
      bark: i % 2 ? '#C9D68A' : '#B5C76E',
      face: '#EEF0CC',
      ring: false,
    });
  return o;
}

function ashRoot(x, y, s, ang = 100) {
  const cv = curve(x, y, s, ang, s * 0.08);
  let o = '';
  [0.3, 0.5, 0.7].forEach((t, i) => {
    const [px, py] = cv.pt(t);
    o += stem(px, py, s * 0.32 * (1 - t * 0.5), cv.tan(t) + (i % 2 ? 40 : -40), 6, s * 0.05, 0, '#B08A5A');
  });
  o +=
    stemPath(cv, s * 0.2, 2, '#C9A273') +
    stemPath(curve(x, y, s * 0.92, ang, s * 0.075), s * 0.06, 0.5, '#E2C79C', 0.7) +
    stemPath(curve(x + 3, y + 4, s * 0.85, ang + 2, s * 0.07), s * 0.05, 0.5, dk('#C9A273', 0.2), 0.5);
  return o;
}

function ashPlant(x, y, s) {
  let o = '';
  [
    [-22, 0.85],
    [0, 1],
    [24, 0.8],
  ].forEach(([a, l], i) => {
    o += sprig(x, y, s * l, a, {
      count: 3,
      ls: s * 0.28,
      lw: s * 0.17,
      spread: 55,
      round: true,
      cols: [C.leaf, '#6F9A4C'],
      stemC: C.leafD,
      bend: a,
    });
    const cv = curve(x, y, s * l, a, a);
    [0.4, 0.66].forEach((t, j) => {
      const [px, py] = cv.pt(t);
      const sd = (i + j) % 2 ? 1 : -1;
      o +=
        petal(px + sd * s * 0.05, py + s * 0.02, s * 0.1, s * 0.08, 180 + sd * 20, '#D8C48C') +
        fruit(px + sd * s * 0.05, py + s * 0.08, s * 0.04, '#D9531E');
    });
  });
  return o;
}

function moringaBranch(x, y, s, ang = 0) {
  const cv = curve(x, y, s, ang, s * 0.12);
  let o = stemPath(cv, s * 0.025, s * 0.01, C.leafD);
  [0.25, 0.45, 0.65, 0.85].forEach((t, i) => {
    const [px, py] = cv.pt(t);
    const sd = i % 2 ? 1 : -1;
    o += pinnate(px, py, s * 0.32, cv.tan(t) + sd * 55, {
      pairs: 5,
      ls: s * 0.06,
      lw: s * 0.045,
      spread: 65,
      col: C.leafL,
      col2: C.leaf,
      bend: sd * 6,
    });
  });
  const [ex, ey] = cv.pt(1);
  return (
    o +
    pinnate(ex, ey, s * 0.3, cv.tan(1), {
      pairs: 5,
      ls: s * 0.06,
      lw: s * 0.045,
      spread: 65,
      col: C.leaf,
      col2: C.leafL,
    })
  );
}

function moringa(x, y, s) {
  let o = moringaBranch(x - s * 0.05, y, s * 0.95, -18) + moringaBranch(x + s * 0.05, y, s * 0.85, 22);
  const [px, py] = pt(x, y, s * 0.45, -6);
  o +=
    pod(px, py, s * 0.55, 175, { w: s * 0.03, col: '#7E9F48', seeds: 0, bend: s * 0.04 }) +
    pod(px, py, s * 0.5, 165, { w: s * 0.028, col: '#6B8B3C', bend: -s * 0.03 });
  return o;
}

function corianderSeeds(x, y, s, count = 12) {
  let o = '';
  for (let i = 0; i < count; i++) {
    const rr = s * 0.05;
    o += fruit(x + R(-s * 0.35, s * 0.35), y + R(-s * 0.12, s * 0.12), rr, i % 2 ? '#C9A46A' : '#B48E55', {
      hl: true,
    });
  }
  return o;
}

function gingerCitrus(x, y, s) {
  const k = s / 100;
  return (
    rhizome(x - 10 * k, y, s * 0.9, { skin: '#D2A66C', flesh: '#F2DB98' }) +
    citrusSlice(x + 80 * k, y - 10 * k, 34 * k, C.amber) +
    citrus(x + 40 * k, y - 40 * k, 32 * k, C.amberL) +
    leaf(x - 40 * k, y - 20 * k, 60 * k, 26 * k, -60, C.leaf)
  );
}

function cinnamonCardamom(x, y, s) {
  const k = s / 100;
  let o =
    cinnamon(x - 60 * k, y - 6 * k, 110 * k, -8) +
    cinnamon(x - 50 * k, y - 24 * k, 100 * k, -14, '#8A4A28') +
    cinnamon(x - 66 * k, y + 10 * k, 100 * k, -2, '#A45E34');
  for (let i = 0; i < 5; i++)
    o += cardamom(x + (40 + i * 18) * k, y + (10 - (i % 2) * 14) * k, 34 * k, 70 + i * 24);
  return (
    o +
    leaf(x - 80 * k, y - 10 * k, 70 * k, 28 * k, -50, C.leaf) +
    leaf(x - 80 * k, y - 10 * k, 56 * k, 24 * k, -100, C.leafD)
  );
}

/** Climbing pepper vine: heart-shaped leaves with hanging berry spikes. */
function pepperVine(x, y, s) {
  const cv = curve(x, y, s, 8, -s * 0.1);
  let o = stemPath(cv, s * 0.025, s * 0.012, C.leafD);
  [0.15, 0.32, 0.5, 0.68, 0.86].forEach((t, i) => {
    const [px, py] = cv.pt(t);
    const sd = i % 2 ? 1 : -1;
    o += leaflet(px, py, s * 0.26, s * 0.2, cv.tan(t) + sd * 62, i % 2 ? C.leaf : C.leafD);
    if (i > 0)
      o += pepperSpike(px + sd * s * 0.02, py + s * 0.02, s * 0.2, 180 - sd * 20, i % 2 ? C.leafL : C.leaf);
  });
  const [ex, ey] = cv.pt(1);
  return o + leaflet(ex, ey, s * 0.2, s * 0.15, cv.tan(1), C.leafL);
}

function paprikaPepper(x, y, s) {
  const k = s / 100;
  let o =
    pepperSpike(x - 40 * k, y - 120 * k, 80 * k, 170) +
    leaf(x - 40 * k, y - 120 * k, 80 * k, 40 * k, -70, C.leaf) +
    leaf(x - 40 * k, y - 120 * k, 70 * k, 34 * k, 60, C.leafD);
  o += paprika(x + 20 * k, y, 90 * k) + chilli(x + 70 * k, y + 4 * k, 70 * k, 60);
  for (let i = 0; i < 9; i++)
    o += fruit(x - 60 * k + R(-20, 20) * k, y + R(-4, 6) * k, 5 * k, '#2E2A24', { hl: false });
  return o;
}

function spices(x, y, s) {
  const k = s / 100;
  return (
    leaf(x + 40 * k, y - 20 * k, 70 * k, 26 * k, 30, C.leaf) +
    leaf(x + 40 * k, y - 20 * k, 56 * k, 22 * k, 75, C.leafD) +
    chilli(x - 70 * k, y - 30 * k, 90 * k, 60) +
    chilli(x - 64 * k, y - 6 * k, 84 * k, 78, dk(C.chili, 0.1)) +
    rhizome(x + 20 * k, y + 6 * k, 70 * k) +
    corianderSeeds(x - 20 * k, y + 34 * k, 70 * k, 10)
  );
}

function frozenMix(x, y, s) {
  const k = s / 100;
  return (
    mango(x - 70 * k, y, 90 * k, -10) +
    okra(x + 40 * k, y - 10 * k, 80 * k, 20) +
    peaPod(x - 10 * k, y + 16 * k, 80 * k, -8) +
    strawberry(x + 70 * k, y - 20 * k, 36 * k, 10) +
    blueberry(x + 20 * k, y - 8 * k, 8 * k) +
    blueberry(x + 34 * k, y - 2 * k, 7 * k)
  );
}

function roseOud(x, y, s) {
  const k = s / 100;
  let o = '';
  for (let i = 0; i < 5; i++)
    o += oudChip(x + (34 + (i % 3) * 30) * k, y + (i > 2 ? 14 : -4) * k, 44 * k, R(-30, 30));
  o +=
    roseStem(x - 60 * k, y + 10 * k, 130 * k, 10) +
    rose(x - 20 * k, y - 10 * k, 30 * k) +
    petal(x + 60 * k, y + 20 * k, 20 * k, 16 * k, 110, C.roseL);
  return o;
}

/** Splinter of dark agarwood (oud) with grain. */
function oudChip(x, y, len, ang) {
  const inner =
    poly(
      [
        [-50, 4],
        [-30, -12],
        [40, -10],
        [52, 2],
        [30, 12],
        [-36, 12],
      ],
      '#4A2A1A',
    ) +
    poly(
      [
        [-30, -12],
        [40, -10],
        [52, 2],
        [-10, -2],
      ],
      '#6B4128',
    ) +
    rect(-30, 4, 50, 2.5, '#8A5A36', 1.2, 0.8) +
    rect(-16, -6, 40, 2, '#8A5A36', 1, 0.6);
  return at(x, y, len / 100, inner, ang);
}

function herbsMix(x, y, s) {
  return (
    sprig(x, y, s, -14, { count: 4, ls: s * 0.3, lw: s * 0.16, round: true }) +
    sprig(x, y, s * 0.8, 18, { count: 4, ls: s * 0.26, lw: s * 0.1, cols: [C.leafD, C.leaf] }) +
    flower(...pt(x, y, s * 0.78, 20), s * 0.1, { col: C.cream, center: C.amber })
  );
}

/* ------------------------------------------------------------------ */
/* Scene building blocks                                               */
/* ------------------------------------------------------------------ */
/** Light card background: cream-to-tint gradient with organic blobs. */
function lightBg(t1 = C.mist, t2 = lt(t1, -0.2)) {
  const { w, h } = cur;
  return (
    rect(0, 0, w, h, grad([C.cream, t1], 'v')) +
    blob(w * 0.52, h * 0.5, w * 0.36, h * 0.38, t2, { k: 8 }) +
    blob(w * 0.86, h * 0.16, w * 0.1, h * 0.1, t2, { opacity: 0.7 }) +
    blob(w * 0.1, h * 0.84, w * 0.09, h * 0.09, t2, { opacity: 0.6 })
  );
}

/** Dark teal background for banners / hero. */
function darkBg(o = {}) {
  const { w, h } = cur;
  const { glow = C.leaf, gx = 0.75, gy = 0.4 } = o;
  return (
    rect(0, 0, w, h, grad([C.ink, C.teal], 'd')) +
    blob(w * gx, h * gy, w * 0.3, h * 0.55, glow, { opacity: 0.18, k: 8 }) +
    blob(w * 0.08, h * 0.1, w * 0.12, h * 0.3, C.teal, { opacity: 0.5 })
  );
}

/** Floor for product scenes. */
const floor = (y, col) => ell(cur.w / 2, y + 40, cur.w * 0.46, 70, col, 0.55);

/** Export packing arrangement behind a product (for the -b pictures). */
function packing(kind, x, y, s = 1, dcol) {
  const P2 = (px, py, sc, inner, flip) => at(x + px * s, y + py * s, sc * s, inner, 0, flip);
  let o = P2(0, 0, 1.8, pallet(220));
  const k = kind;
  if (k === 'extract' || k === 'resin' || k === 'oil') {
    const col = dcol || (k === 'oil' ? '#7FA7A2' : k === 'resin' ? C.clay : C.teal);
    o +=
      P2(-130, -22, 1.7, drum({ col })) +
      P2(0, -22, 1.7, drum({ col: dk(col, 0.1) })) +
      P2(130, -22, 1.7, drum({ col }));
    o += P2(260, 0, 1.2, carton()) + P2(260, -84, 1.2, carton());
  } else if (k === 'powder') {
    o +=
      P2(-120, -22, 1.6, sack({ band: C.leaf })) +
      P2(0, -22, 1.6, sack({ band: C.amber })) +
      P2(120, -22, 1.6, sack({ band: C.leaf })) +
      P2(-60, -150, 1.6, sack({ band: C.clay })) +
      P2(60, -150, 1.6, sack({ band: C.leaf }));
    o += P2(250, 0, 1.2, carton());
  } else if (k === 'frozen') {
    o +=
      P2(-110, -22, 1.3, carton({ icon: 'snow', col: C.cream })) +
      P2(0, -22, 1.3, carton({ icon: 'snow', col: C.cream })) +
      P2(110, -22, 1.3, carton({ icon: 'snow', col: C.cream })) +
      P2(-56, -112, 1.3, carton({ icon: 'snow', col: C.cream })) +
      P2(54, -112, 1.3, carton({ icon: 'snow', col: C.cream })) +
      P2(0, -204, 1.3, carton({ icon: 'snow', col: C.cream }));
  } else if (k === 'perfume') {
    o +=
      P2(-100, -22, 1.4, carton({ col: C.teal })) +
      P2(10, -22, 1.4, carton({ col: dk(C.rose, 0.1) })) +
      P2(120, -22, 1.4, carton({ col: C.teal })) +
      P2(-40, -120, 1.4, carton({ col: C.kraft })) +
      P2(70, -120, 1.4, carton({ col: C.kraft }));
  } else if (k === 'capsule') {
    o +=
      P2(-100, -22, 1.4, carton({ icon: 'cap' })) +
      P2(10, -22, 1.4, carton({ icon: 'cap' })) +
      P2(120, -22, 1.4, carton({ icon: 'cap' })) +
      P2(-40, -120, 1.4, carton({ icon: 'cap' })) +
      P2(70, -120, 1.4, carton({ icon: 'cap' }));
  }
  return o;
}

/* ------------------------------------------------------------------ */
/* Products                                                            */
/* ------------------------------------------------------------------ */
const jarOf =
  (fill, lid = C.teal) =>
  (x, y, h) =>
    shadow(x, y, h * 0.42) + at(x, y, h / 100, jar({ fill, lid }));
const bottleOf =
  (glass = C.clay, cap = C.ink, dropper = false) =>
  (x, y, h) =>
    shadow(x, y, h * 0.3) +
    at(x, y, h / 100, bottle({ glass, cap, dropper })) +
    drop(x + h * 0.32, y - h * 0.05, h * 0.16, C.amber);
const bowlOf =
  (powder, bowlC = C.cream) =>
  (x, y, h) =>
    shadow(x, y, h * 0.6) + at(x, y, h / 100, bowl({ powder, bowlC }));
const resinOf = (fill) => (x, y, h) => shadow(x, y, h * 0.45) + at(x, y, h / 100, resinJar({ fill }));

const PRODUCTS = [
  {
    id: 1,
    mini: () =>
      pinnate(250, 560, 330, -8, { pairs: 8, ls: 26, lw: 13, spread: 78 }) +
      pod(250, 420, 200, 170, { w: 9, col: '#A7B56A', seeds: 4 }) +
      peaFlower(270, 360, 30, 150) +
      peaFlower(240, 380, 28, -150),
    tint: '#EDF2DC',
    pack: 'extract',
    plant: () => sesbania(250, 570, 400),
    close: () => sesbania(390, 660, 540),
    form: jarOf('#A38B3A'),
  },
  {
    id: 2,
    drum: C.leafD,
    tint: '#F1E6EF',
    pack: 'extract',
    plant: () => banaba(250, 560, 430),
    close: () => banaba(380, 680, 640),
    form: jarOf('#6E8A3A', C.berry),
  },
  {
    id: 3,
    drum: C.clay,
    tint: '#F4E8D6',
    pack: 'extract',
    plant: () => licoricePlant(200, 420, 300) + licoriceRoots(260, 520, 200),
    close: () => licoricePlant(300, 380, 320) + licoriceRoots(330, 520, 320),
    form: jarOf('#8A5A32', C.clay),
  },
  {
    id: 4,
    drum: C.ink,
    tint: '#E4EFDC',
    pack: 'extract',
    plant: () => tulsi(260, 540, 400),
    close: () => tulsi(400, 600, 560),
    form: bottleOf(C.leafD, C.ink, true),
  },
  {
    id: 5,
    drum: C.wood,
    tint: '#F6EBD3',
    pack: 'oil',
    plant: () => vanillaVine(200, 540, 420) + vanillaPods(330, 520, 220, -8),
    close: () => vanillaVine(300, 600, 560) + vanillaPods(460, 540, 300, -12),
    form: bottleOf(C.clay, C.ink),
  },
  {
    id: 6,
    drum: '#8A7FB0',
    tint: '#ECE8F3',
    pack: 'oil',
    plant: () => lavenderBunch(260, 540, 420),
    close: () => lavenderBunch(400, 620, 580, false),
    form: bottleOf(C.clay, C.teal, true),
  },
  {
    id: 7,
    drum: '#A67448',
    tint: '#F3E6D6',
    pack: 'oil',
    plant: () => sandalSprig(160, 360, 200, 30) + sandalLogs(270, 520, 190),
    close: () => sandalSprig(220, 260, 230, 40) + sandalLogs(380, 520, 300),
    form: bottleOf(C.clay, C.wood),
  },
  {
    id: 8,
    drum: '#7FA7A2',
    tint: '#E3EEEA',
    pack: 'oil',
    plant: () => davana(260, 540, 420),
    close: () => davana(400, 620, 580),
    form: bottleOf(C.clay, C.teal),
  },
  {
    id: 9,
    drum: C.leaf,
    tint: '#EBF1D8',
    pack: 'oil',
    plant: () => lemongrass(240, 560, 440) + lemongrassCut(300, 540, 160),
    close: () => lemongrass(400, 640, 620),
    form: bottleOf(C.clay, C.leafD, true),
  },
  {
    id: 10,
    tint: '#F4E7D6',
    pack: 'powder',
    plant: () => ashPlant(230, 440, 300) + ashRoot(200, 500, 220, 100),
    close: () => ashPlant(380, 420, 360) + ashRoot(300, 520, 340, 100),
    form: bowlOf('#C9A273'),
  },
  {
    id: 11,
    mini: () => moringaBranch(250, 560, 420, 0),
    tint: '#E6F0DA',
    pack: 'powder',
    plant: () => moringa(260, 560, 440),
    close: () => moringa(400, 640, 620),
    form: bowlOf('#7E9F48'),
  },
  {
    id: 12,
    tint: '#F6E4D6',
    pack: 'powder',
    plant: () => spices(260, 380, 190),
    close: () => spices(390, 330, 320),
    form: (x, y, h) =>
      shadow(x, y, h * 0.9) +
      at(x - h * 0.38, y, h / 150, heap({ powder: C.chili })) +
      at(x + h * 0.38, y, h / 150, heap({ powder: C.amber })) +
      at(x, y + 10, h / 110, heap({ powder: '#B48E55' })),
  },
  {
    id: 13,
    drum: C.amber,
    tint: '#F6EBD3',
    pack: 'resin',
    plant: () => gingerCitrus(210, 480, 220),
    close: () => gingerCitrus(350, 420, 330),
    form: resinOf(C.amber),
  },
  {
    id: 14,
    drum: '#9A5530',
    tint: '#F3E3D3',
    pack: 'resin',
    plant: () => cinnamonCardamom(240, 470, 210),
    close: () => cinnamonCardamom(400, 380, 320),
    form: resinOf('#9A5530'),
  },
  {
    id: 15,
    drum: C.chili,
    tint: '#F5DDD3',
    pack: 'resin',
    plant: () => paprikaPepper(230, 500, 210),
    close: () => paprikaPepper(390, 470, 320),
    form: resinOf(C.chili),
  },
  {
    id: 16,
    tint: '#E3F0EE',
    pack: 'frozen',
    plant: () => frozenMix(240, 520, 180),
    close: () => frozenMix(400, 420, 300),
    form: (x, y, h) =>
      shadow(x, y, h * 0.7) +
      at(
        x - h * 0.32,
        y,
        h / 120,
        iceCube({
          inner: ell(0, -40, 22, 18, C.leafL) + circ(-10, -44, 10, C.leafL) + circ(10, -34, 10, C.leaf),
        }),
      ) +
      at(x + h * 0.34, y, h / 120, iceCube({ inner: rect(-20, -58, 40, 36, C.amber, 8) })) +
      at(x, y - h * 0.6, h / 130, iceCube({ inner: circ(0, -40, 16, C.berry) + circ(-8, -30, 8, C.chili) })),
  },
  {
    id: 17,
    tint: '#F4E1E4',
    pack: 'perfume',
    plant: () => roseOud(240, 520, 170),
    close: () =>
      rose(300, 290, 130) +
      rose(520, 360, 90, C.roseL) +
      roseStem(560, 560, 300, -30) +
      roseOud(380, 560, 200),
    form: (x, y, h) => shadow(x, y, h * 0.4) + at(x, y, h / 100, flacon({ glass: C.rose })),
  },
  {
    id: 18,
    tint: '#E4EFDC',
    pack: 'capsule',
    plant: () => herbsMix(240, 540, 360),
    close: () => herbsMix(400, 620, 520),
    form: (x, y, h) =>
      shadow(x, y, h * 0.6) +
      at(x, y, h / 100, blister()) +
      capsule(x - h * 0.6, y - h * 0.08, h * 0.3, -20, C.leaf, C.cream) +
      capsule(x - h * 0.35, y + h * 0.02, h * 0.3, 15, C.amber, C.cream),
  },
];

function productMain(p) {
  return lightBg(p.tint) + floor(520, lt(p.tint, -0.35)) + p.plant() + p.form(560, 530, 230);
}
function productClose(p) {
  const { w, h } = cur;
  return (
    rect(0, 0, w, h, grad([lt(p.tint, -0.3), C.cream], 'd')) +
    blob(w * 0.5, h * 0.52, w * 0.4, h * 0.42, lt(p.tint, -0.1), { k: 9 }) +
    circ(w * 0.84, h * 0.18, 40, C.cream, 0.6) +
    p.close()
  );
}
function productPack(p) {
  const { w, h } = cur;
  return (
    rect(0, 0, w, h, grad([C.mist, C.cream], 'v')) +
    blob(w * 0.6, h * 0.4, w * 0.36, h * 0.32, lt(p.tint, -0.2)) +
    rect(0, 470, w, 130, lt(p.tint, -0.15)) +
    rect(0, 470, w, 6, C.ink, 0, 0.06) +
    packing(p.pack, 470, 500, 1, p.drum) +
    g(
      { transform: `translate(730 606) scale(.38) translate(${p.px || -250} ${p.py || -560})` },
      p.mini ? p.mini() : p.plant(),
    ) +
    p.form(160, 565, 200)
  );
}

/* ------------------------------------------------------------------ */
/* More building blocks for scenes                                    */
/* ------------------------------------------------------------------ */
/** Filled ribbon along a smooth centre line (creek, roads, scent waves, paths). */
function ribbon(pts, w0, w1 = w0, fill, opacity) {
  const k = pts.length;
  const L = [];
  const Rt = [];
  for (let i = 0; i < k; i++) {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(k - 1, i + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    const w = (w0 + ((w1 - w0) * i) / (k - 1)) / 2;
    L.push([pts[i][0] + nx * w, pts[i][1] + ny * w]);
    Rt.unshift([pts[i][0] - nx * w, pts[i][1] - ny * w]);
  }
  return path(smooth(L, false) + 'L' + smooth(Rt, false).slice(1) + 'Z', fill, { opacity });
}

/** Sine-like wave points. */
const wavePts = (x, y, len, amp, waves = 2, steps = 8) =>
  Array.from({ length: steps + 1 }, (_, i) => [
    x + (len * i) / steps,
    y + Math.sin((i / steps) * waves * Math.PI * 2) * amp,
  ]);

/** Palm tree. */
function palm(x, y, s, lean = 6) {
  const cv = curve(x, y, s, lean, -s * 0.08);
  let o = stemPath(cv, s * 0.07, s * 0.04, C.woodL);
  for (let i = 3; i < 8; i += 4) {
    const [px, py] = cv.pt(i / 8);
    o += ell(
      px,
      py,
      s * 0.04,
      s * 0.012,
      dk(C.woodL, 0.25),
      0.6,
      `rotate(${Math.round(cv.tan(i / 8))} ${P(px, py)})`,
    );
  }
  const [tx, ty] = cv.pt(1);
  [-110, -70, -35, 0, 35, 70, 110, -150, 150].forEach(
    (a, i) =>
      (o += blade(
        tx,
        ty,
        s * (i > 6 ? 0.38 : 0.5),
        a,
        a > 0 ? -s * 0.12 : s * 0.12,
        s * 0.07,
        [C.leaf, C.leafD, C.leafL][i % 3],
      )),
  );
  return (
    o +
    circ(tx - s * 0.03, ty + s * 0.05, s * 0.025, C.amber) +
    circ(tx + s * 0.02, ty + s * 0.06, s * 0.025, C.clay)
  );
}

/** Citrus tree with fruit. */
function citrusTree(x, y, s) {
  let o =
    stem(x, y, s * 0.45, 0, s * 0.03, s * 0.07, s * 0.04, C.wood) +
    stem(x, y - s * 0.3, s * 0.25, -35, 0, s * 0.035, s * 0.02, C.wood) +
    stem(x, y - s * 0.32, s * 0.22, 38, 0, s * 0.03, s * 0.015, C.wood);
  o +=
    blob(x, y - s * 0.68, s * 0.42, s * 0.3, C.leafD, { k: 9, j: 0.12 }) +
    blob(x - s * 0.12, y - s * 0.72, s * 0.28, s * 0.22, C.leaf, { k: 8 }) +
    blob(x + s * 0.16, y - s * 0.62, s * 0.22, s * 0.18, C.leafL, { k: 7, opacity: 0.9 });
  [
    [-0.25, -0.6],
    [0.05, -0.8],
    [0.22, -0.7],
    [-0.05, -0.55],
    [0.3, -0.52],
    [-0.3, -0.78],
    [0.12, -0.5],
  ].forEach(
    ([a, b], i) =>
      (o +=
        circ(x + a * s, y + b * s, s * 0.045, i % 3 ? C.amber : C.amberL) +
        circ(x + (a - 0.015) * s, y + (b - 0.015) * s, s * 0.012, C.cream, 0.7)),
  );
  return o;
}

/** Seedling with two leaves. */
const sprout = (x, y, s, col = C.leafL) =>
  stem(x, y, s, 0, s * 0.1, s * 0.06, s * 0.04, C.leaf) +
  leaf(x + s * 0.02, y - s * 0.95, s * 0.55, s * 0.3, -58, col) +
  leaf(x + s * 0.02, y - s * 0.95, s * 0.5, s * 0.28, 55, C.leaf);

/** Text (only for logos and badges). */
const txt = (x, y, str, o = {}) => {
  const {
    size = 16,
    fill = C.ink,
    weight = 700,
    family = 'DM Sans, Arial, Helvetica, sans-serif',
    ls,
    len,
    anchor = 'middle',
  } = o;
  return `<text${attrs({ x, y, fill, 'font-family': family, 'font-size': size, 'font-weight': weight, 'letter-spacing': ls, 'text-anchor': anchor, textLength: len, lengthAdjust: len ? 'spacingAndGlyphs' : undefined })}>${str}</text>`;
};

/** Brand mark: droplet holding a leaf, with a saffron leaf. 64-unit frame centred at 0,0. */
function brandMark(main = C.leaf, acc = C.amber, inner = C.cream) {
  return (
    path('M0-28C8-16 20-6 20 8A20 20 0 0 1-20 8C-20-6-8-16 0-28Z', main) +
    leaf(-2, 22, 30, 14, 28, inner) +
    leaf(6, -22, 16, 9, 40, acc)
  );
}

/** Faceless flat avatar (400x400). */
function avatar(o) {
  const { skin, bg, cloth, style, hair = '#2B1D14', wrap = C.teal } = o;
  cur.def('cp', () => '<clipPath id="cp"><circle cx="200" cy="200" r="196"/></clipPath>');
  let p = blob(200, 170, 150, 140, lt(bg, -0.25), { opacity: 0.6 }) + circ(320, 90, 22, C.amberL, 0.6);
  if (style === 'long')
    p += path('M128 190C116 110 150 84 200 84C250 84 284 110 272 190L286 310C250 330 150 330 114 310Z', hair);
  if (style === 'hijab')
    p += path(
      'M200 80C136 80 110 128 112 192C114 250 124 296 84 340H316C276 296 286 250 288 192C290 128 264 80 200 80Z',
      wrap,
    );
  if (style === 'ghutra')
    p +=
      path(
        'M200 92C144 92 122 130 124 196C126 250 118 300 70 350H330C282 300 274 250 276 196C278 130 256 92 200 92Z',
        C.white,
      ) +
      path(
        'M200 92C256 92 278 130 276 196C274 250 282 300 330 350H260C268 290 262 230 258 190C256 140 240 110 200 92Z',
        C.ink,
        { opacity: 0.06 },
      );
  p += path('M172 226H228V300Q200 318 172 300Z', dk(skin, 0.14));
  p +=
    path('M30 420C30 330 100 290 200 290C300 290 370 330 370 420Z', cloth) +
    path('M200 290C300 290 370 330 370 420H290C300 360 270 310 200 290Z', C.ink, { opacity: 0.08 });
  if (style === 'suit' || style === 'short' || style === 'beard')
    p +=
      poly(
        [
          [166, 290],
          [200, 352],
          [234, 290],
        ],
        C.cream,
      ) +
      poly(
        [
          [166, 290],
          [186, 300],
          [200, 352],
          [150, 310],
        ],
        dk(cloth, 0.2),
      ) +
      poly(
        [
          [234, 290],
          [214, 300],
          [200, 352],
          [250, 310],
        ],
        dk(cloth, 0.2),
      );
  if (style === 'suit')
    p += poly(
      [
        [194, 300],
        [206, 300],
        [210, 346],
        [200, 356],
        [190, 346],
      ],
      C.clay,
    );
  if (style === 'hijab')
    p +=
      path('M150 226C170 262 230 262 250 226C262 262 270 300 300 330H100C130 300 138 262 150 226Z', wrap) +
      path('M250 226C262 262 270 300 300 330H250C262 300 258 262 250 226Z', C.ink, { opacity: 0.12 });
  if (style !== 'hijab' && style !== 'ghutra') p += ell(142, 192, 9, 15, skin) + ell(258, 192, 9, 15, skin);
  const face =
    style === 'hijab'
      ? ell(200, 186, 46, 58, skin)
      : style === 'ghutra'
        ? ell(200, 192, 50, 64, skin)
        : ell(200, 184, 58, 72, skin);
  p += face + (style === 'hijab' ? '' : ell(222, 196, 26, 46, C.ink, 0.05));
  if (style === 'short' || style === 'suit' || style === 'beard')
    p +=
      path(
        'M140 178C132 118 162 100 200 100C242 100 270 118 262 178C258 152 244 136 204 134C170 134 148 146 140 178Z',
        hair,
      ) + path('M140 178C136 150 148 126 170 114C156 132 150 150 146 176Z', lt(hair, 0.15));
  if (style === 'beard')
    p += path(
      'M144 198C146 250 174 262 200 262C226 262 254 250 256 198C250 226 230 236 200 236C170 236 150 226 144 198Z',
      hair,
    );
  if (style === 'long')
    p += path(
      'M140 170C140 120 166 104 204 104C242 104 264 126 260 176C240 150 200 136 160 140C150 150 144 160 140 170Z',
      hair,
    );
  if (style === 'hijab')
    p += path(
      'M154 170C156 128 176 112 200 112C226 112 246 128 246 170C232 150 216 142 200 142C184 142 168 150 154 170Z',
      lt(wrap, 0.2),
    );
  if (style === 'ghutra') {
    p += path(
      'M150 190C150 130 170 112 200 112C230 112 250 130 250 190C244 160 226 146 200 146C174 146 156 160 150 190Z',
      C.white,
    );
    p +=
      path('M128 138Q200 104 272 138L270 152Q200 120 130 152Z', '#1F2626') +
      path('M132 126Q200 94 268 126L266 136Q200 106 134 136Z', '#2E3838');
    p +=
      path('M150 300C136 340 132 380 134 420H160C160 380 160 340 168 300Z', C.white) +
      path('M250 300C264 340 268 380 266 420H240C240 380 240 340 232 300Z', '#F1EEE8');
  }
  return circ(200, 200, 196, bg) + g({ 'clip-path': 'url(#cp)' }, p);
}

/** Certification seal (240x160): round or shield, with a ribbon carrying the text. */
function seal(main, small, o = {}) {
  const { c1 = C.teal, c2 = C.ink, acc = C.amber, shape = 'round', fs = 20, len } = o;
  let s = '';
  if (shape === 'round') {
    const pts = [];
    for (let i = 0; i < 40; i++) pts.push(pt(120, 80, i % 2 ? 72 : 66, i * 9));
    s += poly(pts, acc) + circ(120, 80, 60, c2) + circ(120, 80, 54, c1) + circ(120, 80, 50, c2);
  } else {
    s +=
      path('M120 4L186 20V70C186 110 156 140 120 156C84 140 54 110 54 70V20Z', acc) +
      path('M120 13L177 27V70C177 104 152 130 120 145C88 130 63 104 63 70V27Z', c2) +
      path('M120 19L171 31V70C171 100 149 123 120 137C91 123 69 100 69 70V31Z', c1) +
      path('M120 23L167 34V70C167 98 146 119 120 132C94 119 73 98 73 70V34Z', c2);
  }
  for (let i = 0; i < 5; i++)
    s +=
      leaf(...pt(120, 80, 40, 205 + i * 16), 13, 6, 205 + i * 16 + 80, C.leafL) +
      leaf(...pt(120, 80, 40, 155 - i * 16), 13, 6, 155 - i * 16 - 80, C.leafL);
  s += txt(120, 57, small, { size: 9, fill: C.cream, ls: 1.6 });
  s +=
    poly(
      [
        [8, 72],
        [40, 72],
        [40, 102],
        [8, 102],
        [18, 87],
      ],
      dk(acc, 0.35),
    ) +
    poly(
      [
        [232, 72],
        [200, 72],
        [200, 102],
        [232, 102],
        [222, 87],
      ],
      dk(acc, 0.35),
    );
  s +=
    poly(
      [
        [34, 66],
        [206, 66],
        [206, 98],
        [34, 98],
      ],
      acc,
    ) + rect(34, 66, 172, 5, '#fff', 0, 0.25);
  s += txt(120, 89, main, { size: fs, fill: c2, len });
  s += spark(104, 116, 5, C.amberL) + spark(120, 120, 6, C.amberL) + spark(136, 116, 5, C.amberL);
  return s;
}

/* ------------------------------------------------------------------ */
/* Catalogue pictures                                                  */
/* ------------------------------------------------------------------ */
const hf = (x, y, h, inner, sh = 0.4) => shadow(x, y, h * sh) + at(x, y, h / 100, inner);

const CATEGORIES = {
  'herbal-extracts': () =>
    lightBg('#E4EFDC') +
    floor(520, '#D6E6C8') +
    moringaBranch(150, 560, 360, -12) +
    tulsi(650, 545, 300) +
    hf(330, 540, 210, jar({ fill: C.leaf })) +
    hf(485, 545, 170, bottle({ glass: C.leafD, dropper: true }), 0.3) +
    licoriceRoots(580, 575, 90) +
    drop(560, 470, 30, C.amber),
  'fragrance-oils': () =>
    lightBg('#F6EBD3') +
    floor(520, '#EEDDBB') +
    lavenderBunch(190, 540, 360, false) +
    lemongrass(640, 545, 330) +
    hf(320, 545, 220, bottle({ cap: C.ink })) +
    hf(460, 550, 170, bottle({ cap: C.teal, dropper: true }), 0.3) +
    hf(570, 555, 130, bottle({ cap: C.wood }), 0.3) +
    drop(395, 300, 44, C.amber) +
    drop(640, 420, 26, C.amberL),
  'natural-powders': () =>
    lightBg('#F4E7D6') +
    floor(515, '#EBD7BF') +
    moringaBranch(120, 420, 260, 40) +
    leaf(700, 470, 120, 50, -30, C.leaf) +
    hf(230, 500, 160, bowl({ powder: C.leafL })) +
    hf(580, 500, 160, bowl({ powder: C.amber, bowlC: C.mist }), 0.55) +
    hf(400, 560, 190, bowl({ powder: C.chili }), 0.55) +
    chilli(650, 570, 90, 70) +
    corianderSeeds(140, 560, 90, 7),
  oleoresins: () =>
    lightBg('#F6E4D3') +
    floor(520, '#EED2BC') +
    pepperSpike(130, 170, 190, 178) +
    leaf(130, 170, 110, 50, -70, C.leaf) +
    leaf(130, 170, 100, 44, 60, C.leafD) +
    hf(340, 535, 220, resinJar({ fill: C.amber }), 0.45) +
    hf(550, 545, 180, resinJar({ fill: C.chili }), 0.45) +
    paprika(700, 560, 110) +
    cinnamon(90, 555, 170, -8) +
    cinnamon(100, 575, 160, -2, '#8A4A28') +
    rhizome(430, 580, 90, { skin: '#D2A66C', flesh: '#F2DB98' }),
  'frozen-fruits-vegetables': () =>
    lightBg(C.mist, '#D2E8E4') +
    floor(520, '#C9E0DC') +
    snow(120, 110, 40, C.white, 0.8) +
    snow(690, 80, 28, C.white, 0.8) +
    mango(160, 545, 150, -12) +
    hf(
      380,
      535,
      180,
      iceCube({ inner: circ(-12, -44, 12, C.leafL) + circ(10, -36, 12, C.leaf) + circ(2, -54, 11, C.leafL) }),
      0.6,
    ) +
    at(505, 545, 1.5, iceCube({ inner: rect(-22, -58, 44, 38, C.amber, 8) })) +
    at(440, 400, 1.3, iceCube({ inner: circ(0, -40, 18, C.berry) + circ(-8, -28, 9, C.chili) })) +
    peaPod(640, 560, 170, -16) +
    strawberry(700, 470, 60, 18),
  perfume: () =>
    lightBg('#F4E1E4') +
    floor(520, '#EBCDD3') +
    hf(300, 540, 230, flacon({ glass: C.rose })) +
    hf(480, 545, 180, flacon({ glass: C.teal, shape: 1 })) +
    hf(610, 550, 140, flacon({ glass: C.amber, cap: C.ink, shape: 2 })) +
    rose(140, 500, 60) +
    roseStem(150, 560, 240, 20) +
    petal(420, 565, 24, 18, 120, C.roseL) +
    petal(700, 575, 22, 16, 60, C.rose),
  'food-supplements': () =>
    lightBg('#E4EFDC') +
    floor(520, '#D6E6C8') +
    herbsMix(640, 540, 300) +
    hf(260, 535, 200, pillBottle()) +
    hf(450, 550, 150, blister(), 0.7) +
    capsule(190, 570, 60, -20) +
    capsule(310, 575, 56, 10, C.amber, C.cream) +
    capsule(600, 575, 56, 30, C.clay, C.amberL) +
    leaf(110, 570, 90, 38, -70, C.leaf),
};

const BLOG_CATS = {
  'frozen-fruits-vegetables': () =>
    lightBg(C.mist, '#D2E8E4') +
    snow(660, 110, 46, C.white) +
    snow(120, 160, 30, C.white, 0.8) +
    at(470, 470, 1.55, truck()) +
    peaPod(180, 540, 190, -10) +
    okra(300, 560, 110, 70) +
    strawberry(620, 560, 60) +
    blueberry(680, 560, 16) +
    blueberry(712, 548, 14),
  perfumes: () =>
    lightBg('#F4E1E4') +
    ribbon(wavePts(60, 200, 680, 26, 1.5), 16, 2, C.rose, 0.25) +
    ribbon(wavePts(100, 260, 640, 20, 1.5), 10, 2, C.amber, 0.3) +
    hf(400, 540, 280, flacon({ glass: C.rose })) +
    rose(200, 500, 70) +
    rose(620, 520, 54, C.roseL) +
    oudChip(570, 580, 90, -10),
  'wellness-capsules': () =>
    lightBg('#E4EFDC') +
    moringaBranch(620, 560, 380, -20) +
    ashRoot(120, 470, 240, 110) +
    hf(330, 520, 150, blister({ c1: C.amber, c2: C.cream }), 0.7) +
    [
      [180, 560, -30, C.leaf],
      [260, 585, 20, C.clay],
      [520, 570, 40, C.amber],
      [600, 590, -10, C.leafD],
    ]
      .map(([x, y, a, c]) => capsule(x, y, 60, a, c, C.cream))
      .join(''),
  'cattle-feeds': () =>
    rect(0, 0, 800, 600, grad(['#F6EBD3', '#E8F0DA'], 'v')) +
    sun(620, 150, 60) +
    hill(0, 800, 380, 30, '#BFD6A3') +
    hill(0, 800, 440, 24, C.leafL) +
    at(600, 470, 1.1, bale()) +
    at(720, 490, 0.9, bale()) +
    at(330, 500, 1.5, cow()) +
    grassClump(100, 560, 90) +
    grassClump(760, 580, 70),
};

/** 16:9 blog pictures (1280x720). */
const wideLight = (t1, t2) => lightBg(t1, t2);
const BLOG = {
  1: () =>
    wideLight(C.mist, '#D2E8E4') +
    snow(1080, 140, 60, C.white) +
    snow(200, 120, 36, C.white, 0.8) +
    snow(980, 560, 24, C.white, 0.8) +
    peaPod(420, 440, 420, -14) +
    peaPod(760, 520, 340, 10) +
    Array.from(
      { length: 14 },
      (_, i) =>
        fruit(300 + i * 52 + R(-10, 10), 600 + R(-20, 30), 20, i % 3 ? C.leafL : C.leaf) +
        circ(300 + i * 52, 594, 4, C.white, 0.8),
    ).join(''),
  2: () =>
    wideLight('#F6EBD3', '#F1DCB2') +
    mango(320, 560, 300, -8) +
    mangoCut(620, 560, 220) +
    hf(920, 600, 260, jar({ fill: C.amber, lid: C.clay, level: 54 })) +
    leaf(1100, 600, 180, 70, 40, C.leaf) +
    drop(760, 360, 60, C.amber),
  3: () =>
    rect(0, 0, 1280, 720, grad([C.ink, C.teal], 'd')) +
    blob(640, 380, 460, 300, C.teal, { opacity: 0.7 }) +
    snow(1100, 130, 40, C.mist, 0.5) +
    snow(180, 560, 30, C.mist, 0.4) +
    at(520, 560, 2.4, iceCube({ inner: strawberry(0, -16, 50) })) +
    at(
      760,
      580,
      2.1,
      iceCube({ inner: blueberry(-10, -36, 14) + blueberry(12, -30, 13) + blueberry(0, -52, 12) }),
    ) +
    strawberry(330, 600, 120, -20) +
    strawberry(960, 610, 100, 15) +
    [
      [880, 480],
      [910, 500],
      [1040, 560],
      [300, 450],
    ]
      .map(([x, y]) => blueberry(x, y, 20))
      .join('') +
    leaf(1000, 620, 150, 60, -50, C.leaf),
  4: () =>
    wideLight('#E6F0DA', '#D3E5C2') +
    [0, 1, 2, 3, 4]
      .map((i) =>
        okra(470 + i * 80, 600 - (i % 2) * 30, 300 - (i % 2) * 30, 62 + i * 4, i % 2 ? C.leaf : C.leafL),
      )
      .join('') +
    okraSlice(560, 640, 46) +
    okraSlice(680, 660, 38) +
    at(300, 620, 1.8, iceCube({ inner: okra(0, -20, 50, 30) })) +
    at(990, 630, 1.6, iceCube({ inner: okra(0, -20, 50, -30) })) +
    snow(1100, 140, 40, C.white) +
    flower(220, 180, 50, { col: C.amberL, col2: lt(C.amberL, 0.3), center: C.berry }),
  5: () =>
    rect(0, 0, 1280, 720, grad([C.ink, C.teal], 'v')) +
    circ(1020, 160, 60, C.mist, 0.2) +
    snow(1020, 160, 40, C.mist, 0.6) +
    hill(0, 1280, 560, 20, dk(C.teal, 0.3)) +
    at(420, 620, 1.8, truck()) +
    at(960, 560, 1.5, container({ col: C.clay })) +
    at(960, 430, 1.5, container({ col: C.teal })) +
    snow(960, 370, 26, C.white, 0.8) +
    snow(960, 496, 26, C.white, 0.8) +
    rect(0, 620, 1280, 100, C.ink),
  6: () =>
    wideLight('#F6EBD3', '#EBDDBF') +
    hf(640, 640, 260, bowl({ powder: C.leafL, bowlC: C.teal, speck: false }), 0.55) +
    Array.from({ length: 22 }, (_, i) =>
      i % 3 === 0
        ? rect(560 + R(0, 150), 470 + R(0, 60), 16, 16, C.amber, 3)
        : i % 3 === 1
          ? fruit(560 + R(0, 160), 460 + R(0, 70), 9, C.leafL)
          : circ(560 + R(0, 160), 470 + R(0, 60), 7, C.amberL),
    ).join('') +
    peaPod(280, 620, 220, -20) +
    okra(1000, 620, 160, 60) +
    at(
      1020,
      500,
      1.2,
      iceCube({
        inner:
          rect(-20, -54, 16, 16, C.amber, 3) + rect(4, -44, 16, 16, C.amber, 3) + circ(-6, -24, 8, C.leafL),
      }),
    ) +
    leaf(160, 440, 130, 50, -40, C.leaf),
  7: () =>
    rect(0, 0, 1280, 720, grad([C.ink, '#1B4A47'], 'v')) +
    circ(640, 360, 300, grad([C.amberL + '@.35', C.amberL + '@0'], 'r')) +
    ell(640, 600, 380, 40, C.teal) +
    hf(520, 600, 280, flacon({ glass: C.rose })) +
    hf(760, 600, 230, flacon({ glass: C.amber, cap: C.ink, shape: 1 })) +
    hf(370, 600, 170, flacon({ glass: C.teal, shape: 2 })) +
    hf(900, 600, 160, flacon({ glass: C.roseL, shape: 2 })) +
    spark(980, 200, 14, C.amberL) +
    spark(300, 240, 10, C.amberL),
  8: () =>
    wideLight('#F4E1E4', '#EDCBD2') +
    rose(320, 300, 130) +
    rose(560, 190, 80, C.roseL) +
    roseStem(420, 720, 360, -14) +
    roseStem(220, 720, 300, 10, C.roseL) +
    hf(900, 620, 300, flacon({ glass: C.rose, shape: 1 })) +
    [
      [700, 600],
      [760, 650],
      [1100, 640],
    ]
      .map(([x, y], i) => petal(x, y, 30, 24, i * 70, i % 2 ? C.rose : C.roseL))
      .join(''),
  9: () =>
    rect(0, 0, 1280, 720, grad(['#2A1E16', C.ink], 'd')) +
    ribbon(wavePts(700, 330, 460, 30, 1.2), 30, 2, C.amberL, 0.18) +
    ribbon(wavePts(720, 270, 420, 24, 1.4), 18, 2, C.cream, 0.14) +
    ribbon(wavePts(740, 210, 360, 20, 1.2), 10, 1, C.amberL, 0.16) +
    Array.from({ length: 7 }, (_, i) =>
      oudChip(300 + (i % 4) * 120 + R(-20, 20), 560 + Math.floor(i / 4) * 70, 160, R(-25, 25)),
    ).join('') +
    hf(900, 610, 260, flacon({ glass: C.woodL, cap: C.amber, shape: 0 })) +
    ell(780, 410, 16, 24, C.amberL, 0.8),
  10: () =>
    wideLight(C.mist, '#D8E9E5') +
    poly(
      [
        [640, 90],
        [900, 640],
        [380, 640],
      ],
      C.teal,
    ) +
    poly(
      [
        [640, 90],
        [730, 280],
        [550, 280],
      ],
      C.amberL,
    ) +
    poly(
      [
        [550, 290],
        [730, 290],
        [820, 470],
        [460, 470],
      ],
      C.roseL,
    ) +
    poly(
      [
        [455, 480],
        [825, 480],
        [900, 640],
        [380, 640],
      ],
      C.woodL,
    ) +
    citrusSlice(640, 225, 34) +
    rose(640, 390, 46) +
    oudChip(640, 575, 130, -6) +
    lavender(220, 650, 300, -10) +
    lavender(260, 650, 280, 8) +
    leaf(1060, 640, 200, 80, 30, C.leaf) +
    leaf(1060, 640, 160, 60, -20, C.leafD),
  11: () =>
    wideLight(C.mist, '#D5E8E3') +
    hf(480, 600, 240, pillBottle({ cap: C.teal, label: C.leaf })) +
    hf(760, 610, 180, blister({ c1: C.teal, c2: C.cream }), 0.7) +
    Array.from({ length: 9 }, (_, i) =>
      capsule(
        220 + i * 100 + R(-20, 20),
        650 + R(-16, 16),
        64,
        R(-60, 60),
        [C.leaf, C.amber, C.clay, C.teal][i % 4],
        C.cream,
      ),
    ).join('') +
    sprig(1100, 640, 280, -10, { count: 4, ls: 90, lw: 44, round: true }),
  12: () =>
    wideLight('#F4E7D6', '#EBD5BB') +
    ashPlant(300, 520, 380) +
    ashRoot(260, 600, 300, 100) +
    hf(800, 620, 190, bowl({ powder: '#C9A273' })) +
    capsule(1000, 640, 80, -20, C.woodL, C.cream) +
    capsule(1060, 600, 80, 30, C.woodL, C.cream) +
    capsule(600, 650, 80, 10, C.amber, C.cream),
  13: () =>
    wideLight('#E6F0DA', '#D1E4BE') +
    moringaBranch(200, 720, 560, 30) +
    moringaBranch(1180, 720, 520, -40) +
    hf(640, 600, 200, bowl({ powder: '#7E9F48', bowlC: C.cream })) +
    hf(880, 610, 160, pillBottle({ cap: C.leafD, label: C.leafL }), 0.3) +
    capsule(420, 640, 76, -10, '#7E9F48', C.cream) +
    capsule(470, 600, 76, 40, C.leaf, C.cream),
  14: () =>
    rect(0, 0, 1280, 720, grad(['#F6E2B5', '#F0C46B'], 'd')) +
    blob(640, 380, 500, 300, C.cream, { opacity: 0.45 }) +
    rhizome(360, 560, 260) +
    rhizome(520, 640, 180, { flip: true }) +
    at(820, 640, 2.6, heap({ powder: '#E0A21B' })) +
    leaf(1040, 640, 260, 100, 20, C.leaf) +
    leaf(1060, 650, 220, 90, 60, C.leafD) +
    capsule(760, 470, 80, -30, C.amber, C.cream) +
    capsule(860, 440, 80, 20, C.amber, C.amberL) +
    capsule(650, 470, 80, 60, '#E0A21B', C.cream),
  15: () =>
    rect(0, 0, 1280, 720, grad(['#F6EBD3', '#E4EFDC'], 'v')) +
    sun(980, 170, 70) +
    hill(0, 1280, 400, 40, '#BFD6A3') +
    hill(0, 1280, 470, 30, C.leafL) +
    hill(0, 1280, 560, 20, C.leaf) +
    palm(160, 470, 220, -4) +
    at(620, 610, 1.9, cow()) +
    grassClump(1100, 690, 120) +
    grassClump(300, 700, 90) +
    flower(1180, 620, 20, { col: C.cream }) +
    flower(900, 680, 16, { col: C.amberL }),
  16: () =>
    wideLight('#F4E7D6', '#EADABF') +
    at(640, 640, 1.9, pallet(240)) +
    at(540, 618, 2, sack({ band: C.leaf })) +
    at(740, 618, 2, sack({ band: C.amber })) +
    at(640, 440, 2, sack({ band: C.leafD })) +
    at(300, 650, 2.2, heap({ powder: C.amberL })) +
    stem(300, 560, 140, -30, 8, 8, 2, '#C9A46A') +
    grassClump(1020, 660, 200, { cols: ['#D8B865', C.amberL, '#C9A46A'] }) +
    grassClump(1120, 660, 160, { cols: ['#D8B865', C.amberL, '#C9A46A'] }),
  17: () =>
    rect(0, 0, 1280, 720, grad([C.ink, C.teal], 'd')) +
    blob(700, 360, 420, 260, C.leaf, { opacity: 0.25 }) +
    moringaBranch(120, 780, 600, 30) +
    moringaBranch(1160, 780, 600, -30) +
    hf(640, 660, 150, bowl({ powder: C.leafL, bowlC: C.cream }), 0.6),
  18: () =>
    rect(0, 0, 1280, 720, grad(['#F6E2B5', '#F6EBD3'], 'v')) +
    sun(260, 170, 80, C.amber) +
    hill(0, 1280, 420, 30, '#D9C27A') +
    hill(0, 1280, 500, 26, '#C9B062') +
    rect(0, 560, 1280, 160, '#B59A50') +
    at(420, 560, 1.6, bale({ wrap: C.cream })) +
    at(720, 600, 2.1, bale({ wrap: C.leafD })) +
    at(1040, 540, 1.4, bale({ wrap: C.cream })) +
    at(180, 520, 1, bale({ wrap: C.leafL })) +
    grassClump(900, 720, 140, { cols: ['#D8B865', C.amberL, '#C9A46A'] }),
  19: () =>
    wideLight(C.mist, '#D8E9E5') +
    at(480, 620, 3, mineralBlock()) +
    at(780, 640, 2.4, mineralBlock({ col: '#DCE6E3' })) +
    at(1000, 650, 1.8, mineralBlock({ col: '#F0D8B8' })) +
    Array.from({ length: 10 }, (_, i) =>
      poly(
        [
          [0, 0],
          [18, -10],
          [30, 4],
          [12, 16],
        ].map(([a, b]) => [260 + i * 90 + a, 670 + (i % 2) * 14 + b]),
        i % 2 ? C.white : '#F2DDD0',
      ),
    ).join('') +
    grassClump(160, 690, 180) +
    leaf(1160, 690, 200, 80, -30, C.leaf),
};

const NEWS = {
  1: () =>
    lightBg('#F6EBD3', '#EEDAB2') +
    rect(60, 470, 680, 14, C.woodL, 7) +
    [
      [130, 150, C.ink],
      [235, 190, C.teal],
      [345, 220, C.wood],
      [460, 190, C.ink, 1],
      [565, 165, C.leafD, 1],
      [665, 140, C.teal],
    ]
      .map(([x, h, cap, d]) => at(x, 470, h / 100, bottle({ cap, dropper: !!d })))
      .join('') +
    spark(200, 150, 14, C.amber) +
    spark(600, 120, 10, C.amber) +
    spark(420, 90, 18, C.amberL) +
    lavender(80, 600, 160, 20) +
    leaf(760, 600, 130, 50, -40, C.leaf),
  2: () =>
    rect(0, 0, 800, 600, grad([C.ink, C.teal], 'v')) +
    blob(400, 300, 320, 220, C.teal, { opacity: 0.8 }) +
    at(400, 460, 1.6, container({ col: C.mist })) +
    at(400, 325, 1.6, container({ col: C.clay })) +
    snow(400, 210, 50, C.white) +
    snow(150, 120, 22, C.mist, 0.6) +
    snow(650, 110, 30, C.mist, 0.6) +
    rect(0, 460, 800, 140, C.ink) +
    at(200, 540, 0.9, iceCube({ inner: circ(0, -40, 16, C.leafL) })) +
    at(600, 540, 0.9, iceCube({ inner: rect(-16, -56, 32, 30, C.amber, 6) })),
  3: () =>
    lightBg(C.mist, '#D8E9E5') +
    rect(120, 110, 560, 330, C.teal, 10) +
    rect(120, 110, 560, 70, C.ink, 10) +
    rect(160, 132, 180, 26, C.cream, 4) +
    at(580, 160, 2, brandMark()) +
    circ(250, 300, 70, C.mist, 0.25) +
    at(250, 300, 2.5, brandMark(C.leafL)) +
    rect(420, 230, 220, 130, C.cream, 6) +
    mark(530, 330, 60) +
    rect(180, 440, 440, 90, C.cream, 6) +
    rect(180, 440, 440, 16, C.amber, 4) +
    at(330, 420, 0.8, bottle()) +
    at(400, 420, 0.9, jar()) +
    at(475, 420, 0.7, bottle({ cap: C.teal, dropper: true })) +
    at(80, 540, 1.4, pot()) +
    lemongrass(80, 480, 240) +
    at(720, 540, 1.4, pot({ col: C.teal })) +
    tulsi(720, 480, 200) +
    shadow(400, 540, 300, 14),
};

const SERVICES = {
  1: () =>
    rect(0, 0, 800, 600, grad([C.mist, '#BFDCD8'], 'v')) +
    sun(640, 130, 50) +
    at(380, 440, 1.6, ship()) +
    ribbon(wavePts(0, 450, 800, 8, 3, 24), 26, 26, C.teal, 0.9) +
    rect(0, 460, 800, 140, C.teal) +
    ribbon(wavePts(0, 500, 800, 6, 4, 24), 8, 8, C.mist, 0.3) +
    ribbon(wavePts(0, 550, 800, 6, 3, 24), 8, 8, C.mist, 0.2) +
    at(650, 590, 0.8, container({ col: C.amber })) +
    leaf(60, 600, 140, 56, 30, C.leaf) +
    leaf(60, 600, 120, 48, 70, C.leafD),
  2: () =>
    lightBg('#E4EFDC', '#D1E4BE') +
    pepperVine(200, 600, 520) +
    hf(520, 540, 220, jar({ fill: C.leaf, lid: C.leafD })) +
    [0, 1, 2, 3, 4, 5].map((i) => cardamom(330 + i * 40, 575 - (i % 2) * 14, 50, 70 + i * 20)).join('') +
    cardamom(680, 560, 60, 110) +
    cardamom(640, 575, 56, 80),
  3: () =>
    lightBg(C.mist, '#D8E9E5') +
    hf(300, 540, 240, flask({ fill: C.leafL })) +
    hf(500, 540, 170, beaker({ fill: C.amberL })) +
    at(640, 540, 1.6, testTube(C.clay)) +
    at(680, 540, 1.3, testTube(C.leaf)) +
    sprig(300, 330, 170, 10, { count: 3, ls: 60, lw: 28 }) +
    circ(620, 170, 70, C.leaf) +
    at(620, 176, 1.1, check(C.cream)) +
    leaf(120, 560, 120, 50, -40, C.leafD),
};

const HOME = {
  'about-1': () =>
    rect(0, 0, 640, 800, grad([C.mist, C.cream], 'v')) +
    blob(320, 330, 280, 240, '#D5E8E3') +
    at(320, 520, 1.6, warehouse()) +
    rect(0, 520, 640, 280, '#E8E0CF') +
    at(200, 700, 1.3, pallet(200)) +
    at(140, 685, 1.35, drum({ col: C.teal })) +
    at(240, 685, 1.35, drum({ col: C.clay })) +
    at(190, 560, 1.2, drum({ col: C.teal })) +
    at(460, 700, 1.2, pallet(200)) +
    at(420, 690, 1.2, carton()) +
    at(520, 690, 1.2, carton()) +
    at(470, 606, 1.2, carton()) +
    at(580, 760, 1.2, sack({ band: C.amber })) +
    leaf(40, 800, 180, 70, 25, C.leaf) +
    leaf(40, 800, 150, 60, 65, C.leafD),
  'about-2': () =>
    rect(0, 0, 640, 800, grad(['#F6E2B5', '#F6EBD3', '#E4EFDC'], 'v')) +
    sun(440, 190, 90, C.amber) +
    hill(0, 640, 420, 30, '#BFD6A3') +
    hill(0, 640, 480, 26, C.leafL) +
    rect(0, 520, 640, 280, C.leaf) +
    Array.from({ length: 5 }, (_, r) =>
      Array.from({ length: 6 + r }, (_, i) =>
        tuft(
          ((i + 0.5) * 640) / (6 + r) + (r % 2) * 20,
          540 + r * 56 + r * r * 4,
          40 + r * 18,
          r % 2 ? C.leafD : C.leafL,
          i % 2,
        ),
      ).join(''),
    ).join('') +
    lavender(520, 800, 260, -10) +
    lavender(560, 800, 240, 8) +
    lavender(600, 800, 250, 16) +
    sprig(80, 800, 280, 10, { count: 4, ls: 80, lw: 40, round: true }),
  'about-3': () =>
    rect(0, 0, 640, 800, grad([C.ink, C.teal], 'v')) +
    blob(320, 420, 280, 280, C.leaf, { opacity: 0.25 }) +
    rect(40, 620, 560, 24, C.woodL, 6) +
    rect(40, 640, 560, 160, dk(C.teal, 0.3)) +
    hf(230, 620, 250, flask({ fill: C.leafL })) +
    hf(420, 620, 180, beaker({ fill: C.amberL })) +
    at(530, 620, 1.5, testTube(C.clay)) +
    at(570, 620, 1.2, testTube(C.leaf)) +
    sprig(230, 380, 180, -10, { count: 3, ls: 60, lw: 28 }) +
    hf(120, 620, 100, mortar({ fill: C.leaf }), 0.6) +
    lavender(420, 460, 140, 10) +
    flower(110, 200, 30, { col: C.cream }) +
    flower(540, 240, 20, { col: C.amberL, center: C.clay }) +
    spark(480, 140, 12, C.amberL),
};

const INSIGHTS = {
  1: () =>
    lightBg('#E4EFDC', '#D1E4BE') +
    aloe(250, 540, 360) +
    hf(540, 545, 150, creamJar({ lid: C.leaf }), 0.55) +
    at(660, 545, 1.1, creamJar({ lid: C.rose })) +
    leaf(440, 570, 120, 46, -80, C.leafD) +
    flower(700, 380, 30, { col: C.cream, center: C.amberL }) +
    drop(460, 420, 40, C.mist) +
    circ(520, 360, 16, C.white, 0.8) +
    circ(560, 320, 8, C.white, 0.8),
  2: () =>
    rect(0, 0, 800, 600, grad([C.ink, C.teal], 'd')) +
    ribbon(wavePts(60, 230, 700, 30, 1.2), 40, 4, C.rose, 0.35) +
    ribbon(wavePts(80, 300, 680, 26, 1.4), 26, 3, C.amberL, 0.3) +
    ribbon(wavePts(100, 160, 640, 22, 1.6), 16, 2, C.mist, 0.25) +
    hf(300, 520, 220, flacon({ glass: C.rose })) +
    hf(490, 520, 180, flacon({ glass: C.amber, cap: C.ink, shape: 1 })) +
    hf(620, 520, 120, flacon({ glass: C.mist, shape: 2 })) +
    spark(640, 120, 14, C.amberL) +
    spark(160, 160, 10, C.amberL) +
    rect(0, 520, 800, 80, C.ink, 0, 0.5),
};

/* ------------------------------------------------------------------ */
/* Trade shows (the events pictures and banner)                        */
/* ------------------------------------------------------------------ */
/** Hall roof truss from x0 to x1: two chords and zigzag braces, in one path (braces wound alike). */
function truss(x0, x1, y, h, col = C.teal, opacity = 0.4) {
  const t = Math.max(3, h * 0.16);
  let d = `M${P(x0, y)}H${n(x1)}V${n(y + t)}H${n(x0)}ZM${P(x0, y + h - t)}H${n(x1)}V${n(y + h)}H${n(x0)}Z`;
  for (let x = x0, i = 0; x < x1; x += h, i++) {
    const q = [
      [x, y + h - t],
      [x + t, y + h - t],
      [x + h + t, y + t],
      [x + h, y + t],
    ];
    if (i % 2) q.forEach((p) => (p[1] = 2 * y + h - p[1]));
    (i % 2 ? q : q.reverse()).forEach((p, j) => (d += (j ? 'L' : 'M') + P(...p)));
    d += 'Z';
  }
  return path(d, col, { opacity });
}

/** Spotlight hanging at (x,y) with a soft beam of length len. */
const spotlight = (x, y, len, spread = 0.3) =>
  poly(
    [
      [x - 7, y + 12],
      [x + 7, y + 12],
      [x + len * spread, y + len],
      [x - len * spread, y + len],
    ],
    grad([C.amberL + '@.3', C.amberL + '@0'], 'v'),
  ) +
  rect(x - 2, y - 10, 4, 12, C.ink, 0, 0.6) +
  path(`M${P(x - 11, y + 13)}Q${P(x, y - 8)} ${P(x + 11, y + 13)}Z`, C.ink);

/** Board hung on two wires from `top`: brand mark and a blank panel, no lettering. */
function hangSign(x, y, w, h, top, col = C.teal, acc = C.amberL) {
  return (
    rect(x - w * 0.32 - 1, top, 2, y - top, C.ink, 0, 0.45) +
    rect(x + w * 0.32 - 1, top, 2, y - top, C.ink, 0, 0.45) +
    rect(x - w / 2, y, w, h, col, Math.min(10, h * 0.2)) +
    rect(x - w / 2, y + h - h * 0.14, w, h * 0.14, C.ink, 0, 0.12) +
    at(x - w / 2 + h * 0.55, y + h * 0.52, h / 90, brandMark(C.leafL, C.amber, col)) +
    rect(x - w / 2 + h * 1.05, y + h * 0.36, w - h * 1.45, h * 0.14, C.cream, h * 0.07, 0.85) +
    rect(x - w / 2 + h * 1.05, y + h * 0.6, (w - h * 1.45) * 0.6, h * 0.1, acc, h * 0.05, 0.9)
  );
}

/** Flag on a pole (base at x,y, height h), waving right; plain two-tone cloth. */
function flag(x, y, h, col, col2 = C.cream) {
  const top = y - h;
  const fw = h * 0.44;
  const fh = h * 0.28;
  const f0 = top + h * 0.03;
  const wave = (dy) =>
    `C${P(x + fw * 0.35, f0 + dy - fh * 0.14)} ${P(x + fw * 0.65, f0 + dy + fh * 0.18)} ${P(x + fw, f0 + dy + fh * 0.04)}`;
  const back = (dy) =>
    `C${P(x + fw * 0.65, f0 + dy + fh * 0.18)} ${P(x + fw * 0.35, f0 + dy - fh * 0.14)} ${P(x, f0 + dy)}`;
  return (
    path(`M${P(x, f0)}${wave(0)}V${n(f0 + fh + fh * 0.04)}${back(fh)}Z`, col) +
    path(`M${P(x, f0 + fh * 0.62)}${wave(fh * 0.62)}V${n(f0 + fh * 1.04)}${back(fh)}Z`, col2, {
      opacity: 0.9,
    }) +
    path(
      `M${P(x + fw * 0.5, f0)}${`C${P(x + fw * 0.65, f0 + fh * 0.1)} ${P(x + fw * 0.8, f0 + fh * 0.1)} ${P(x + fw, f0 + fh * 0.04)}`}V${n(f0 + fh * 1.04)}C${P(x + fw * 0.8, f0 + fh * 1.1)} ${P(x + fw * 0.65, f0 + fh * 1.1)} ${P(x + fw * 0.5, f0 + fh)}Z`,
      C.ink,
      { opacity: 0.12 },
    ) +
    rect(x - h * 0.012, top, h * 0.024, h, C.silver, h * 0.012) +
    circ(x, top, h * 0.022, C.amber)
  );
}

/** String of pennants sagging from (x0,y0) to (x1,y1). */
function bunting(x0, y0, x1, y1, sag, count, cols) {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2 + sag * 2;
  const at2 = (t) => [
    (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1,
    (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1,
  ];
  let s = ribbon(
    Array.from({ length: 9 }, (_, i) => at2(i / 8)),
    2.5,
    2.5,
    C.ink,
    0.35,
  );
  const dt = 0.36 / count;
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const a = at2(t - dt);
    const b = at2(t + dt);
    const [mx, my] = at2(t);
    const L = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const tip = [mx - ((b[1] - a[1]) / L) * L * 1.1, my + ((b[0] - a[0]) / L) * L * 1.1];
    s += poly([a, b, tip], cols[i % cols.length]);
  }
  return s;
}

/** Stand counter: top at y from x to x+w, height h; top band, front panel with the brand mark. */
function counter(x, y, w, h, o = {}) {
  const { col = C.cream, top = C.amber, panel = lt(top, 0.6) } = o;
  return (
    rect(x + 8, y + 12, w - 16, h - 12, col) +
    rect(x + w - 8 - w * 0.18, y + 12, w * 0.18, h - 12, C.ink, 0, 0.07) +
    rect(x + 8, y + h - 10, w - 16, 10, C.ink, 0, 0.1) +
    rect(x + w / 2 - h * 0.34, y + h * 0.3, h * 0.68, h * 0.42, panel, 6) +
    mark(x + w / 2, y + h * 0.64, h * 0.26) +
    rect(x, y, w, 14, top, 4) +
    rect(x, y, w, 5, '#fff', 2.5, 0.3)
  );
}

/** Dubai-like skyline, base at y: a stepped needle tower, a sail, towers. s = height of the needle. */
function skyline(x, y, s, col = lt(C.teal, 0.55), col2 = lt(C.teal, 0.72)) {
  const k = s / 100;
  const tower = (dx, w, h, c) => rect(x + dx * k, y - h * k, w * k, h * k, c);
  let o =
    tower(-150, 26, 38, col2) +
    tower(-118, 20, 52, col2) +
    tower(60, 24, 46, col2) +
    tower(130, 30, 34, col2) +
    tower(-96, 18, 40, col) +
    tower(-70, 22, 30, col) +
    tower(88, 20, 40, col);
  // the needle: setbacks narrowing to a spire
  const steps = [
    [16, 0],
    [13, 24],
    [10, 44],
    [7, 62],
    [4.5, 76],
    [2.5, 88],
    [0.8, 100],
  ];
  const L = [];
  const Rr = [];
  steps.forEach(([hw, h], i) => {
    const next = steps[i + 1];
    L.push([x - hw * k, y - h * k]);
    if (next) L.push([x - hw * k, y - next[1] * k]);
    Rr.unshift([x + hw * k, y - h * k]);
    if (next) Rr.unshift([x + hw * k, y - next[1] * k]);
  });
  o += poly([...L, ...Rr], col);
  // sail-shaped hotel
  o +=
    path(`M${P(x + 30 * k, y)}V${n(y - 56 * k)}Q${P(x + 56 * k, y - 40 * k)} ${P(x + 56 * k, y)}Z`, col) +
    rect(x + 29 * k, y - 62 * k, 1.6 * k, 62 * k, col);
  return o;
}

/** Upright glass-door display freezer, base left corner at (x,y); shelves hold the given items. */
function freezer(x, y, w, h, shelves = []) {
  const gx = x + 14;
  const gy = y - h + 40;
  const gw = w - 28;
  const gh = h - 66;
  let s =
    rect(x, y - h, w, h, C.white, 8) +
    rect(x + w * 0.8, y - h, w * 0.2, h, C.ink, 8, 0.06) +
    rect(x, y - h, w, 32, C.teal, 8) +
    snow(x + w / 2, y - h + 16, 10, C.mist) +
    rect(gx, gy, gw, gh, grad([lt(C.mist, -0.12), C.mist], 'v'), 4);
  const sh = gh / shelves.length;
  shelves.forEach((items, i) => {
    const by = gy + sh * (i + 1) - 6;
    s += items(gx, by, gw) + rect(gx, by, gw, 6, C.silver);
  });
  s +=
    poly(
      [
        [gx + gw * 0.1, gy],
        [gx + gw * 0.32, gy],
        [gx + gw * 0.06, gy + gh],
        [gx, gy + gh],
        [gx, gy + gh * 0.4],
      ],
      '#fff',
      0.22,
    ) +
    rect(gx + gw / 2 - 2, gy, 4, gh, C.white, 0, 0.8) +
    rect(gx + gw / 2 - 14, gy + gh * 0.36, 5, gh * 0.22, C.silver, 2.5) +
    rect(gx + gw / 2 + 9, gy + gh * 0.36, 5, gh * 0.22, C.silver, 2.5) +
    rect(x, y - 20, w, 20, dk(C.mist, 0.3), 0) +
    rect(x + 20, y - 14, w - 40, 3, C.ink, 1.5, 0.2);
  return s;
}

/** Wooden produce crate (front), base centre at (x,y); `inside` is drawn first so it shows over the rim. */
function crate(x, y, w, h, inside = '', col = C.woodL) {
  const sl = h / 2 - 3;
  return (
    rect(x - w / 2 + 4, y - h - 8, w - 8, 12, dk(col, 0.35)) +
    inside +
    rect(x - w / 2, y - h, w, sl, col, 3) +
    rect(x - w / 2, y - h + sl + 6, w, sl, col, 3) +
    rect(x - w / 2, y - h, w, 4, lt(col, 0.3), 2, 0.8) +
    rect(x - w / 2, y - h + sl + 6, w, 4, lt(col, 0.3), 2, 0.8) +
    rect(x - w / 2, y - h, 10, h, dk(col, 0.2), 2) +
    rect(x + w / 2 - 10, y - h, 10, h, dk(col, 0.2), 2) +
    ell(x, y - h + sl * 0.5, w * 0.12, sl * 0.18, dk(col, 0.35), 0.6)
  );
}

/** Striped canopy with a scalloped hem, from x0 to x1, top at y. */
function awning(x0, x1, y, h, cols = [C.leaf, C.cream]) {
  const k = 8;
  const sw = (x1 - x0) / k;
  let s = rect(x0 - 10, y - 12, x1 - x0 + 20, 14, dk(cols[0], 0.3), 5);
  for (let i = 0; i < k; i++) {
    const c = cols[i % cols.length];
    s += rect(x0 + i * sw, y, sw + 0.5, h, c) + circ(x0 + (i + 0.5) * sw, y + h, sw / 2, c);
  }
  return s + rect(x0, y, x1 - x0, h * 0.3, C.ink, 0, 0.1);
}

/** Clear glass vase (for cut flowers), base at (x,y), height h. */
const vase = (x, y, h, water = C.mist) =>
  path(
    `M${P(x - h * 0.2, y)}Q${P(x - h * 0.32, y - h * 0.5)} ${P(x - h * 0.14, y - h)}H${n(x + h * 0.14)}Q${P(x + h * 0.32, y - h * 0.5)} ${P(x + h * 0.2, y)}Z`,
    C.white,
    { opacity: 0.55 },
  ) +
  path(
    `M${P(x - h * 0.19, y - 3)}Q${P(x - h * 0.3, y - h * 0.3)} ${P(x - h * 0.26, y - h * 0.5)}H${n(x + h * 0.26)}Q${P(x + h * 0.3, y - h * 0.3)} ${P(x + h * 0.19, y - 3)}Z`,
    water,
    { opacity: 0.8 },
  ) +
  gloss(x - h * 0.18, y - h * 0.85, h * 0.05, h * 0.6, 0.5);

/** Exhibition-hall card: wall tint, roof truss with spotlights, floor from fy. */
function hall(wall, floorC, fy = 500, o = {}) {
  const { w, h } = cur;
  const { lamps = [160, 400, 640] } = o;
  return (
    rect(0, 0, w, h, grad([C.cream, wall], 'v')) +
    blob(w * 0.5, h * 0.52, w * 0.4, h * 0.34, lt(wall, -0.25), { k: 8, opacity: 0.6 }) +
    truss(-10, w + 10, 26, 34) +
    lamps.map((lx) => spotlight(lx, 60, 200)).join('') +
    rect(0, fy, w, h - fy, floorC) +
    rect(0, fy, w, 5, C.ink, 0, 0.07)
  );
}

const EVENTS = {
  // Gulfood, Dubai: a spice and oleoresin stand, the skyline through the glazed hall wall
  1: () =>
    hall('#F6EBD3', '#EAD9B8', 500, { lamps: [] }) +
    rect(40, 110, 720, 300, grad(['#F6E2B5', C.cream], 'v'), 6) +
    sun(560, 196, 38, C.amberL) +
    skyline(396, 410, 220) +
    [40, 200, 640, 760].map((mx) => rect(mx - 5, 104, 10, 306, C.cream)).join('') +
    rect(36, 400, 728, 12, C.cream) +
    spotlight(120, 60, 200) +
    spotlight(680, 60, 200) +
    hangSign(400, 86, 230, 54, 60, C.teal) +
    palm(100, 500, 260, -4) +
    at(100, 510, 1.2, pot()) +
    counter(200, 400, 400, 130, { top: C.amber }) +
    hf(265, 400, 96, resinJar({ fill: C.clay }), 0.35) +
    hf(355, 400, 84, bowl({ powder: C.chili }), 0.4) +
    hf(450, 400, 80, bowl({ powder: C.amber, bowlC: C.mist }), 0.4) +
    hf(540, 400, 90, jar({ fill: C.amberL, lid: C.clay })) +
    chilli(310, 398, 40, 80) +
    cinnamon(400, 396, 56, -6) +
    at(690, 540, 1.3, sack({ band: C.clay })) +
    at(720, 585, 0.6, heap({ powder: C.chili })) +
    cardamom(620, 560, 30, 70) +
    cardamom(640, 566, 28, 110),
  // in-cosmetics Global: shelves of flacons and oil bottles on a teal stand wall, roses and lavender
  2: () =>
    hall('#F4E1E4', '#EBCDD3', 500, { lamps: [400] }) +
    ribbon(wavePts(40, 150, 720, 16, 1.2, 12), 20, 3, C.roseL, 0.35) +
    ribbon(wavePts(60, 185, 700, 14, 1.5, 12), 12, 2, C.amberL, 0.35) +
    rect(170, 120, 460, 380, C.teal, 14) +
    rect(170, 120, 460, 60, C.ink, 14) +
    rect(170, 160, 460, 20, C.ink) +
    at(400, 150, 0.5, brandMark(C.leafL, C.amber, C.ink)) +
    rect(200, 300, 400, 12, C.woodL, 4) +
    rect(200, 430, 400, 12, C.woodL, 4) +
    at(250, 300, 0.85, flacon({ glass: C.rose })) +
    at(340, 300, 0.95, bottle({ cap: C.ink, dropper: true })) +
    at(420, 300, 0.8, flacon({ glass: C.amber, cap: C.ink, shape: 1 })) +
    at(495, 300, 0.85, bottle({ glass: C.wood, cap: C.teal })) +
    at(560, 300, 0.7, flacon({ glass: C.mist, shape: 2 })) +
    at(255, 430, 0.75, creamJar({ lid: C.rose })) +
    at(350, 430, 0.8, bottle({ cap: C.leafD })) +
    at(420, 430, 0.7, creamJar({ lid: C.leaf })) +
    at(510, 430, 0.9, flacon({ glass: C.lavL, cap: C.amber, shape: 1 })) +
    at(570, 430, 0.75, bottle({ cap: C.ink, dropper: true })) +
    vase(110, 530, 90) +
    roseStem(104, 480, 190, -14) +
    roseStem(116, 480, 210, 8, C.roseL) +
    roseStem(110, 480, 160, 26) +
    [-16, -6, 5, 15].map((a, i) => lavender(690, 520, 190 + (i % 2) * 26, a, { bend: a * 0.5 })).join('') +
    vase(690, 540, 80, '#D9D2EA') +
    rose(230, 560, 26) +
    petal(300, 575, 18, 14, 120, C.roseL) +
    petal(560, 580, 16, 12, 60, C.rose) +
    spark(700, 110, 12, C.amber) +
    spark(110, 120, 9, C.amber),
  // Vitafoods Europe: supplements counter, a capsule sign, ashwagandha and aloe in pots
  3: () =>
    hall('#E4EFDC', '#D6E6C8', 500, { lamps: [160, 640] }) +
    rect(309, 60, 2, 40, C.ink, 0, 0.45) +
    rect(489, 60, 2, 40, C.ink, 0, 0.45) +
    capsule(400, 138, 250, 0, C.leaf, C.amberL) +
    rect(170, 210, 460, 190, C.cream, 12) +
    rect(170, 210, 460, 14, C.leaf, 6) +
    circ(285, 276, 40, '#E4EFDC') +
    leaf(285, 302, 54, 26, -20, C.leaf) +
    leaf(285, 302, 44, 22, 30, C.leafL) +
    circ(400, 276, 40, '#F6EBD3') +
    capsule(400, 276, 50, -35, C.clay, C.amberL) +
    circ(515, 276, 40, C.mist) +
    drop(515, 302, 48, C.amber) +
    counter(180, 390, 440, 140, { top: C.leaf }) +
    hf(250, 390, 96, pillBottle()) +
    hf(345, 390, 80, pillBottle({ cap: C.amber, label: C.leafD })) +
    hf(448, 390, 74, blister({ cols: 3 }), 0.5) +
    hf(555, 390, 80, mortar({ fill: C.leafL }), 0.5) +
    capsule(400, 384, 26, -20) +
    capsule(508, 386, 24, 16, C.amber, C.cream) +
    capsule(300, 386, 22, 70, C.clay, C.amberL) +
    at(90, 550, 1.5, pot()) +
    ashPlant(90, 485, 230) +
    aloe(700, 490, 140) +
    at(700, 550, 1.4, pot({ col: C.teal })) +
    capsule(250, 570, 40, -25) +
    capsule(560, 575, 36, 20, C.amber, C.cream),
  // SIAL Paris: a frozen-produce stand, display freezer and an open chest of frozen fruit and vegetables
  4: () =>
    hall(C.mist, '#C9E0DC', 500, { lamps: [] }) +
    snow(430, 250, 26, C.white, 0.9) +
    snow(730, 290, 20, C.white, 0.9) +
    bunting(-10, 66, 810, 66, 12, 18, [C.teal, C.amberL, C.leafL, C.cream]) +
    freezer(110, 520, 260, 380, [
      (x, y, w) =>
        at(x + w * 0.27, y, 0.85, carton({ icon: 'snow', col: C.cream })) +
        at(x + w * 0.72, y, 0.85, carton({ icon: 'snow', col: C.kraft })),
      (x, y, w) =>
        at(x + w * 0.22, y, 0.66, iceCube({ inner: rect(-20, -56, 40, 34, C.amber, 8) })) +
        at(x + w * 0.78, y, 0.66, iceCube({ inner: circ(-8, -44, 12, C.leafL) + circ(10, -34, 12, C.leaf) })),
      (x, y, w) =>
        at(x + w * 0.3, y, 0.85, carton({ icon: 'snow', col: C.cream })) +
        at(x + w * 0.74, y, 0.85, carton({ icon: 'snow', col: C.cream })),
    ]) +
    hangSign(565, 170, 220, 52, 60, C.teal, C.mist) +
    // chest freezer with the produce in trays
    rect(410, 400, 310, 20, C.teal, 6) +
    rect(424, 372, 282, 32, grad([lt(C.mist, -0.1), C.white], 'v'), 4) +
    fruit(460, 388, 14, C.leafL) +
    fruit(478, 380, 12, C.leaf) +
    fruit(494, 390, 13, C.leafL) +
    mangoCut(548, 386, 44) +
    blueberry(600, 388, 10) +
    blueberry(618, 380, 9) +
    strawberry(650, 396, 26, -10) +
    okra(688, 400, 44, 70) +
    rect(420, 420, 290, 100, C.white, 6) +
    rect(420, 420, 290, 100, grad(['#fff@0', C.ink + '@.1'], 'h'), 6) +
    rect(530, 446, 70, 44, C.mist, 6) +
    snow(565, 468, 15, C.teal) +
    rect(420, 506, 290, 14, dk(C.mist, 0.3), 4) +
    peaPod(700, 570, 130, -14) +
    mango(160, 575, 70, -20),
  // Anuga, Cologne: a market-style stand of fruit and vegetables under an awning, flags on its poles
  5: () =>
    hall('#F3E3D3', '#E8D3BC', 500, { lamps: [] }) +
    spotlight(400, 60, 150) +
    flag(154, 182, 118, C.leaf) +
    flag(646, 182, 118, C.clay, C.amberL) +
    rect(150, 180, 8, 320, C.wood, 3) +
    rect(642, 180, 8, 320, C.wood, 3) +
    rect(170, 250, 460, 250, lt(C.kraft, 0.6), 6) +
    awning(130, 670, 190, 50, [C.leaf, C.cream]) +
    crate(
      400,
      410,
      160,
      70,
      citrus(356, 326, 22) + citrus(444, 328, 21, C.amberL) + fruit(400, 322, 24, C.amber),
    ) +
    crate(245, 498, 150, 70, mango(205, 430, 58, -14) + mango(248, 426, 62, 4) + mango(290, 432, 56, 20)) +
    crate(
      400,
      498,
      150,
      70,
      paprika(372, 436, 56) + paprika(420, 434, 58, C.amber) + chilli(440, 424, 44, 40),
    ) +
    crate(
      555,
      498,
      150,
      70,
      okra(512, 432, 50, -20) + okra(536, 430, 52, -6) + okra(560, 432, 50, 10) + peaPod(590, 420, 76, -32),
    ) +
    crate(690, 566, 120, 56, strawberry(670, 514, 42, -8) + strawberry(712, 512, 44, 10)) +
    crate(
      110,
      566,
      120,
      56,
      rhizome(96, 494, 80, { skin: '#D2A66C', flesh: '#F2DB98' }) + rhizome(128, 502, 64, { flip: true }),
    ) +
    shadow(400, 500, 250, 8, 0.1) +
    shadow(110, 566, 66, 6, 0.1) +
    shadow(690, 566, 66, 6, 0.1) +
    peaPod(440, 568, 90, -12),
};

/** Stylised map of Deira with the Creek (1280x720, no text). */
function mapDeira() {
  let o = rect(0, 0, 1280, 720, '#F2EEE3');
  let blocks = '';
  for (let i = -4; i < 16; i++)
    for (let j = -4; j < 12; j++) {
      const r = R();
      const bx = i * 104 + (j % 2) * 20 - 640;
      const by = j * 86 - 360;
      const ca = Math.cos(rad(-28));
      const sa = Math.sin(rad(-28));
      const X = 640 + bx * ca - by * sa;
      const Y = 360 + bx * sa + by * ca;
      if (X < -140 || X > 1420 || Y < -140 || Y > 860) continue;
      blocks += rect(
        i * 104 + (j % 2) * 20,
        j * 86,
        i % 4 === 1 ? 86 : 90,
        72,
        r < 0.12 ? '#D7E6C8' : r < 0.55 ? C.mist : r < 0.8 ? '#EAF2EF' : '#F8F4EA',
        6,
      );
    }
  o += g({ transform: 'rotate(-28 640 360)' }, blocks);
  // arterial roads
  o +=
    ribbon(
      [
        [-20, 700],
        [300, 520],
        [620, 350],
        [980, 170],
        [1300, 20],
      ],
      20,
      20,
      C.white,
    ) +
    ribbon(
      [
        [560, -20],
        [700, 200],
        [900, 420],
        [1120, 740],
      ],
      18,
      18,
      C.white,
    ) +
    ribbon(
      [
        [-20, 330],
        [400, 430],
        [900, 600],
        [1300, 660],
      ],
      14,
      14,
      C.white,
    );
  o += ribbon(
    [
      [-20, 700],
      [300, 520],
      [620, 350],
      [980, 170],
      [1300, 20],
    ],
    6,
    6,
    C.amberL,
    0.7,
  );
  // sea and creek
  o += path('M0 0H520C470 60 380 100 280 130C180 160 80 190 0 250Z', '#BFDCD8');
  o +=
    ribbon(
      [
        [360, 80],
        [440, 170],
        [520, 260],
        [640, 330],
        [800, 380],
        [940, 450],
        [1060, 540],
        [1180, 610],
        [1300, 650],
      ],
      90,
      70,
      C.teal,
    ) +
    ribbon(
      [
        [360, 80],
        [440, 170],
        [520, 260],
        [640, 330],
        [800, 380],
        [940, 450],
        [1060, 540],
        [1180, 610],
        [1300, 650],
      ],
      20,
      14,
      '#2C7A77',
      0.8,
    );
  o +=
    ribbon(
      [
        [560, 250],
        [500, 330],
      ],
      22,
      22,
      C.cream,
    ) +
    ribbon(
      [
        [920, 400],
        [860, 500],
      ],
      22,
      22,
      C.cream,
    );
  o += blob(1080, 230, 70, 40, '#C8DDB4') + blob(260, 560, 60, 36, '#C8DDB4') + circ(720, 220, 18, '#C8DDB4');
  // pin (Deira side)
  o += ell(800, 262, 34, 9, C.ink, 0.2) + at(800, 262, 1.3, pin());
  return o;
}

/** Home hero (1920x1080). Left 55% calm and dark for the headline. */
function hero() {
  let o = rect(0, 0, 1920, 1080, grad([C.ink, '#0E4644', C.teal], 'd'));
  o +=
    circ(1500, 380, 560, grad([C.amberL + '@.3', C.amberL + '@0'], 'r')) +
    circ(1500, 400, 170, C.amberL, 0.12) +
    circ(1500, 400, 120, C.amberL, 0.92);
  o += circ(300, 160, 520, grad([C.teal + '@.5', C.teal + '@0'], 'r'));
  // far hills across, mid hill with a lavender field on the right
  o += hill(-100, 2020, 760, 36, '#155452', { segs: 6 });
  const field = 'M860 1080C980 880 1200 770 1500 748C1700 736 1850 744 1920 752V1080Z';
  cur.def('cf', () => `<clipPath id="cf"><path d="${field}"/></clipPath>`);
  let rows = path(field, '#2A6F66');
  for (let i = -1; i < 7; i++)
    rows += ribbon(
      [
        [1520 + i * 24, 752],
        [1520 + i * 120, 880],
        [1520 + i * 300, 1090],
      ],
      2,
      56,
      i % 2 ? C.lav : mix(C.lav, C.berry, 0.25),
      0.9,
    );
  o +=
    g({ 'clip-path': 'url(#cf)' }, rows) +
    path('M860 1080C980 880 1200 770 1500 748C1200 800 1040 900 960 1080Z', '#2A6F66');
  // trees and tall herbs behind the ledge
  o +=
    palm(1180, 940, 420, 8) +
    citrusTree(1760, 950, 430) +
    lemongrass(1060, 975, 250) +
    Array.from({ length: 5 }, (_, i) =>
      lavender(1570 + i * 24, 975, 160 + (i % 3) * 20, -14 + i * 7, {
        col: i % 2 ? C.lav : C.lavL,
        whorls: 7,
      }),
    ).join('');
  // foreground ledge with bottles and jars
  o +=
    path('M960 1080C1060 990 1280 950 1920 944V1080Z', dk(C.ink, 0.25)) +
    path('M1000 1080C1110 1010 1320 978 1920 972V1080Z', C.ink);
  o += shadow(1450, 1000, 330, 16, 0.4);
  o +=
    at(1190, 1000, 1.9, bottle()) +
    at(1320, 1002, 1.9, jar({ fill: C.amber, lid: C.clay })) +
    at(1445, 1004, 1.6, bottle({ cap: C.teal, dropper: true })) +
    at(1685, 1010, 1.3, bottle({ cap: C.wood, glass: C.leafD })) +
    at(1570, 1008, 1.5, bowl({ powder: C.amber }));
  o += chilli(1100, 1040, 110, 76) + cinnamon(1270, 1058, 170, -4) + citrusSlice(1540, 1052, 30);
  o += leaf(1920, 1080, 280, 110, -52, C.leafD) + leaf(1920, 1080, 230, 90, -18, C.leaf);
  // hanging leaves top right
  o +=
    leaf(1920, 0, 280, 110, -140, C.leafD) +
    leaf(1920, 0, 220, 90, -110, C.leaf) +
    leaf(1830, 0, 190, 76, 172, C.leafL, 0.9);
  // calm left: faint botanicals only
  o +=
    sprig(90, 1080, 420, 20, { count: 4, ls: 120, lw: 54, cols: [C.teal, '#1D6563'], stemC: C.teal }) +
    leaf(0, 820, 240, 100, 50, C.teal, 0.6);
  return o;
}

/** Page banner frame (1920x720): dark teal, motif on the right. */
function banner(motif, glow = C.leaf) {
  let o = darkBg({ glow, gx: 0.74, gy: 0.5 });
  o +=
    sprig(60, 760, 360, 30, { count: 4, ls: 100, lw: 46, cols: [C.teal, '#1D6563'], stemC: C.teal }) +
    leaf(1920, 0, 240, 96, -135, C.leafD, 0.8) +
    leaf(1920, 0, 200, 80, -100, C.leaf, 0.6);
  o += circ(1440, 360, 330, C.teal, 0.5) + circ(1440, 360, 270, '#1D6563', 0.5);
  return o + g({ transform: 'translate(1440 360) scale(1.2) translate(-1440 -360)' }, motif);
}

const BANNERS = {
  about: () =>
    banner(
      ribbon(wavePts(1120, 560, 760, 8, 3, 24), 24, 24, C.teal) +
        at(1600, 470, 1.15, warehouse({ wall: '#CFE3DF', roof: C.ink })) +
        palm(1400, 540, 230, -6) +
        palm(1820, 530, 180, 8) +
        at(1250, 575, 1.1, dhow()) +
        rect(1100, 570, 820, 150, C.ink) +
        ribbon(wavePts(1100, 600, 820, 6, 4, 24), 6, 6, C.mist, 0.25) +
        sprout(1700, 560, 60),
    ),
  products: () =>
    banner(
      rect(1180, 330, 540, 16, C.woodL, 4) +
        rect(1180, 540, 540, 16, C.woodL, 4) +
        [
          [1240, 100, C.ink],
          [1330, 130, C.teal, 1],
          [1450, 110],
          [1560, 90, C.wood],
          [1650, 120, C.leafD, 1],
        ]
          .map(([x, h, cap, d], i) =>
            i === 2
              ? at(x, 330, 1.4, jar({ fill: C.amber, lid: C.clay }))
              : at(x, 330, (h / 100) * 1.4, bottle({ cap, dropper: !!d })),
          )
          .join('') +
        at(1260, 540, 1.3, jar({ fill: C.leaf })) +
        at(1390, 540, 1.2, bowl({ powder: C.chili })) +
        at(1530, 540, 1.3, resinJar({ fill: C.amber })) +
        at(1660, 540, 1.4, flacon({ glass: C.rose })) +
        lavender(1760, 330, 200, 10) +
        leaf(1190, 330, 120, 46, -40, C.leafL),
    ),
  services: () =>
    banner(
      at(1440, 560, 1.7, container({ col: C.clay })) +
        at(1440, 417, 1.7, container({ col: C.amber })) +
        at(1600, 274, 1.2, container({ col: C.mist })) +
        rect(1100, 560, 820, 160, C.ink, 0, 0.6) +
        leaf(1200, 560, 200, 80, -30, C.leaf) +
        leaf(1200, 560, 170, 70, 20, C.leafL) +
        leaf(1700, 560, 180, 70, 40, C.leafD) +
        sprout(1760, 560, 90) +
        spark(1260, 200, 14, C.amberL),
    ),
  blog: () =>
    banner(
      at(1440, 560, 2.1, book()) +
        sprout(1380, 320, 120) +
        sprout(1500, 330, 90, C.amberL) +
        leaf(1440, 330, 160, 60, 0, C.leaf) +
        flower(1300, 250, 26, { col: C.cream }) +
        flower(1580, 240, 20, { col: C.amberL, center: C.clay }) +
        spark(1640, 180, 12, C.amberL),
    ),
  careers: () =>
    banner(
      ribbon(
        [
          [1220, 720],
          [1340, 600],
          [1520, 540],
          [1600, 440],
          [1500, 360],
          [1560, 250],
        ],
        150,
        20,
        C.amberL,
        0.9,
      ) +
        ribbon(
          [
            [1220, 720],
            [1340, 600],
            [1520, 540],
            [1600, 440],
            [1500, 360],
            [1560, 250],
          ],
          40,
          4,
          C.cream,
          0.5,
        ) +
        sprout(1250, 560, 110) +
        sprout(1700, 520, 90, C.amberL) +
        sprout(1400, 450, 70) +
        sprout(1660, 330, 60) +
        sprout(1440, 270, 50, C.amberL) +
        circ(1560, 200, 26, C.amberL),
    ),
  contact: () =>
    banner(
      at(1440, 500, 1.8, envelope()) +
        sprig(1250, 560, 260, -30, { count: 4, ls: 80, lw: 36 }) +
        sprig(1650, 560, 240, 40, { count: 4, ls: 70, lw: 32, cols: [C.leafL, C.amberL] }) +
        path('M1660 200L1780 150L1740 260L1716 222Z', C.cream) +
        path('M1716 222L1740 260L1730 214Z', C.mist),
    ),
  news: () =>
    banner(
      at(1440, 560, 1.9, newspaper()) +
        sprig(1300, 600, 320, 20, { count: 5, ls: 80, lw: 36 }) +
        lavender(1640, 600, 260, 16) +
        spark(1640, 200, 14, C.amberL),
    ),
  legal: () =>
    banner(
      at(1440, 600, 2, scroll()) +
        leaf(1560, 560, 160, 64, 40, C.leaf) +
        leaf(1560, 560, 130, 54, 80, C.leafL) +
        circ(1580, 520, 30, C.clay) +
        mark(1580, 534, 28, C.cream, C.amberL),
    ),
  'product-detail': () =>
    banner(
      at(1440, 580, 2.8, mortar({ fill: C.leafL })) +
        sprig(1260, 580, 240, -20, { count: 4, ls: 70, lw: 34 }) +
        sprig(1640, 580, 220, 30, { count: 4, ls: 60, lw: 30, round: true }) +
        chilli(1300, 600, 90, 70) +
        corianderSeeds(1600, 600, 100, 6) +
        cinnamon(1560, 640, 130, -4),
    ),
  events: () =>
    banner(
      rect(1100, 570, 820, 150, C.ink, 0, 0.6) +
        rect(1190, 150, 500, 420, '#1D6563') +
        rect(1190, 140, 500, 62, C.cream, 8) +
        at(1236, 171, 0.72, brandMark()) +
        rect(1276, 158, 190, 12, C.teal, 6, 0.85) +
        rect(1276, 178, 120, 9, C.amber, 4.5) +
        rect(1180, 140, 16, 430, C.cream, 4) +
        rect(1684, 140, 16, 430, C.cream, 4) +
        rect(1230, 306, 420, 12, C.woodL, 4) +
        at(1275, 306, 0.85, bottle({ cap: C.ink, dropper: true })) +
        at(1355, 306, 0.85, jar({ fill: C.leaf })) +
        at(1440, 306, 0.9, bottle({ glass: C.wood, cap: C.teal })) +
        at(1525, 306, 0.8, flacon({ glass: C.rose })) +
        at(1608, 306, 0.85, jar({ fill: C.amber, lid: C.clay })) +
        counter(1250, 440, 380, 130, { top: C.amber }) +
        hf(1305, 440, 90, resinJar({ fill: C.clay }), 0.35) +
        hf(1400, 440, 80, bowl({ powder: C.chili }), 0.4) +
        hf(1490, 440, 76, bowl({ powder: C.amber, bowlC: C.mist }), 0.4) +
        hf(1578, 440, 96, bottle({ cap: C.leafD }), 0.3) +
        g({ transform: 'translate(2310 0) scale(-1 1)' }, flag(1155, 570, 240, C.amber)) +
        flag(1725, 570, 240, C.leafL, C.leaf) +
        lavender(1225, 580, 150, -8) +
        lavender(1240, 580, 170, 4) +
        sprig(1660, 590, 150, 20, { count: 4, ls: 46, lw: 22 }) +
        chilli(1350, 600, 60, 70) +
        cinnamon(1480, 598, 80, -4),
    ),
};

const logo = (textCol) => () =>
  at(22, 24, 0.62, brandMark()) +
  txt(46, 34, 'KingLife', {
    size: 28,
    fill: textCol,
    family: 'Playfair Display, Georgia, serif',
    anchor: 'start',
    len: 126,
  });

const TEAM = [
  { skin: C.skin[1], bg: C.mist, cloth: C.white, style: 'ghutra' },
  { skin: C.skin[0], bg: '#F6EBD3', cloth: C.ink, style: 'hijab', wrap: C.clay },
  { skin: C.skin[2], bg: '#E4EFDC', cloth: C.teal, style: 'short', hair: '#1E1712' },
];
const TESTIMONIALS = [
  { skin: C.skin[3], bg: '#F6EBD3', cloth: C.leafD, style: 'suit', hair: '#141010' },
  { skin: C.skin[1], bg: '#F4E1E4', cloth: C.amber, style: 'long', hair: '#3A2518' },
  { skin: C.skin[0], bg: C.mist, cloth: C.ink, style: 'beard', hair: '#5A4032' },
];

const CERTS = {
  'iso-22000': () => seal('ISO 22000', 'CERTIFIED', { fs: 19, len: 116 }),
  haccp: () => seal('HACCP', 'CERTIFIED', { shape: 'shield', fs: 22, c1: C.leaf, c2: C.ink }),
  halal: () => seal('HALAL', 'CERTIFIED', { fs: 22, c1: C.leaf, c2: C.leafD, acc: C.amber }),
  gmp: () => seal('GMP', 'CERTIFIED', { shape: 'shield', fs: 24, c1: C.teal, c2: C.ink, acc: C.amberL }),
  kosher: () => seal('KOSHER', 'CERTIFIED', { fs: 21, c1: C.clay, c2: C.ink, acc: C.amber }),
  'dubai-chamber': () =>
    seal('DUBAI CHAMBER', 'MEMBER', { fs: 15, len: 150, c1: C.teal, c2: C.ink, acc: C.amberL }),
};

/* ------------------------------------------------------------------ */
/* Output                                                              */
/* ------------------------------------------------------------------ */
/** Wrap runs of consecutive sibling elements sharing a fill in <g fill>. */
function groupFills(body) {
  const toks = body.match(/<[^>]+>|[^<]+/g) || [];
  let out = '';
  let run = [];
  let runFill = null;
  const flush = () => {
    if (run.length > 1)
      out += `<g fill="${runFill}">${run.map((t) => t.replace(` fill="${runFill}"`, '')).join('')}</g>`;
    else out += run.join('');
    run = [];
    runFill = null;
  };
  for (const t of toks) {
    const m =
      t.startsWith('<') && t.endsWith('/>') && !t.startsWith('<stop') && t.match(/ fill="(#[0-9A-F]{6})"/);
    if (m && m[1] === runFill) run.push(t);
    else {
      flush();
      if (m) {
        run = [t];
        runFill = m[1];
      } else out += t;
    }
  }
  flush();
  return out;
}

const written = [];
const only = process.argv[2] || '';
function draw(file, w, h, fn) {
  if (only && !file.includes(only)) return;
  cur = new Pic(w, h, file);
  // clip to the viewBox so letterboxed/contained rendering never shows overflow
  const body = `<clipPath id="v"><rect width="${w}" height="${h}"/></clipPath><g clip-path="url(#v)">${groupFills(fn())}</g>`;
  const defs = cur.defs.size ? `<defs>${[...cur.defs.values()].join('')}</defs>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>\n`;
  const out = file.startsWith('/') ? file : join(OUT, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, svg);
  written.push([out, Buffer.byteLength(svg)]);
}

for (const p of PRODUCTS) {
  draw(`products/${p.id}.svg`, 800, 600, () => productMain(p));
  draw(`products/${p.id}-a.svg`, 800, 600, () => productClose(p));
  draw(`products/${p.id}-b.svg`, 800, 600, () => productPack(p));
}

for (const [k, f] of Object.entries(CATEGORIES)) draw(`categories/${k}.svg`, 800, 600, f);
for (const [k, f] of Object.entries(BLOG_CATS)) draw(`blog/categories/${k}.svg`, 800, 600, f);
for (const [k, f] of Object.entries(BLOG)) draw(`blog/${k}.svg`, 1280, 720, f);
for (const [k, f] of Object.entries(NEWS)) draw(`news/${k}.svg`, 800, 600, f);
for (const [k, f] of Object.entries(SERVICES)) draw(`services/${k}.svg`, 800, 600, f);
for (const [k, f] of Object.entries(HOME)) draw(`home/${k}.svg`, 640, 800, f);
for (const [k, f] of Object.entries(INSIGHTS)) draw(`insights/${k}.svg`, 800, 600, f);
for (const [k, f] of Object.entries(EVENTS)) draw(`events/${k}.svg`, 800, 600, f);
for (const [k, f] of Object.entries(BANNERS)) draw(`banners/${k}.svg`, 1920, 720, f);
for (const [k, f] of Object.entries(CERTS)) draw(`certifications/${k}.svg`, 240, 160, f);
TEAM.forEach((o, i) => draw(`team/${i + 1}.svg`, 400, 400, () => avatar(o)));
TESTIMONIALS.forEach((o, i) => draw(`testimonials/${i + 1}.svg`, 400, 400, () => avatar(o)));
draw('hero.svg', 1920, 1080, hero);
draw('map.svg', 1280, 720, mapDeira);
draw('logo-dark.svg', 180, 48, logo(C.ink));
draw('logo-light.svg', 180, 48, logo(C.white));
draw(
  join(ROOT, 'app', 'icon.svg'),
  64,
  64,
  () => rect(0, 0, 64, 64, C.ink, 14) + at(31, 37, 0.76, brandMark(C.leafL, C.amber, C.ink)),
);

const total = written.reduce((a, [, b]) => a + b, 0);
const big = written.filter(([, b]) => b > 20000);
console.log(`wrote ${written.length} files, ${(total / 1024).toFixed(1)} KB total`);
for (const [f, b] of written.filter(([, b]) => b > 6144))
  console.log(`  ${(b / 1024).toFixed(1)} KB  ${f.replace(ROOT + '/', '')}`);
if (big.length) process.exitCode = 1;
