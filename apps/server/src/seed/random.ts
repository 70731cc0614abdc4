/** A small seeded PRNG (mulberry32): the same seed gives the same demo data every time. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'Daniel',
  'Susan',
  'Kevin',
  'Laura',
  'Brian',
  'Emily',
  'Jason',
  'Angela',
  'Eric',
  'Megan',
  'Steven',
  'Rachel',
  'Marcus',
  'Olivia',
  'Carlos',
  'Priya',
  'Andre',
  'Hannah',
  'Tyler',
  'Grace',
  'Victor',
  'Nina',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
];

export function personName(r: Random): string {
  return `${r.pick(FIRST)} ${r.pick(LAST)}`;
}

export function usPhone(r: Random): string {
  return `${r.int(201, 989)}-555-${String(r.int(0, 9999)).padStart(4, '0')}`;
}
