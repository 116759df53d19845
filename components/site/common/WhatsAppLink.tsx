import type { IconNode } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { Container } from '@/components/ui/Container';
import { localized } from '@/content/localized';
import { fill } from '@/lib/text/fill';
import styles from './WhatsAppLink.module.css';
import Bidi from '@/components/ui/Bidi';

/** WhatsApp's mark in the site's line icons: lucide's message-circle around lucide's phone, filled. */
const whatsappIcon: IconNode = [
  [
    'path',
    {
      d: 'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
      key: 'bubble',
    },
  ],
  [
    'path',
    {
      d: 'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
      transform: 'translate(7.2 7.2) scale(0.4)',
      fill: 'currentColor',
      stroke: 'none',
      key: 'handset',
    },
  ],
];

/**
 * 'Chat on WhatsApp': opens a chat with the number of General settings (international digits),
 * the message already typed. Nothing when no number is set.
 */
export async function WhatsAppLink({
  number,
  message,
  className,
}: {
  number: string;
  message: string;
  className?: string;
}) {
  if (!number) return null;
  const { t } = await localized();
  return (
    <a
      href={`https://wa.me/${number}?text=${encodeURIComponent(message)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={className ? `${styles.link} ${className}` : styles.link}
    >
      <Icon node={whatsappIcon} size={20} />
      {t.dictionary.whatsapp.label}
      <span className="visually-hidden"> {t.dictionary.footer.newTab}</span>
    </a>
  );
}

/** A product page's invitation to ask about the product on WhatsApp, in a band of its own. */
export async function ProductWhatsApp({ number, product }: { number: string; product: string }) {
  if (!number) return null;
  const { t } = await localized();
  const text = t.dictionary.whatsapp;
  return (
    <Container>
      <div className={styles.band}>
        <p className={styles.lead}>
          <Bidi text={fill(text.productLead, { product })} />
        </p>
        <WhatsAppLink
          number={number}
          message={fill(text.productMessage, { product })}
          className={styles.button}
        />
      </div>
    </Container>
  );
}
