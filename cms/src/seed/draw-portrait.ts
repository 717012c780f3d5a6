import type { Collar, HairStyle, PortraitLook } from "./seed-types";

/**
 * An illustrated portrait, head and shoulders: flat shapes in the site's colours, drawn on a 640-unit square and
 * kept inside its inscribed circle (the testimonials crop portraits round). The seed has no photographs of these
 * people, so their pictures are openly illustrations, each person drawn differently: what the data file does not
 * set (neckline, glasses, background, the face's proportions) is drawn from a random seeded by the file name, so
 * every run draws the same face.
 */

const HAIR_STYLES: readonly HairStyle[] = ["crop", "side-part", "long", "bob", "bun", "curls", "buzz", "ponytail"];
const COLLARS: readonly Collar[] = ["crew", "v-neck", "shirt", "turtleneck"];
const SKIN = ["#f6d8c3", "#e9bf9c", "#d39c72", "#b07850", "#8a5534", "#5e3a24"] as const;
const HAIR = ["#1e1915", "#3b2619", "#6b4226", "#9a4a26", "#d8ae67", "#a9a39c"] as const;
const CLOTHING = ["#0f3d3e", "#ff6b4a", "#f2c14e", "#1d1b26", "#7fb7be", "#5b6c8f", "#7a4e8a", "#3f7d58"] as const;
const BACKGROUNDS = ["#f3e9dc", "#d6ebee", "#fbe7b0", "#ffd9cf", "#cfe3dc", "#e6def0"] as const;

const pick = <T>(items: readonly T[], rnd: () => number): T => items[Math.floor(rnd() * items.length)]!;

/** The look of a portrait: the data's choices, the rest drawn in a fixed order so a choice does not shift the others. */
export const portraitLook = (given: Partial<PortraitLook> | undefined, rnd: () => number): PortraitLook => {
  const drawn: PortraitLook = {
    skin: pick(SKIN, rnd),
    hair: pick(HAIR, rnd),
    hairStyle: pick(HAIR_STYLES, rnd),
    clothing: pick(CLOTHING, rnd),
    collar: pick(COLLARS, rnd),
    background: pick(BACKGROUNDS, rnd),
    glasses: rnd() < 0.45,
  };
  return { ...drawn, ...given };
};

/** A colour made darker (factor < 1) or lighter (factor > 1), for shadows and highlights of the same hue. */
const shade = (hex: string, factor: number): string => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const mixed = channels.map((value) => (factor < 1 ? value * factor : value + (255 - value) * (factor - 1)));
  return `#${mixed
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
};

const CX = 320;
const HEAD_Y = 300;

/** Hair behind the head and neck (long hair, curls, a bun, a ponytail). */
const hairBehind = ({ hair, hairStyle }: PortraitLook): string[] => {
  switch (hairStyle) {
    case "long":
      return [`<path d="M206 300 C198 196 252 158 320 158 C388 158 442 196 434 300 L446 520 C396 544 244 544 194 520 Z" fill="${hair}"/>`];
    case "bob":
      return [`<path d="M204 300 C198 196 252 158 320 158 C388 158 442 196 436 300 L440 432 C400 448 240 448 200 432 Z" fill="${hair}"/>`];
    case "curls": {
      const curls: string[] = [`<ellipse cx="${CX}" cy="262" rx="150" ry="138" fill="${hair}"/>`];
      for (let i = 0; i < 14; i += 1) {
        const angle = Math.PI * (0.92 + (i / 13) * 1.16);
        curls.push(`<circle cx="${(CX + Math.cos(angle) * 148).toFixed(1)}" cy="${(262 + Math.sin(angle) * 134).toFixed(1)}" r="34" fill="${hair}"/>`);
      }
      return curls;
    }
    case "bun":
      return [`<circle cx="${CX}" cy="150" r="46" fill="${hair}"/>`];
    case "ponytail":
      return [`<path d="M398 226 C486 244 502 396 456 492 C440 436 428 346 392 296 Z" fill="${hair}"/>`];
    default:
      return [];
  }
};

/** Hair over the top of the head: a cap that hugs the skull, with each style's hairline. */
const hairFront = ({ hair, hairStyle }: PortraitLook): string[] => {
  const cap = (hairline: string, opacity = 1): string =>
    `<path d="M212 312 C204 200 256 164 320 164 C384 164 436 200 428 312 ${hairline} Z" fill="${hair}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`;
  switch (hairStyle) {
    case "side-part":
      return [cap("C420 262 404 226 352 214 C330 246 282 262 226 270 L220 312")];
    case "long":
    case "bob":
      return [cap("L420 300 C414 250 384 222 326 216 L314 216 C256 222 226 250 220 300")];
    case "curls":
      return [cap("C420 250 386 210 320 210 C254 210 220 250 212 312")];
    case "buzz":
      return [cap("C420 252 386 204 320 204 C254 204 220 252 212 312", 0.82)];
    default:
      // crop, bun, ponytail: a plain hairline.
      return [cap("L420 292 C410 244 378 222 320 222 C262 222 230 244 220 292")];
  }
};

/** Shoulders and the neckline: the clothing in the person's colour. */
const clothes = ({ skin, clothing, collar }: PortraitLook): string[] => {
  const body = `<path d="M96 640 C96 552 170 500 262 490 L378 490 C470 500 544 552 544 640 Z" fill="${clothing}"/>`;
  switch (collar) {
    case "v-neck":
      return [body, `<path d="M280 490 L320 560 L360 490 Z" fill="${shade(skin, 0.9)}"/>`];
    case "shirt":
      return [
        body,
        `<path d="M286 490 L320 548 L354 490 Z" fill="${shade(skin, 0.9)}"/>`,
        `<path d="M270 482 L320 548 L296 566 L254 500 Z" fill="#fbf7f2"/>`,
        `<path d="M370 482 L320 548 L344 566 L386 500 Z" fill="#fbf7f2"/>`,
      ];
    case "turtleneck":
      return [body, `<rect x="278" y="440" width="84" height="66" rx="18" fill="${shade(clothing, 0.82)}"/>`];
    default:
      return [body, `<path d="M276 490 C286 520 354 520 364 490 Z" fill="${shade(skin, 0.9)}"/>`];
  }
};

/** Eyes, brows, nose, mouth and, for some, glasses. */
const face = ({ skin, hair, glasses }: PortraitLook, rnd: () => number): string[] => {
  const eyeY = 318;
  const gap = 36 + rnd() * 6;
  const smile = 10 + rnd() * 12;
  const lip = shade(skin, 0.55);
  const shapes = [
    `<ellipse cx="${CX - gap}" cy="${eyeY}" rx="8" ry="10" fill="#231c1a"/>`,
    `<ellipse cx="${CX + gap}" cy="${eyeY}" rx="8" ry="10" fill="#231c1a"/>`,
    `<path d="M${CX - gap - 18} ${eyeY - 26} Q${CX - gap} ${eyeY - 36} ${CX - gap + 16} ${eyeY - 28}" stroke="${shade(hair, 0.8)}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
    `<path d="M${CX + gap - 16} ${eyeY - 28} Q${CX + gap} ${eyeY - 36} ${CX + gap + 18} ${eyeY - 26}" stroke="${shade(hair, 0.8)}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
    `<path d="M${CX + 2} ${eyeY + 14} Q${CX - 12} ${eyeY + 44} ${CX + 6} ${eyeY + 48}" stroke="${shade(skin, 0.78)}" stroke-width="6" stroke-linecap="round" fill="none"/>`,
    `<path d="M${CX - 30} ${eyeY + 72} Q${CX} ${eyeY + 72 + smile * 2} ${CX + 30} ${eyeY + 72}" stroke="${lip}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
    `<circle cx="${CX - gap - 14}" cy="${eyeY + 44}" r="16" fill="#ff6b4a" opacity="0.14"/>`,
    `<circle cx="${CX + gap + 14}" cy="${eyeY + 44}" r="16" fill="#ff6b4a" opacity="0.14"/>`,
  ];
  if (glasses) {
    shapes.push(
      `<g fill="none" stroke="#2a2522" stroke-width="5"><rect x="${CX - gap - 26}" y="${eyeY - 20}" width="52" height="40" rx="14"/><rect x="${CX + gap - 26}" y="${eyeY - 20}" width="52" height="40" rx="14"/><path d="M${CX - gap + 26} ${eyeY - 4} Q${CX} ${eyeY - 14} ${CX + gap - 26} ${eyeY - 4}"/></g>`,
    );
  }
  return shapes;
};

/** The portrait as SVG shapes, for a `w` by `h` picture (square in the seed). */
export const drawPortrait = (w: number, h: number, look: PortraitLook, rnd: () => number): string[] => {
  const scale = Math.min(w, h) / 640;
  const shapes = [
    `<rect width="640" height="640" fill="${look.background}"/>`,
    // A disc of the background's deeper tone behind the head: the picture reads as a portrait at thumbnail size.
    `<circle cx="${CX}" cy="${(296 + rnd() * 24).toFixed(1)}" r="${(212 + rnd() * 24).toFixed(1)}" fill="${shade(look.background, 0.9)}"/>`,
    ...hairBehind(look),
    `<rect x="284" y="380" width="72" height="130" rx="30" fill="${shade(look.skin, 0.9)}"/>`,
    ...clothes(look),
    `<ellipse cx="214" cy="${HEAD_Y + 16}" rx="18" ry="28" fill="${shade(look.skin, 0.94)}"/>`,
    `<ellipse cx="426" cy="${HEAD_Y + 16}" rx="18" ry="28" fill="${shade(look.skin, 0.94)}"/>`,
    `<ellipse cx="${CX}" cy="${HEAD_Y}" rx="104" ry="130" fill="${look.skin}"/>`,
    ...hairFront(look),
    ...face(look, rnd),
  ];
  const offset = ((w - 640 * scale) / 2).toFixed(1);
  return [`<g transform="translate(${offset} ${((h - 640 * scale) / 2).toFixed(1)}) scale(${scale.toFixed(4)})">${shapes.join("")}</g>`];
};
