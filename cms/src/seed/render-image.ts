import crypto from "node:crypto";
import sharp from "sharp";
import type { ImageSpec } from "./seed-types";

/**
 * Draws a seed image as SVG and rasterises it with sharp (already a dependency of Strapi's upload
 * plugin). Abstract shapes only: text in SVG would depend on the fonts installed on the machine.
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

const drawSvg = ({ name, width: w, height: h, motif, palette }: ImageSpec): string => {
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
