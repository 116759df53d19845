import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Backdrop } from '../Backdrop';
import { Card } from '../Card';
import { Frame } from '../Frame';
import { Thumb } from '../Img';

const SRC = '/media/public/00000000-0000-4000-8000-000000000000.jpg';
const position = (img: HTMLElement) => img.style.objectPosition;

describe('a picture’s focal point on the site', () => {
  it('places a cropped picture by its focal point, so the point stays in frame', () => {
    render(<Frame src={SRC} alt="Leaves" sizes="100vw" focus={{ x: 20, y: 80 }} />);
    expect(position(screen.getByAltText('Leaves'))).toBe('20% 80%');
  });

  it('reaches the picture of a card, a thumbnail and a banner', () => {
    const { container } = render(
      <>
        <Card title="Post" image={{ src: SRC, alt: 'Card', sizes: '300px', focus: { x: 10, y: 90 } }} />
        <Thumb image={{ src: SRC, focus: { x: 33.5, y: 0 } }} width={96} height={72} />
        <Backdrop image={{ src: SRC, focus: { x: 100, y: 25 } }} alt="Banner" />
      </>,
    );
    expect(position(screen.getByAltText('Card'))).toBe('10% 90%');
    expect(position(screen.getByAltText('Banner'))).toBe('100% 25%');
    const thumb = [...container.querySelectorAll('img')].find((img) => img.alt === '')!;
    expect(position(thumb)).toBe('33.5% 0%');
  });

  it('leaves a picture without one to its stylesheet (centred, or the seed artwork’s own place)', () => {
    render(<Backdrop image={{ src: '/artwork/hero.svg' }} alt="Artwork" />);
    expect(position(screen.getByAltText('Artwork'))).toBe('');
  });
});
