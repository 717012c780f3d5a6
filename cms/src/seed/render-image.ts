import crypto from "node:crypto";
import sharp from "sharp";
import type { ImageSpec } from "./seed-types";
import { drawPortrait, portraitLook } from "./draw-portrait";
import { drawWordmark } from "./draw-wordmark";

/**
 * Draws a seed image as SVG and rasterises it with sharp (already a dependency of Strapi's upload
 * plugin). Abstract shapes, illustrated portraits (draw-portrait.ts), and client wordmarks whose words are drawn as
 * strokes (draw-wordmark.ts): SVG text would depend on the fonts installed on the machine.
 * The pseudo-random layout is derived from the file name, so every run draws the same picture.
 */
export const renderImage = async (spec: ImageSpec): Promise<Buffer> => {
  const svg = Buffer.from(drawSvg(spec));
  const image = sharp(svg, { density: 72 }).resize(spec.width, spec.height);
  return spec.format === "png" ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
};

const randomFrom = (seed: string): (() => number) => {
  let state = crypto.createHash("sha256").update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    // xorshift32: tiny, deterministic, good enough for layout.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
};

const drawSvg = ({ name, width: w, height: h, motif, palette, text, wordmark, look }: ImageSpec): string => {
  const [bg, accent, highlight] = palette;
  const rnd = randomFrom(name);
  const shapes: string[] = [];

  if (motif === "waves") {
    for (let i = 0; i < 6; i += 1) {
      const y = h * (0.35 + i * 0.11);
      const amp = h * (0.04 + rnd() * 0.06);
      const phase = rnd() * w;
      let d = `M0 ${y.toFixed(1)}`;
      for (let x = 0; x <= w; x += w / 24) {
        d += ` L${x.toFixed(1)} ${(y + Math.sin((x + phase) / (w / 6)) * amp).toFixed(1)}`;
      }
      d += ` L${w} ${h} L0 ${h} Z`;
      shapes.push(`<path d="${d}" fill="${i % 2 ? accent : highlight}" opacity="${(0.25 + i * 0.1).toFixed(2)}"/>`);
    }
  } else if (motif === "orbits") {
    const cx = w * (0.3 + rnd() * 0.4);
    const cy = h * (0.3 + rnd() * 0.4);
    for (let i = 9; i > 0; i -= 1) {
      const r = (Math.max(w, h) / 10) * i;
      shapes.push(
        `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${i % 2 ? accent : highlight}" opacity="${(0.12 + (9 - i) * 0.08).toFixed(2)}"/>`,
      );
    }
  } else if (motif === "grid") {
    const cols = 8;
    const size = w / cols;
    const rows = Math.ceil(h / size);
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        const pick = rnd();
        if (pick < 0.45) continue;
        const fill = pick < 0.75 ? accent : highlight;
        const inset = size * 0.08;
        shapes.push(
          `<rect x="${(c * size + inset).toFixed(1)}" y="${(r * size + inset).toFixed(1)}" width="${(size - 2 * inset).toFixed(1)}" height="${(size - 2 * inset).toFixed(1)}" rx="${(size * 0.18).toFixed(1)}" fill="${fill}" opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"/>`,
        );
      }
    }
  } else if (motif === "peaks") {
    for (let layer = 0; layer < 4; layer += 1) {
      let d = `M0 ${h}`;
      const base = h * (0.45 + layer * 0.13);
      for (let x = 0; x <= w; x += w / 10) {
        d += ` L${x.toFixed(1)} ${(base - rnd() * h * 0.25).toFixed(1)}`;
      }
      d += ` L${w} ${h} Z`;
      shapes.push(`<path d="${d}" fill="${layer % 2 ? accent : highlight}" opacity="${(0.45 + layer * 0.15).toFixed(2)}"/>`);
    }
  } else if (motif === "portrait") {
    shapes.push(...drawPortrait(w, h, portraitLook(look, rnd), rnd));
  } else if (motif === "wordmark") {
    if (!text || !wordmark) throw new Error(`[seed] wordmark "${name}" needs its text and its style`);
    shapes.push(...drawWordmark(w, h, palette, text, wordmark));
  } else if (motif === "arches") {
    shapes.push(...drawArches(w, h, accent, highlight, rnd));
  } else {
    // Logo mark: a lit circle ("lumen") and a bird's wing arc ("lark").
    const r = Math.min(w, h) * 0.32;
    shapes.push(`<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="${highlight}"/>`);
    shapes.push(`<circle cx="${w / 2}" cy="${h / 2}" r="${r * 0.55}" fill="${accent}"/>`);
    shapes.push(
      `<path d="M${w * 0.22} ${h * 0.62} Q${w * 0.5} ${h * 0.28} ${w * 0.8} ${h * 0.44} Q${w * 0.55} ${h * 0.44} ${w * 0.22} ${h * 0.62} Z" fill="${bg}"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${bg}"/>${shapes.join("")}</svg>`;
};

/** A row of arches in receding tones, with a low sun: calm, architectural, the case studies' set. */
const drawArches = (w: number, h: number, tone: string, sun: string, rnd: () => number): string[] => {
  const shapes = [`<circle cx="${(w * (0.2 + rnd() * 0.6)).toFixed(1)}" cy="${(h * 0.42).toFixed(1)}" r="${(h * 0.2).toFixed(1)}" fill="${sun}"/>`];
  const count = 3 + Math.floor(rnd() * 2);
  const span = w / count;
  for (let i = 0; i < count; i += 1) {
    const x = i * span + span * 0.14;
    const aw = span * 0.72;
    const top = h * (0.36 + rnd() * 0.14);
    shapes.push(
      `<path d="M${x.toFixed(1)} ${h} L${x.toFixed(1)} ${(top + aw / 2).toFixed(1)} A${(aw / 2).toFixed(1)} ${(aw / 2).toFixed(1)} 0 0 1 ${(x + aw).toFixed(1)} ${(top + aw / 2).toFixed(1)} L${(x + aw).toFixed(1)} ${h} Z" fill="${tone}" opacity="${(0.55 + i * 0.12).toFixed(2)}"/>`,
    );
  }
  shapes.push(`<rect x="0" y="${(h * 0.9).toFixed(1)}" width="${w}" height="${(h * 0.1).toFixed(1)}" fill="${tone}"/>`);
  return shapes;
};
