import { dmSans, playfair } from '../brandFontsSwap';

export const metadata = { title: 'Floor with the brand fonts, swapped in' };

/** The floor plus the site's two typefaces: loaded with display 'swap', as the site did before. */
export default function Page() {
  return (
    <main className={dmSans.className}>
      <h1 className={playfair.className}>We are committed to quality services &amp; products</h1>
      <p>We bring success to our customers.</p>
    </main>
  );
}
