import { Container } from '@/components/ui/Container';
import { SectionHead } from './SectionHead';
import sections from './sections.module.css';

/**
 * A home section: its head (eyebrow, heading, intro) and what follows, at the sections' rhythm,
 * plain or tinted. `layout` is the container's class (a heading beside its content).
 */
export function HomeSection({
  id,
  heading,
  eyebrow,
  intro,
  centered,
  tinted = false,
  layout,
  children,
}: {
  /** The section's name: its heading is `${id}-heading`. */
  id: string;
  heading: string;
  eyebrow?: string;
  intro?: string;
  centered?: boolean;
  tinted?: boolean;
  layout?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      className={tinted ? `${sections.section} ${sections.tinted}` : sections.section}
      aria-labelledby={`${id}-heading`}
    >
      <Container className={layout}>
        <SectionHead
          id={`${id}-heading`}
          eyebrow={eyebrow}
          heading={heading}
          intro={intro}
          centered={centered}
        />
        {children}
      </Container>
    </section>
  );
}
