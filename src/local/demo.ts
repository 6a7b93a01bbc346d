// `npm start`: a club tournament from start to finish on an .xlsx file, through the very
// actions the add-on's menu runs (rules §8). A 25-player club field (ratings, four unrated
// players, two of them with a known average), a late entry in round 3 and a withdrawal
// from round 5; six Swiss rounds whose Scrabble scores are simulated from the players'
// strength with a seeded generator (same seed, same tournament); a no-show; then ELO and
// two duplicate games with their Maestra row. The director's typing is simulated with
// plain writes into the typed tabs, exactly where a director would type.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Language } from '../i18n';
import { t } from '../i18n';
import { type ActionResult } from '../sheets/actions/action';
import { computeElo } from '../sheets/actions/computeElo';
import { pairNextRound } from '../sheets/actions/pairNextRound';
import { scoreDuplicate } from '../sheets/actions/scoreDuplicate';
import { setupTournament } from '../sheets/actions/setupTournament';
import { updateStandings } from '../sheets/actions/updateStandings';
import { type Cell, type Grid, isBlankRow } from '../sheets/grid/cells';
import { lookupTab } from '../sheets/config/tabs';
import { typedPlayer, typePlayers, typePlayerValue, typeRoundResults, typeSetting } from '../sheets/tournament/typing';
import { textTable } from './textTable';
import { XlsxWorkbook } from './xlsxWorkbook';
import { gaussian, seededRandom } from '../core/random';

export interface DemoPlayer {
  name: string;
  rating: number | null;
  club: string;
  average: number | null;
  entryRound?: number;
  withdrawnFromRound?: number;
}

/** The club field: realistic FISE-style ratings, clubs, four unrated players. */
export const DEMO_FIELD: DemoPlayer[] = [
  { name: 'Marta Iglesias Prieto', rating: 2184, club: 'Scrabble Madrid', average: 412 },
  { name: 'Jorge Salvador Ruiz', rating: 2141, club: 'Club Atril Valencia', average: 405 },
  { name: 'Begoña Ibáñez Soto', rating: 2097, club: 'Letras de Sevilla', average: 398 },
  { name: 'Andrés Cuesta Molina', rating: 2052, club: 'Scrabble Madrid', average: 391 },
  { name: 'Rosa María Gil Navarro', rating: 2013, club: 'Scrabble Barcelona', average: 386 },
  { name: 'Fernando Lozano Díaz', rating: 1988, club: 'Club Atril Valencia', average: 380 },
  { name: 'Nuria Castells Vidal', rating: 1961, club: 'Scrabble Barcelona', average: 377 },
  { name: 'Tomás Herrero Blanco', rating: 1934, club: 'Letras de Sevilla', average: 372 },
  { name: 'Pilar Moreno Cano', rating: 1907, club: 'Scrabble Madrid', average: 368 },
  { name: 'Raúl Ortega Fuentes', rating: 1880, club: 'Club Scrabble Zaragoza', average: 363 },
  { name: 'Silvia Romero Pascual', rating: 1856, club: 'Club Atril Valencia', average: 360 },
  { name: 'Óscar Medina Reyes', rating: 1829, club: 'Letras de Sevilla', average: 355 },
  { name: 'Ainhoa Etxeberria Goñi', rating: 1801, club: 'Club Scrabble Bilbao', average: 351 },
  { name: 'Manuel Vázquez Pardo', rating: 1776, club: 'Scrabble Madrid', average: 347 },
  { name: 'Lorena Campos Rubio', rating: 1748, club: 'Club Scrabble Zaragoza', average: 342 },
  { name: 'Ignacio Serrano Vega', rating: 1720, club: 'Scrabble Barcelona', average: 338 },
  { name: 'Carmen Delgado Ramos', rating: 1693, club: 'Club Atril Valencia', average: 334 },
  { name: 'Pablo Núñez Calvo', rating: 1661, club: 'Club Scrabble Bilbao', average: 329 },
  { name: 'Elena Márquez León', rating: 1634, club: 'Letras de Sevilla', average: 325 },
  { name: 'Víctor Benítez Santos', rating: 1602, club: 'Scrabble Madrid', average: 320 },
  { name: 'Julia Cabrera Mora', rating: 1575, club: 'Club Scrabble Zaragoza', average: 316 },
  { name: 'Alba Ferrer Solé', rating: null, club: 'Scrabble Barcelona', average: 352 },
  { name: 'Diego Rivas Montero', rating: null, club: 'Club Atril Valencia', average: 331 },
  { name: 'Lucas Peña Garrido', rating: null, club: '', average: null },
  { name: 'Inés Carmona Vera', rating: null, club: 'Letras de Sevilla', average: null },
];

/** Arrives for round 3 (typed into Jugadores after round 2, as a director would). */
export const DEMO_LATE_ENTRY: DemoPlayer = {
  name: 'Gonzalo Prieto Arias',
  rating: 1812,
  club: 'Club Scrabble Bilbao',
  average: 350,
  entryRound: 3,
};
/** Leaves after round 4 (Retirado desde ronda 5, typed after round 4). */
export const DEMO_WITHDRAWAL = 'Raúl Ortega Fuentes';
/** Does not show in round 3: the director types NP for that side. */
export const DEMO_NO_SHOW = { round: 3, name: 'Lucas Peña Garrido' };

export const DEMO_ROUNDS = 6;
/** Configuración › Enlace de la página of the demo (a reserved example domain). */
export const DEMO_PAGE_LINK = 'https://club.example/clasificacion.html';

export interface DemoOptions {
  /** Where the workbook is written. */
  out: string;
  seed?: number;
  lang?: Language;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface DemoResult {
  path: string;
  lang: Language;
  /** The Clasificación tab as written, from its header row. */
  standings: Grid;
  /** The Clasificación duplicada tab as written, from its first block's title. */
  duplicateStandings: Grid;
  workbook: XlsxWorkbook;
}

function expectOk(result: ActionResult): ActionResult {
  // The demo is a script: an action that refuses is a bug in the demo, not user input.
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** A simulated Scrabble score: the player's known average (or a guess from the rating) plus noise. */
function simulatedScore(player: DemoPlayer | undefined, random: () => number): number {
  const base = player?.average ?? (player?.rating ? 330 + (player.rating - 1600) / 10 : 330);
  return Math.max(150, Math.round(base + 55 * gaussian(random)));
}

/** A duplicate game: master scores per round and each player's slips (some hit the master, some miss a round). */
function duplicateGrid(players: DemoPlayer[], rounds: number, random: () => number, lang: Language): Grid {
  const masters = Array.from({ length: rounds }, () => 24 + Math.round(random() * 90));
  const header: Cell[] = [t(lang, 'col.players.name'), ...masters.map((_, r) => `R${r + 1}`)];
  const rows: Cell[][] = players.map((player) => {
    const skill = Math.min(0.75, Math.max(0.2, ((player.average ?? 330) - 250) / 220));
    return [
      player.name,
      ...masters.map((master) => {
        const draw = random();
        if (draw < skill) return master; // found the master move
        if (draw > 0.97) return ''; // no valid slip: a blank counts 0
        return Math.max(0, Math.round(master * (0.45 + 0.5 * random())));
      }),
    ];
  });
  return [header, [t(lang, 'dup.row.master'), ...masters], ...rows];
}

/** The first block of a generated tab (title rows down to the first blank row). */
export function firstBlock(grid: Grid): Grid {
  const end = grid.findIndex((row, i) => i > 0 && isBlankRow(row));
  return end < 0 ? grid : grid.slice(0, end);
}

export async function runDemo(options: DemoOptions): Promise<DemoResult> {
  const lang = options.lang ?? 'es';
  const log = options.log ?? (() => undefined);
  const random = seededRandom(options.seed ?? 2026);
  const workbook = XlsxWorkbook.create(options.out, { locale: lang === 'es' ? 'es_ES' : 'en_GB' });
  const context = { workbook, lang };

  expectOk(setupTournament(context));
  typeSetting(workbook, t('es', 'config.name'), t(lang, 'demo.tournament'), lang);
  typeSetting(workbook, t('es', 'config.rounds'), DEMO_ROUNDS, lang);
  typeSetting(workbook, t('es', 'config.language'), lang, lang);
  // Where a club would upload the page `atril html` writes: its QR code goes on Emparejamientos.
  typeSetting(workbook, t('es', 'config.pageLink'), DEMO_PAGE_LINK, lang);

  typePlayers(
    workbook,
    DEMO_FIELD.map((player) => typedPlayer(player)),
    lang,
  );
  const field = new Map(DEMO_FIELD.map((player) => [player.name, player] as const));

  for (let round = 1; round <= DEMO_ROUNDS; round++) {
    if (round === DEMO_LATE_ENTRY.entryRound) {
      typePlayers(workbook, [typedPlayer(DEMO_LATE_ENTRY)], lang);
      field.set(DEMO_LATE_ENTRY.name, DEMO_LATE_ENTRY);
    }
    if (round === 5) typePlayerValue(workbook, DEMO_WITHDRAWAL, 'withdrawnFromRound', 5, lang);
    expectOk(pairNextRound(context));
    const games = typeRoundResults(
      workbook,
      round,
      (first, second) => {
        if (round === DEMO_NO_SHOW.round && (first === DEMO_NO_SHOW.name || second === DEMO_NO_SHOW.name))
          return { override: first === DEMO_NO_SHOW.name ? 'NP1' : 'NP2' };
        const score1 = simulatedScore(field.get(first), random);
        const score2 = simulatedScore(field.get(second), random);
        return { score1, score2 };
      },
      lang,
    );
    log(t(lang, 'demo.round', { round, rounds: DEMO_ROUNDS, games }));
  }
  expectOk(updateStandings(context));
  expectOk(computeElo(context));

  const everyone = [...DEMO_FIELD, DEMO_LATE_ENTRY];
  const games = [
    everyone.filter((_, i) => i % 5 !== 4), // 21 players
    everyone.filter((_, i) => i % 7 !== 3), // 22 players; 18 play both, 25 play one at least
  ];
  games.forEach((players, g) => {
    const tab = `${t(lang, 'tab.duplicate')} ${g + 1}`;
    const rounds = 14 + g;
    workbook.addTab(tab);
    workbook.write(tab, 1, 1, duplicateGrid(players, rounds, random, lang));
    workbook.format(tab, { frozenRows: 2, boldHeader: true, print: { landscape: false } });
    log(t(lang, 'demo.duplicate', { game: g + 1, players: players.length, rounds }));
  });
  expectOk(scoreDuplicate(context));

  const standingsTab = lookupTab(workbook, 'standings') as string;
  const duplicateTab = lookupTab(workbook, 'duplicateStandings') as string;
  mkdirSync(dirname(options.out), { recursive: true });
  const path = await workbook.save(options.out);
  return {
    path,
    lang,
    // Less the printed title row (and, in Clasificación duplicada, the blank row under it).
    standings: (workbook.read(standingsTab) ?? []).slice(1),
    duplicateStandings: (workbook.read(duplicateTab) ?? []).slice(2),
    workbook,
  };
}

/** What `npm start` prints: the progress, the final standings, the duplicate ranking, the file. */
export async function startDemo(out: string, print: (line: string) => void): Promise<DemoResult> {
  const lang: Language = 'es';
  print(t(lang, 'demo.title'));
  print('');
  const result = await runDemo({ out, lang, log: print });
  print('');
  print(`${t(lang, 'demo.final')}`);
  print(textTable(result.standings, lang));
  print('');
  print(`${t(lang, 'demo.duplicateFinal')}`);
  print(textTable(firstBlock(result.duplicateStandings).slice(1), lang));
  print('');
  print(t(lang, 'demo.written', { file: result.path }));
  print(t(lang, 'demo.open'));
  return result;
}
