import { toBlocks } from '@/lib/text/blocks';
import styles from './Prose.module.css';
import Bidi from './Bidi';

/** Renders stored plain text (paragraphs, "## " sub-headings, "- " lists) as safe text. */
export function Prose({
  text,
  headingLevel = 2,
  className,
}: {
  text: string | readonly string[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose}>
      {toBlocks(text).map((block, index) =>
        block.kind === 'heading' ? (
          <Heading key={index}>
            <Bidi text={block.text} />
          </Heading>
        ) : block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, i) => (
              <li key={i}>
                <Bidi text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            <Bidi text={block.text} />
          </p>
        ),
      )}
    </div>
  );
}
