/** Simple brand glyphs (lucide ships no brand icons). Decorative: the link carries the name. */
export type SocialNetwork = 'linkedin' | 'facebook' | 'instagram' | 'twitter';

const paths: Record<SocialNetwork, React.ReactNode> = {
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <rect x="6.5" y="10" width="2.4" height="7.5" fill="var(--social-bg, #0b3b3c)" />
      <circle cx="7.7" cy="7.3" r="1.4" fill="var(--social-bg, #0b3b3c)" />
      <path
        d="M11 10h2.3v1.1c.5-.8 1.4-1.3 2.6-1.3 2 0 3 1.2 3 3.6v4.1h-2.4v-3.8c0-1.1-.4-1.7-1.3-1.7s-1.8.6-1.8 1.9v3.6H11z"
        fill="var(--social-bg, #0b3b3c)"
      />
    </>
  ),
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />
  ),
  instagram: (
    <path
      fillRule="evenodd"
      d="M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 1.8A2.7 2.7 0 0 0 4.8 7.5v9a2.7 2.7 0 0 0 2.7 2.7h9a2.7 2.7 0 0 0 2.7-2.7v-9a2.7 2.7 0 0 0-2.7-2.7zM12 7.6a4.4 4.4 0 1 1 0 8.8 4.4 4.4 0 0 1 0-8.8zm0 1.8a2.6 2.6 0 1 0 0 5.2 2.6 2.6 0 0 0 0-5.2zm4.7-2.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z"
    />
  ),
  twitter: <path d="M4 4h4.6l3.9 5.4L17 4h2.6l-5.9 6.9L20.5 20h-4.6l-4.2-5.8L6.7 20H4.1l6.3-7.3z" />,
};

export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden focusable="false">
      {paths[network]}
    </svg>
  );
}
