// Seeded seasons of several clubs as RatedEvents (rules §23), for the federation list's tests
// and bench: a pool of players (some with licences, some with a rating in the file), each
// event a club's Swiss tournament (round-robin-ish random pairings, a forfeit now and then, a
// bye for an odd field), a duplicate event or both; results drawn from the players' hidden
// strengths so ratings move both ways.
import { seededRandom } from '../../src/core/random';
import {
  type DuplicateGame,
  type EventPlayer,
  type RatedEvent,
  type SwissGame,
  eventKind,
} from '../../src/core/season';

export interface SeasonShape {
  seed: number;
  clubs: number;
  events: number;
  pool: number;
  /** Players per event (at most the pool). */
  field: [number, number];
  rounds: number;
  /** Share of events with duplicate games (0..1). */
  duplicateShare?: number;
  /** Games of a duplicate event and their rounds. */
  duplicateGames?: number;
  duplicateRounds?: number;
  /** First date and how many days the season spans. */
  days?: number;
}

const FIRST = ['Ana', 'José', 'María', 'Luis', 'Carmen', 'Pedro', 'Lucía', 'Jorge', 'Elena', 'Iván', 'Rosa', 'Tomás'];
const SURNAMES = ['García', 'López', 'Martín', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Muñoz', 'Álvarez'];

function isoDate(start: Date, days: number): string {
  const date = new Date(start.getTime() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

export interface PoolPlayer {
  name: string;
  licence: string;
  club: string;
  strength: number;
  /** A rating the first club file carries for him, or null. */
  fileRating: number | null;
}

/** A made-up surname from a number: syllables that differ in two letters or more, so two of them are never one letter apart. */
const SYLLABLES = ['ban', 'cep', 'dir', 'fos', 'gut', 'hal', 'jem', 'kin', 'lor', 'mus'];
function madeUpSurname(n: number): string {
  const digits = String(n).padStart(4, '0');
  const word = [...digits].map((d) => SYLLABLES[Number(d)]).join('');
  return word[0].toUpperCase() + word.slice(1);
}

/** The season's players: unique names, each with a made-up third surname past the first combinations. */
export function playerPool(seed: number, size: number, clubs: number): PoolPlayer[] {
  const random = seededRandom(seed * 7919 + 1);
  return Array.from({ length: size }, (_, i) => {
    const a = FIRST[i % FIRST.length];
    const b = SURNAMES[Math.floor(i / FIRST.length) % SURNAMES.length];
    const c = SURNAMES[Math.floor(i / (FIRST.length * SURNAMES.length)) % SURNAMES.length];
    const tail = Math.floor(i / (FIRST.length * SURNAMES.length * SURNAMES.length));
    const strength = 1300 + Math.round(random() * 900);
    return {
      name:
        size > FIRST.length * SURNAMES.length * SURNAMES.length
          ? `${a} ${b} ${c} ${madeUpSurname(tail)}`
          : `${a} ${b} ${c}`,
      licence: random() < 0.5 ? `L${seed}-${i}` : '',
      club: `Club ${1 + (i % clubs)}`,
      strength,
      fileRating: random() < 0.6 ? strength + Math.round((random() - 0.5) * 200) : null,
    };
  });
}

/** The season of rules §23's budgets (300 tournaments of 20 clubs, ~5,000 players, ~40,000 games): both list benches rate it. */
export const BUDGET_SEASON: SeasonShape = {
  seed: 2026,
  clubs: 20,
  events: 300,
  pool: 7000,
  field: [25, 37],
  rounds: 10,
  duplicateShare: 0.15,
  duplicateGames: 3,
  days: 360,
};

export function ratedSeason(shape: SeasonShape): RatedEvent[] {
  const random = seededRandom(shape.seed);
  const pool = playerPool(shape.seed, shape.pool, shape.clubs);
  const start = new Date(Date.UTC(2026, 0, 10));
  const events: RatedEvent[] = [];
  for (let e = 0; e < shape.events; e++) {
    const club = `Club ${1 + (e % shape.clubs)}`;
    const size = shape.field[0] + Math.floor(random() * (shape.field[1] - shape.field[0] + 1));
    const chosen = new Set<number>();
    while (chosen.size < Math.min(size, pool.length)) chosen.add(Math.floor(random() * pool.length));
    const members = [...chosen].map((i) => pool[i]);
    const players: EventPlayer[] = members.map((member) => ({
      name: member.name,
      club: member.club,
      country: 'ESP',
      licence: member.licence,
      rating: member.fileRating,
      eloDi: null,
    }));
    const duplicate = random() < (shape.duplicateShare ?? 0.25);
    const both = duplicate && random() < 0.3;
    const swissGames: SwissGame[] = [];
    if (!duplicate || both) {
      for (let round = 1; round <= shape.rounds; round++) {
        const order = players.map((_, i) => i).sort(() => random() - 0.5);
        if (order.length % 2 === 1) {
          const bye = order.pop() as number;
          swissGames.push({ round, first: bye, second: null, result: 1, rated: false });
        }
        for (let i = 0; i < order.length; i += 2) {
          const [a, b] = [order[i], order[i + 1]];
          const forfeit = random() < 0.03;
          const expected = 1 / (1 + Math.pow(10, (members[b].strength - members[a].strength) / 400));
          const draw = random() < 0.05;
          const result = draw ? 0.5 : random() < expected ? 1 : 0;
          swissGames.push({ round, first: a, second: b, result, rated: !forfeit });
        }
      }
    }
    const duplicateGames: DuplicateGame[] = [];
    if (duplicate) {
      const count = shape.duplicateGames ?? 2;
      for (let g = 0; g < count; g++) {
        const present = players.map((_, i) => i).filter(() => random() < 0.9);
        const totals = present.map((i) => Math.round(members[i].strength + (random() - 0.5) * 600));
        const sorted = [...totals].sort((x, y) => y - x);
        duplicateGames.push({
          name: `Duplicada ${g + 1}`,
          rounds: g === count - 1 && random() < 0.2 ? 8 : (shape.duplicateRounds ?? 15),
          players: present.map((player, k) => ({ player, total: totals[k], place: sorted.indexOf(totals[k]) + 1 })),
        });
      }
    }
    const date = isoDate(start, Math.floor(random() * (shape.days ?? 300)));
    events.push({
      name: `Torneo ${e + 1}`,
      date,
      club,
      kind: eventKind(swissGames, duplicateGames),
      source: { file: `torneo-${e + 1}.atril`, fingerprint: `fp-${shape.seed}-${e}`, format: 'atril' },
      players,
      swissGames,
      duplicateGames,
    });
  }
  return events;
}

/** A seeded shuffle (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
