import { dmSans, playfair } from '../brandFonts';

export const metadata = { title: 'Floor with the home page first screen' };

/**
 * The floor plus what the home page's first screen is made of, without any of the site's code:
 * the two typefaces, the logo and the hero artwork (copied in by the bench), preloaded as the site
 * preloads them.
 */
export default function Page() {
  return (
    <main className={dmSans.className} style={{ position: 'relative', minHeight: '100svh', color: '#fff' }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the same plain tags the site's Img renders */}
      <img src="/logo-light.svg" alt="Kinglife" width={150} height={40} fetchPriority="high" />
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/hero.svg"
        alt=""
        fetchPriority="high"
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          zIndex: -1,
        }}
      />
      <h1 className={playfair.className} style={{ fontSize: '2.75rem' }}>
        We are committed to quality services &amp; products
      </h1>
      <p>We bring success to our customers.</p>
    </main>
  );
}
