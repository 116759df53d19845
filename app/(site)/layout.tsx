import { SiteTop } from '../_shell/chrome';

// Pages are static HTML; re-rendered at most daily in the background so dates and the copyright
// year stay current without a rebuild. Staff edits re-render them at once (revalidatePath).
export const revalidate = 86400;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteTop />
      {children}
    </>
  );
}
