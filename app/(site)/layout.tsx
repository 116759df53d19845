import { SiteBottom, SiteTop } from '../_shell/chrome';

// Pages are static HTML, re-rendered at most daily in the background so dates and the copyright
// year stay current without a rebuild.
export const revalidate = 86400;

/** Every public page: navigation, the page, and the footer (on /contact too: spec, Contact). */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteTop />
      <main id="main">{children}</main>
      <SiteBottom />
    </>
  );
}
