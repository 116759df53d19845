/**
 * The site's own vector artwork (public/artwork/*.svg) written into the page instead of linked:
 * a banner's art then arrives with the HTML, so the first screen needs no second round trip, and
 * an inline <svg> drawn from shapes is not a "largest contentful paint" candidate, so the page's
 * largest paint is its heading, painted in the first frame. Files are read once per process.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

export interface InlineArtwork {
  viewBox: string;
  /** The <svg>'s content, its ids prefixed so that several on a page do not collide. */
  markup: string;
}

const ARTWORK = /^\/artwork\/[a-z0-9/-]+\.svg$/;
const read = new Map<string, InlineArtwork | null>();

/** A banner's picture for components/ui/Backdrop: its address, and its SVG when it is the site's own. */
export interface Artwork {
  src: string;
  inline: InlineArtwork | null;
}

export function artwork(src: string): Artwork {
  return { src, inline: inlineArtwork(src) };
}

/** The artwork at `src` (e.g. '/artwork/hero.svg'), or null when it is not the site's own SVG. */
function inlineArtwork(src: string): InlineArtwork | null {
  if (!ARTWORK.test(src)) return null;
  if (!read.has(src)) read.set(src, load(src));
  return read.get(src)!;
}

function load(src: string): InlineArtwork | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
  } catch {
    return null;
  }
  const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(text);
  const viewBox = match && /viewBox="([^"]+)"/.exec(match[1]);
  if (!match || !viewBox) return null;
  const prefix = `a-${src
    .replace(/^\/artwork\//, '')
    .replace(/\.svg$/, '')
    .replace(/\//g, '-')}-`;
  const markup = match[2]
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/\bhref="#([^"]+)"/g, `href="#${prefix}$1"`);
  return { viewBox: viewBox[1], markup };
}
