import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Container } from '@/components/ui/Container';
import { LightPageHeader } from '@/components/ui/LightPageHeader';
import { localized } from '@/content/localized';
import { listsOf } from '@/features/buyers/lists';
import { buyerRequests } from '@/features/buyers/requests';
import { currentBuyer } from '@/features/buyers/session';
import { BuyerRequestCard } from '@/features/buyers/site/BuyerRequestCard';
import { RememberSender } from '@/features/buyers/site/RememberSender';
import { SavedLists } from '@/features/buyers/site/SavedLists';
import { SignOutButton } from '@/features/buyers/site/SignOutButton';
import { YourData } from '@/features/buyers/site/YourData';
import styles from '@/features/buyers/site/account.module.css';
import { listCategoriesWithProducts } from '@/features/products/published';
import { LotLookupSection } from '@/features/documents/site/LotLookupSection';
import { fill } from '@/lib/text/fill';
import { formMessagesFor } from '@/lib/validation/messages';
import Bidi from '@/components/ui/Bidi';

/** Rendered for each request from the buyer's cookie: never kept by Next, nginx or a CDN. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await localized();
  return { title: t.buyerText.account.title, robots: { index: false, follow: false } };
}

/**
 * A signed-in buyer's page: their requests with each one's progress, the certificate of analysis of
 * a lot they received, and their saved lists.
 */
export default async function AccountPage() {
  const { t, locale, routes } = await localized();
  const buyer = await currentBuyer();
  if (!buyer) redirect(routes.accountSignIn());
  const [requests, lists, categories] = await Promise.all([
    buyerRequests(buyer.email, locale),
    listsOf(buyer.email),
    listCategoriesWithProducts(locale),
  ]);
  const productNames = Object.fromEntries(
    categories.flatMap((category) => category.products.map((product) => [product.id, product.name])),
  );
  const text = t.buyerText;
  const messages = formMessagesFor(locale).buyerSignIn;
  return (
    <>
      <LightPageHeader title={text.account.title} intro={text.account.intro}>
        <div className={styles.who}>
          <p dir="auto">
            <Bidi text={fill(text.account.signedInAs, { email: buyer.email })} />
          </p>
          <SignOutButton
            label={text.account.signOut}
            to={routes.accountSignIn()}
            className={styles.secondary}
          />
        </div>
      </LightPageHeader>
      <Container className={styles.page}>
        <section aria-labelledby="requests-heading">
          <h2 id="requests-heading" className={styles.heading}>
            {text.account.requestList}
          </h2>
          {requests.length > 0 && <RememberSender sender={requests[0].sender} />}
          {requests.length === 0 ? (
            <p className={styles.muted}>{text.account.empty}</p>
          ) : (
            <ul className={styles.requests}>
              {requests.map((request) => (
                <li key={request.id}>
                  <BuyerRequestCard
                    request={request}
                    text={text}
                    units={t.quoteText.units}
                    locale={locale}
                    messages={messages}
                    quoteHref={routes.quote()}
                    quoteLabel={t.quoteText.view}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <LotLookupSection />
        <section aria-labelledby="lists-heading">
          <h2 id="lists-heading" className={styles.heading}>
            {text.lists.title}
          </h2>
          <p className={styles.muted}>{text.lists.intro}</p>
          <SavedLists
            lists={lists}
            productNames={productNames}
            text={text}
            messages={messages}
            quoteHref={routes.quote()}
            quoteLabel={t.quoteText.view}
          />
        </section>
        <section aria-labelledby="data-heading">
          <h2 id="data-heading" className={styles.heading}>
            {text.yourData.title}
          </h2>
          <p className={styles.muted}>{text.yourData.intro}</p>
          <YourData email={buyer.email} text={text} />
        </section>
      </Container>
    </>
  );
}
