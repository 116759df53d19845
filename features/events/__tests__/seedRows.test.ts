import { editionOf } from '../seedRows';
import { eventSeeds } from '../seedContent';

describe('the seeded editions of the trade shows', () => {
  it.each(['2026-12-01', '2027-01-27', '2027-06-30', '2028-02-29', '2031-10-06'])(
    'seeded on %s: three upcoming and two past, each on its usual dates',
    (today) => {
      const editions = eventSeeds.map((show) => ({ show: show.edition, ...editionOf(show.edition, today) }));
      expect(editions.filter((e) => e.startsOn > today)).toHaveLength(3);
      expect(editions.filter((e) => e.endsOn < today)).toHaveLength(2);
      for (const { show, startsOn, endsOn } of editions) {
        expect(startsOn.slice(5)).toBe(
          `${String(show.month).padStart(2, '0')}-${String(show.day).padStart(2, '0')}`,
        );
        const days = (Date.parse(endsOn) - Date.parse(startsOn)) / 86_400_000 + 1;
        expect(days).toBe(show.days);
      }
    },
  );

  it('keeps a show held every other year in its years: Anuga in odd ones, SIAL Paris in even ones', () => {
    const anuga = eventSeeds.find((show) => show.name === 'Anuga')!;
    const sial = eventSeeds.find((show) => show.name === 'SIAL Paris')!;
    expect(editionOf(anuga.edition, '2026-12-01').startsOn).toBe('2025-10-04');
    expect(editionOf(sial.edition, '2026-12-01').startsOn).toBe('2026-10-17');
    expect(editionOf(sial.edition, '2027-12-01').startsOn).toBe('2026-10-17');
  });
});
