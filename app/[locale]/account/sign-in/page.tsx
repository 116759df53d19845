import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Container } from '@/components/ui/Container';
import { LightPageHeader } from '@/components/ui/LightPageHeader';
import { localized } from '@/content/localized';
import { currentBuyer } from '@/features/buyers/session';
import { ConfirmSignIn } from '@/features/buyers/site/ConfirmSignIn';
import { SignInForm } from '@/features/buyers/site/SignInForm';
import styles from '@/features/buyers/site/account.module.css';
import { formMessagesFor } from '@/lib/validation/messages';

/** Reads the link's token and the buyer's cookie: rendered for each request, never kept. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await localized();
  return { title: t.buyerText.signIn.title, robots: { index: false, follow: false } };
}

/**
 * Asking for a sign-in link, or, opened from the mailed link (?token=…), the button that signs
 * this browser in. A browser signed in already goes on to the buyer's page.
 */
export default async function AccountSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ t, locale, routes }, query] = await Promise.all([localized(), searchParams]);
  const token = typeof query.token === 'string' ? query.token : '';
  if (!token && (await currentBuyer())) redirect(routes.account());
  const text = t.buyerText;
  const form = <SignInForm text={text} messages={formMessagesFor(locale).buyerSignIn} />;
  return (
    <>
      <LightPageHeader
        title={token ? text.confirm.title : text.signIn.title}
        intro={token ? undefined : text.signIn.intro}
      />
      <Container className={styles.narrow}>
        {token ? (
          <ConfirmSignIn token={token} text={text} locale={locale}>
            {form}
          </ConfirmSignIn>
        ) : (
          form
        )}
      </Container>
    </>
  );
}
