import { Frame } from '@/components/ui/Frame';
import { Container } from '@/components/ui/Container';
import { toBlocks } from '@/lib/text/blocks';
import styles from './ServiceBlocks.module.css';
import type { FocusedImage } from '@/lib/images/focus';
import Bidi from '@/components/ui/Bidi';

export interface ServiceBlock {
  id: number;
  name: string;
  description: string;
  image: FocusedImage;
}

/** One image-and-text block per service, the image alternating sides on wide screens. */
export function ServiceBlocks({ services }: { services: readonly ServiceBlock[] }) {
  return (
    <div className={styles.list}>
      {services.map((service, index) => (
        <section
          key={service.id}
          id={`service-${service.id}`}
          className={styles.block}
          data-side={index % 2 === 0 ? 'start' : 'end'}
          aria-labelledby={`service-${service.id}-heading`}
        >
          <Container className={styles.inner}>
            {/* The first picture is in the first screen on a phone, and its largest paint there. */}
            <Frame
              {...service.image}
              sizes="(min-width: 1024px) 560px, 100vw"
              priority={index === 0}
              className={styles.media}
            />
            <div className={styles.text}>
              <p className={styles.step} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h2 id={`service-${service.id}-heading`} className={styles.heading}>
                <Bidi text={service.name} />
              </h2>
              {toBlocks(service.description).map((block, i) =>
                block.kind === 'paragraph' ? (
                  <p key={i}>
                    <Bidi text={block.text} />
                  </p>
                ) : block.kind === 'heading' ? (
                  <h3 key={i}>
                    <Bidi text={block.text} />
                  </h3>
                ) : (
                  <ul key={i}>
                    {block.items.map((item) => (
                      <li key={item}>
                        <Bidi text={item} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </Container>
        </section>
      ))}
    </div>
  );
}
