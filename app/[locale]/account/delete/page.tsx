import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { LightPageHeader } from '@/components/ui/LightPageHeader';
import { localized } from '@/content/localized';
import { ConfirmErasure } from '@/features/buyers/site/ConfirmErasure';
import styles from '@/features/buyers/site/account.module.css';

/** Reads the link's token: rendered for each request, never kept. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await localized();
  return { title: t.buyerText.erasure.title, robots: { index: false, follow: false } };
}

/** The page the erasure mail's link opens (?token=…): what goes and what stays, and one button. */
export default async function AccountDeletePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ t, routes }, query] = await Promise.all([localized(), searchParams]);
  const token = typeof query.token === 'string' ? query.token : '';
  return (
    <>
      <LightPageHeader title={t.buyerText.erasure.title} />
      <Container className={styles.narrow}>
        <ConfirmErasure token={token} text={t.buyerText} homeHref={routes.home()} />
      </Container>
    </>
  );
}
