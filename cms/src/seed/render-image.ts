import crypto from "node:crypto";
import sharp from "sharp";
import type { ImageSpec } from "./seed-types";
import { strokeText, strokeTextWidth } from "./stroke-letters";

/**
 * Draws a seed image as SVG and rasterises it with sharp (already a dependency of Strapi's upload
 * plugin). Abstract shapes, and words drawn as strokes (initials, wordmarks): SVG text would depend on the fonts
 * installed on the machine.
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

const drawSvg = ({ name, width: w, height: h, motif, palette, variant, text }: ImageSpec): string => {
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
  } else if (motif === "initials") {
    shapes.push(...drawInitials(w, h, accent, highlight, requireText(name, text), rnd));
  } else if (motif === "wordmark") {
    shapes.push(...drawWordmark(w, h, accent, highlight, requireText(name, text), variant ?? 0));
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

const requireText = (name: string, text: string | undefined): string => {
  if (!text) throw new Error(`[seed] image "${name}" shows words but has no text`);
  return text;
};

/**
 * A person's initials on a disc: what the picture shows is what its alternative text says ("Initials PR, for
 * Priya Raman"), not a silhouette passed off as a photograph. The disc's place varies a little by name.
 */
const drawInitials = (w: number, h: number, disc: string, letters: string, initials: string, rnd: () => number): string[] => {
  const cx = w * (0.48 + rnd() * 0.04);
  const cy = h * (0.48 + rnd() * 0.04);
  const r = Math.min(w, h) * 0.4;
  const cap = h * 0.26;
  const width = (strokeTextWidth(initials) * cap) / 6;
  return [
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(r * 1.12).toFixed(1)}" fill="${disc}" opacity="0.25"/>`,
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${disc}"/>`,
    strokeText(initials, cx - width / 2, cy - cap / 2, cap, letters),
  ];
};

/**
 * A client's wordmark: its name in capitals, on one line or, when long, two balanced lines, over a short bar
 * in the client's colour. The logo wall shows names a visitor can read, as a real one would.
 */
const drawWordmark = (w: number, h: number, ink: string, accent: string, name: string, variant: number): string[] => {
  const words = name.toUpperCase().split(" ");
  const lines = name.length > 10 && words.length > 1 ? splitInTwo(words) : [words.join(" ")];
  const widest = Math.max(...lines.map(strokeTextWidth));
  const cap = Math.min(h * (lines.length > 1 ? 0.2 : 0.26), ((w * 0.84) / widest) * 6);
  const leading = cap * 1.7;
  const top = (h - (lines.length - 1) * leading - cap) / 2 - cap * 0.3;
  const shapes = lines.map((line, index) => {
    const lineWidth = (strokeTextWidth(line) * cap) / 6;
    return strokeText(line, (w - lineWidth) / 2, top + index * leading, cap, ink);
  });
  const barWidth = w * (0.12 + (variant % 3) * 0.04);
  shapes.push(
    `<rect x="${((w - barWidth) / 2).toFixed(1)}" y="${(top + (lines.length - 1) * leading + cap * 1.6).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(cap * 0.28).toFixed(1)}" rx="${(cap * 0.14).toFixed(1)}" fill="${accent}"/>`,
  );
  return shapes;
};

/** Two lines as close in length as the words allow. */
const splitInTwo = (words: string[]): [string, string] => {
  let best: [string, string] = [words.join(" "), ""];
  let bestDifference = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(" ");
    const second = words.slice(cut).join(" ");
    const difference = Math.abs(strokeTextWidth(first) - strokeTextWidth(second));
    if (difference < bestDifference) [best, bestDifference] = [[first, second], difference];
  }
  return best;
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
