import { createRandom, hashString, type Random } from "./random.ts";

export type CoverOptions = {
  title: string;
  author?: string | undefined;
  vendor: string;
  /** 1 = front cover; 2 and more = inner pages. */
  position: number;
  /** What the drawing is derived from (the handle): the same key always gives the same picture. */
  seedKey: string;
  /** Rendered width in pixels (50 to 2000); the height follows at 3:4. */
  width?: number | undefined;
};

const VIEW_WIDTH = 600;
const VIEW_HEIGHT = 800;
const DEFAULT_WIDTH = 600;
const MIN_WIDTH = 50;
const MAX_WIDTH = 2000;
const SERIF = "Georgia,'Times New Roman',serif";
const SANS = "'Trebuchet MS',Verdana,sans-serif";

type Palette = { background: string; band: string; ink: string; accent: string; second: string };

const PALETTES: readonly Palette[] = [
  { background: "#f4a259", band: "#fff4e0", ink: "#3d2c2e", accent: "#5b8e7d", second: "#f4e285" },
  { background: "#5b8e7d", band: "#f7f3e3", ink: "#1f3a33", accent: "#f4e285", second: "#bc4b51" },
  { background: "#3d5a80", band: "#e0fbfc", ink: "#1b263b", accent: "#ee6c4d", second: "#98c1d9" },
  { background: "#e07a5f", band: "#f4f1de", ink: "#3d405b", accent: "#81b29a", second: "#f2cc8f" },
  { background: "#8e7dbe", band: "#f7f0ff", ink: "#2e2a47", accent: "#f9c74f", second: "#99c1b9" },
  { background: "#2a9d8f", band: "#fefae0", ink: "#264653", accent: "#e9c46a", second: "#f4a261" },
  { background: "#ffb4a2", band: "#fff8f0", ink: "#6d3b47", accent: "#b5838d", second: "#e5989b" },
  { background: "#6a994e", band: "#f2e8cf", ink: "#283618", accent: "#f2a541", second: "#a7c957" },
  { background: "#264653", band: "#f1faee", ink: "#1d3557", accent: "#e76f51", second: "#a8dadc" },
  { background: "#d4a373", band: "#fefae0", ink: "#4a3728", accent: "#6b9080", second: "#faedcd" },
];

/** A generated book cover (position 1) or inner page (2 and more), small enough to serve by the thousand. */
export function renderCoverSvg(options: CoverOptions): string {
  const random = createRandom(hashString(`${options.seedKey}#${options.position}`));
  const palette = PALETTES[hashString(options.seedKey) % PALETTES.length] as Palette;
  const width = renderedWidth(options.width);
  const height = Math.round((width * VIEW_HEIGHT) / VIEW_WIDTH);
  const body = options.position <= 1 ? frontCover(options, palette, random) : innerPage(options, palette, random);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" role="img"><title>${escapeXml(options.title)}</title>${body}</svg>`
  );
}

function renderedWidth(width: number | undefined): number {
  if (width === undefined || !Number.isFinite(width)) return DEFAULT_WIDTH;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));
}

function frontCover(options: CoverOptions, palette: Palette, random: Random): string {
  const lines = wrapTitle(options.title);
  const fontSize = titleFontSize(lines);
  const lineHeight = Math.round(fontSize * 1.15);
  const bandHeight = lines.length * lineHeight + 56;
  const titleText = lines
    .map((line, index) => {
      const y = 60 + 28 + fontSize * 0.8 + index * lineHeight;
      // Long words or wide glyphs: squeeze the line rather than let it leave the band.
      const fit = estimatedWidth(line, fontSize) > 500 ? ' textLength="500" lengthAdjust="spacingAndGlyphs"' : "";
      return `<text x="300" y="${Math.round(y)}"${fit}>${escapeXml(line)}</text>`;
    })
    .join("");
  const author = options.author ? authorLabel(truncate(options.author, 36), palette) : "";
  return (
    `<rect width="600" height="800" fill="${palette.background}"/>` +
    illustration(palette, random, 60 + bandHeight + 20, 650) +
    `<rect x="40" y="60" width="520" height="${bandHeight}" rx="24" fill="${palette.band}" opacity=".93"/>` +
    `<g font-family="${SERIF}" font-size="${fontSize}" font-weight="bold" fill="${palette.ink}" text-anchor="middle">${titleText}</g>` +
    author +
    `<rect y="730" width="600" height="70" fill="${palette.ink}"/>` +
    `<text x="300" y="773" font-family="${SANS}" font-size="22" fill="${palette.band}" text-anchor="middle" letter-spacing="2">${escapeXml(options.vendor.toUpperCase())}</text>` +
    `<rect width="16" height="800" fill="#000" opacity=".12"/>`
  );
}

/** On a dark pill so the name stays readable over any illustration. */
function authorLabel(author: string, palette: Palette): string {
  const pillWidth = Math.min(560, Math.round(author.length * 26 * 0.56) + 48);
  return (
    `<rect x="${300 - pillWidth / 2}" y="672" width="${pillWidth}" height="42" rx="21" fill="${palette.ink}" opacity=".8"/>` +
    `<text x="300" y="701" font-family="${SANS}" font-size="26" fill="${palette.band}" text-anchor="middle">${escapeXml(author)}</text>`
  );
}

function innerPage(options: CoverOptions, palette: Palette, random: Random): string {
  const textLines: string[] = [];
  for (let i = 0; i < 7; i++) {
    const lineWidth = i === 6 ? random.int(160, 300) : random.int(420, 500);
    textLines.push(`<rect x="60" y="${540 + i * 28}" width="${lineWidth}" height="10" rx="5"/>`);
  }
  return (
    `<rect width="600" height="800" fill="#fdf8ef"/>` +
    `<text x="300" y="50" font-family="${SERIF}" font-size="18" font-style="italic" fill="#8a8073" text-anchor="middle">${escapeXml(truncate(options.title, 48))}</text>` +
    `<clipPath id="p"><rect x="60" y="80" width="480" height="420" rx="18"/></clipPath>` +
    `<g clip-path="url(#p)"><rect x="60" y="80" width="480" height="420" fill="${palette.background}"/>${illustration(palette, random, 110, 500)}</g>` +
    `<g fill="#d9cfc1">${textLines.join("")}</g>` +
    `<text x="300" y="770" font-family="${SERIF}" font-size="20" fill="#8a8073" text-anchor="middle">${options.position - 1}</text>`
  );
}

/** One of a few simple scenes between `top` and `bottom`, its details drawn from the random source. */
function illustration(palette: Palette, random: Random, top: number, bottom: number): string {
  const scenes = [hills, night, sea, forest, bubbles, balloons];
  return random.pick(scenes)(palette, random, top, bottom);
}

type Scene = (palette: Palette, random: Random, top: number, bottom: number) => string;

const hills: Scene = (palette, random, top, bottom) => {
  const sunX = random.int(140, 460);
  return (
    `<circle cx="${sunX}" cy="${top + 70}" r="${random.int(40, 60)}" fill="${palette.second}"/>` +
    `<ellipse cx="${random.int(120, 220)}" cy="${bottom}" rx="260" ry="${random.int(110, 170)}" fill="${palette.accent}"/>` +
    `<ellipse cx="${random.int(380, 500)}" cy="${bottom + 20}" rx="280" ry="${random.int(120, 180)}" fill="${palette.band}" opacity=".5"/>`
  );
};

const night: Scene = (palette, random, top, bottom) => {
  const stars = Array.from({ length: 7 }, () => {
    return `<circle cx="${random.int(60, 540)}" cy="${random.int(top + 10, bottom - 120)}" r="${random.int(3, 7)}"/>`;
  }).join("");
  return (
    `<rect y="${top - 20}" width="600" height="${bottom - top + 80}" fill="${palette.ink}" opacity=".55"/>` +
    `<g fill="${palette.second}">${stars}</g>` +
    `<circle cx="${random.int(380, 480)}" cy="${top + 80}" r="50" fill="${palette.band}"/>` +
    `<ellipse cx="300" cy="${bottom + 30}" rx="380" ry="120" fill="${palette.accent}"/>`
  );
};

const sea: Scene = (palette, random, top, bottom) => {
  const waterline = bottom - random.int(110, 150);
  const boatX = random.int(180, 400);
  return (
    `<circle cx="${random.int(120, 480)}" cy="${top + 70}" r="48" fill="${palette.second}"/>` +
    `<path d="M${boatX} ${waterline - 10}h120l-25 35h-70z" fill="${palette.ink}"/>` +
    `<path d="M${boatX + 55} ${waterline - 20}v-110l55 100z" fill="${palette.band}"/>` +
    `<path d="M0 ${waterline}q75-30 150 0t150 0 150 0 150 0V${bottom + 80}H0z" fill="${palette.accent}"/>`
  );
};

const forest: Scene = (palette, random, top, bottom) => {
  const count = random.int(3, 5);
  const trees = Array.from({ length: count }, (_, index) => {
    const x = 70 + Math.round(((index + 0.5) * 460) / count) + random.int(-20, 20);
    const treeHeight = random.int(150, Math.max(160, bottom - top - 40));
    return (
      `<rect x="${x - 8}" y="${bottom - 40}" width="16" height="40" fill="${palette.ink}"/>` +
      `<path d="M${x} ${bottom - 40 - treeHeight}l${random.int(45, 70)} ${treeHeight}h-${random.int(90, 140)}z"/>`
    );
  }).join("");
  return (
    `<circle cx="${random.int(100, 500)}" cy="${top + 50}" r="36" fill="${palette.second}"/>` +
    `<g fill="${palette.accent}">${trees}</g>` +
    `<rect y="${bottom}" width="600" height="80" fill="${palette.ink}" opacity=".35"/>`
  );
};

const bubbles: Scene = (palette, random, top, bottom) => {
  const colours = [palette.accent, palette.second, palette.band];
  return Array.from({ length: random.int(6, 9) }, () => {
    const radius = random.int(25, 85);
    return `<circle cx="${random.int(80, 520)}" cy="${random.int(top + radius, bottom - 20)}" r="${radius}" fill="${random.pick(colours)}" opacity=".8"/>`;
  }).join("");
};

const balloons: Scene = (palette, random, top, bottom) => {
  const colours = [palette.accent, palette.second, palette.band, palette.ink];
  const count = random.int(3, 5);
  return Array.from({ length: count }, (_, index) => {
    const x = 90 + Math.round(((index + 0.5) * 420) / count);
    const y = random.int(top + 60, Math.max(top + 61, bottom - 180));
    return (
      `<path d="M${x} ${y + 50}q${random.int(-25, 25)} 60 0 ${bottom - y - 60}" stroke="${palette.ink}" fill="none" stroke-width="2"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="40" ry="50" fill="${random.pick(colours)}"/>`
    );
  }).join("");
};

/** The title on as few lines as fit, at most four; a longer title ends with an ellipsis. */
function wrapTitle(title: string): string[] {
  // French typography: "!", "?", ":" and ";" never start a line, they stay with the word before.
  const words = title
    .trim()
    .replace(/\s+([!?:;»])/g, "\u00a0$1")
    .split(/[ \t\n]+/);
  for (const maxChars of [12, 15, 18, 22, 26]) {
    const lines = wrap(words, maxChars);
    if (lines.length <= 4) return lines;
  }
  const lines = wrap(words, 26).slice(0, 4);
  lines[3] = `${truncate(lines[3] ?? "", 25)}…`;
  return lines;
}

function wrap(words: readonly string[], maxChars: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function titleFontSize(lines: readonly string[]): number {
  const longest = Math.max(...lines.map((line) => line.length));
  return Math.max(30, Math.min(64, Math.floor(500 / (longest * 0.55))));
}

/** A serif glyph averages about 0.55 em; close enough to know when a line needs squeezing. */
function estimatedWidth(line: string, fontSize: number): number {
  return line.length * fontSize * 0.55;
}

function truncate(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1).trimEnd()}…`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
