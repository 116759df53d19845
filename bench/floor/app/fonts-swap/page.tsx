import { dmSans, playfair } from '../brandFontsSwap';
import { Sample } from '../Sample';

export const metadata = { title: 'Floor with the brand fonts, swapped in' };

/** The floor plus the site's two typefaces, loaded with display 'swap', as the site did before. */
export default function Page() {
  return <Sample main={dmSans.className} heading={playfair.className} />;
}
