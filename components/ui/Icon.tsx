import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

/**
 * A lucide icon (its drawing from the `lucide` package) as plain SVG. Not a client component:
 * lucide-react's icons are ('use client', for their context), so each one a server component drew
 * was hydrated in the browser and put lucide-react's runtime in every page's first script.
 * Decorative unless given a name (`aria-label`), as lucide-react's were.
 */
export function Icon({
  node,
  size = 24,
  strokeWidth = 2,
  ...svg
}: { node: IconNode; size?: number; strokeWidth?: number } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={svg['aria-label'] ? undefined : true}
      {...svg}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
