import { dmSans, playfair } from '../brandFonts';
import { Sample } from '../Sample';

export const metadata = { title: 'Floor with the brand fonts' };

/** The floor plus the site's two typefaces, loaded as the site loads them. */
export default function Page() {
  return <Sample main={dmSans.className} heading={playfair.className} />;
}
