/**
 * The site's own vector artwork (public/artwork/*.svg) carried in the page as a data: address
 * instead of linked: a banner's art then arrives with the HTML, so the first screen needs no
 * second round trip, and it is one image element, not the hundreds of shapes an inline <svg>
 * would add to every style recalculation of the page (opening a dialog recalculates all of them).
 * Files are read once per process.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** A banner's picture for components/ui/Backdrop: its address, and the same as a data: address when it is the site's own SVG. */
export interface Artwork {
  src: string;
  inline: string | null;
}

const ARTWORK = /^\/artwork\/[a-z0-9/-]+\.svg$/;
const read = new Map<string, string | null>();

export function artwork(src: string): Artwork {
  if (ARTWORK.test(src) && !read.has(src)) read.set(src, dataAddress(src));
  return { src, inline: read.get(src) ?? null };
}

/**
 * 'data:image/svg+xml,…' of the file: the markup nearly as written (single quotes, one line), with
 * only the characters a URL cannot hold as they are %-escaped, which compresses better than base64.
 */
function dataAddress(src: string): string | null {
  let svg: string;
  try {
    svg = fs.readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
  } catch {
    return null;
  }
  const markup = svg
    .trim()
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>{}|\\^`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${markup}`;
}
