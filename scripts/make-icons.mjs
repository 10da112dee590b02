// Writes public/icon/{16,32,48,128}.png: a blue shield with a white check mark, drawn with
// 4x4 supersampling and encoded as RGBA PNG with nothing but node:zlib. Run: node scripts/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icon');
const SIZES = [16, 32, 48, 128];
const SAMPLES = 4;

const OUTER = [11, 87, 168]; // #0b57a8
const INNER = [47, 128, 222]; // #2f80de
const WHITE = [255, 255, 255];

// Shield in unit coordinates: flat-ish top, straight sides, sides curving into a point at the bottom.
function insideShield(x, y, scale) {
  const cx = 0.5;
  const top = 0.5 - 0.42 * scale;
  const shoulder = 0.5 + 0.05 * scale;
  const bottom = 0.5 + 0.45 * scale;
  const half = 0.38 * scale;
  if (y < top + 0.03 * scale * Math.abs(x - cx) / half || y > bottom) return false;
  if (y <= shoulder) return Math.abs(x - cx) <= half;
  const t = (y - shoulder) / (bottom - shoulder);
  return Math.abs(x - cx) <= half * Math.cos((t * Math.PI) / 2);
}

function distToSegment(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function colourAt(x, y, size) {
  if (!insideShield(x, y, 1)) return null;
  // The check mark only where it stays legible; at 16 px a plain two-tone shield reads better.
  if (size >= 32) {
    const w = 0.06;
    if (distToSegment(x, y, 0.33, 0.5, 0.45, 0.62) < w || distToSegment(x, y, 0.45, 0.62, 0.68, 0.36) < w) return WHITE;
  }
  return insideShield(x, y, 0.74) ? INNER : OUTER;
}

function render(size) {
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const c = colourAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, size);
          if (!c) continue;
          r += c[0]; g += c[1]; b += c[2]; a += 1;
        }
      }
      const o = (py * size + px) * 4;
      // Colours averaged over covered samples only (straight alpha), coverage as alpha.
      if (a) [rgba[o], rgba[o + 1], rgba[o + 2]] = [r / a, g / a, b / a].map(Math.round);
      rgba[o + 3] = Math.round((255 * a) / (SAMPLES * SAMPLES));
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

mkdirSync(OUT, { recursive: true });
for (const size of SIZES) writeFileSync(join(OUT, `${size}.png`), png(size, render(size)));
console.log(`wrote ${SIZES.map((s) => `${s}.png`).join(', ')} to ${OUT}`);
