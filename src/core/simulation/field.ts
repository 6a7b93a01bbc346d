// A random club field for a generated tournament (`atril generate`, docs/local.md): unique
// Spanish-looking names, ratings, clubs, unrated players with or without a known average,
// and the director's changes along the way — late entries, withdrawals, absences — all
// drawn from one seeded generator (same options and seed, same field).
import { gaussian } from '../random';

export interface FieldModel {
  /** Players in the whole tournament, late entrants included (≥ 2). */
  players: number;
  /** Rounds to play (≥ 1). */
  rounds: number;
  /** Clubs the players are spread over (0 = no club typed). */
  clubs: number;
  /** Share of players without a rating (Escalafón blank), 0–1. */
  unrated: number;
  /** Share of players who join after round 1 (Entra en ronda), 0–1. */
  lateEntries: number;
  /** Share of players who withdraw before the end (Retirado desde ronda), 0–1. */
  withdrawals: number;
  /** Chance that a player misses a given round (Ausente en rondas), 0–1. */
  absences: number;
  /** Share of players with a long name (a compound first name and three surnames, about 45 characters), 0–1: names that test the printed widths. */
  longNames?: number;
}

export interface SimulatedPlayer {
  name: string;
  rating: number | null;
  club: string;
  average: number | null;
  /** The player's real strength, on the rating scale: what the result model plays with (unrated players have one too). */
  strength: number;
  entryRound: number;
  withdrawnFromRound: number | null;
  absentRounds: number[];
}

const FIRST_NAMES =
  'Ana Andrés Begoña Carlos Carmen Diego Elena Fernando Gloria Héctor Inés Javier Julia Lorena Lucía Manuel Marta Nuria Óscar Pablo Pilar Raúl Rosa Sergio Silvia Tomás Úrsula Víctor Yolanda Zoe'.split(
    ' ',
  );
const SURNAMES =
  'Álvarez Benítez Cabrera Campos Castells Delgado Díaz Etxeberria Fuentes García Gil Herrero Ibáñez Iglesias López Lozano Márquez Medina Molina Moreno Núñez Ortega Pascual Prieto Ramos Romero Ruiz Serrano Vázquez Vidal'.split(
    ' ',
  );
const CLUBS = [
  'Scrabble Madrid',
  'Club Atril Valencia',
  'Letras de Sevilla',
  'Scrabble Barcelona',
  'Club Scrabble Bilbao',
  'Club Scrabble Zaragoza',
  'Palabras de Málaga',
  'Scrabble Vigo',
  'Club Letras Murcia',
  'Scrabble Granada',
];

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)];

/** A new full name not yet in `taken` (a number is added once the combinations run short). */
function uniqueName(taken: Set<string>, random: () => number): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = `${pick(FIRST_NAMES, random)} ${pick(SURNAMES, random)} ${pick(SURNAMES, random)}`;
    if (!taken.has(name)) return name;
  }
  const base = `${pick(FIRST_NAMES, random)} ${pick(SURNAMES, random)}`;
  let suffix = 2;
  while (taken.has(`${base} ${suffix}`)) suffix++;
  return `${base} ${suffix}`;
}

/** A long name not yet in `taken`: "María José Castells de la Fuente Etxeberria" and the like. */
function longName(taken: Set<string>, random: () => number): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = `${pick(FIRST_NAMES, random)} ${pick(FIRST_NAMES, random)} ${pick(SURNAMES, random)} de la ${pick(SURNAMES, random)} ${pick(SURNAMES, random)}`;
    if (!taken.has(name)) return name;
  }
  return uniqueName(taken, random);
}

/** The club's name for club number `index` (the list, then numbered clubs). */
export function clubName(index: number): string {
  return index < CLUBS.length ? CLUBS[index] : `Club ${index + 1}`;
}

/**
 * The field: strengths around 1700 (sd 200); rated players' Escalafón is their strength;
 * half the unrated ones have a known average (Promedio) that follows it. Late entrants join
 * in rounds 2..R (never the first two players, so round 1 has someone to pair), withdrawals
 * leave from a round after their entry, absences fall on rounds they would play.
 */
export function simulatedField(model: FieldModel, random: () => number): SimulatedPlayer[] {
  const taken = new Set<string>();
  const longNames = model.longNames ?? 0;
  return Array.from({ length: model.players }, (_, index) => {
    // Drawn only when asked for: without long names a seed gives the field it always gave.
    const name = longNames > 0 && random() < longNames ? longName(taken, random) : uniqueName(taken, random);
    taken.add(name);
    const strength = Math.max(800, Math.min(2600, Math.round(1700 + 200 * gaussian(random))));
    const rated = random() >= model.unrated;
    const average = rated || random() < 0.5 ? null : Math.round(250 + strength / 10);
    const club = model.clubs > 0 ? clubName(Math.floor(random() * model.clubs)) : '';
    // The first two players are there from round 1, so that round 1 can be paired.
    const entryRound =
      index >= 2 && model.rounds > 1 && random() < model.lateEntries
        ? 2 + Math.floor(random() * (model.rounds - 1))
        : 1;
    const withdrawnFromRound =
      entryRound < model.rounds && random() < model.withdrawals
        ? entryRound + 1 + Math.floor(random() * (model.rounds - entryRound))
        : null;
    const absentRounds: number[] = [];
    for (let round = entryRound; round <= (withdrawnFromRound ?? model.rounds + 1) - 1; round++)
      if (random() < model.absences) absentRounds.push(round);
    return {
      name,
      rating: rated ? strength : null,
      club,
      average,
      strength,
      entryRound,
      withdrawnFromRound,
      absentRounds,
    };
  });
}
