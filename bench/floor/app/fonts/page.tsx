import { dmSans, playfair } from '../brandFonts';

export const metadata = { title: 'Floor with the brand fonts' };

/** The floor plus the site's two typefaces: what the fonts alone cost a first paint. */
export default function Page() {
  return (
    <main className={dmSans.className}>
      <h1 className={playfair.className}>We are committed to quality services &amp; products</h1>
      <p>We bring success to our customers.</p>
    </main>
  );
}
