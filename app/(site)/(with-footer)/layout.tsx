import { SiteBottom } from '../../_shell/chrome';

/** Every public page but /contact has the footer (spec). */
export default function WithFooterLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <main id="main">{children}</main>
      <SiteBottom />
    </>
  );
}
