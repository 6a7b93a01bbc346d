// A club-size tournament for the live page at phone width (issue 23 item 5): 40 players made
// by the generator (`atril generate`), four of them renamed to long, realistic names through
// "Renombrar jugador", eight rounds played and the ninth in play, two duplicate games of 15
// rounds scored; and the same field closed into the club's season (Temporada, Escalafón, EloDI), whose
// sections the page shows under the standings.
import { closeTournament } from '../../src/sheets/actions/closeTournament';
import { generateTournament } from '../../src/sheets/actions/generateTournament';
import { livePageInput } from '../../src/sheets/actions/livePage';
import { pairNextRound } from '../../src/sheets/actions/pairNextRound';
import { renamePlayer } from '../../src/sheets/actions/renamePlayer';
import { scoreDuplicate } from '../../src/sheets/actions/scoreDuplicate';
import { parseGenerateArgs } from '../../src/local/generateArgs';
import { typeSetting } from '../../src/sheets/tournament/typing';
import type { StandingsPageInput } from '../../src/sheets/tournament/standingsPage';
import { MemoryWorkbook } from './memoryWorkbook';

/** Long names as clubs have them: compound given names and surnames, particles, hyphens. */
export const LONG_NAMES = [
  'María de los Ángeles Fernández-Villaverde',
  'José Antonio Rodríguez de la Fuente',
  'Maximiliano Echeverría Goikoetxea',
  'Inmaculada Concepción Torrecilla Bustamante',
];

const DUPLICATE_ROUNDS = 15;

function played(): { workbook: MemoryWorkbook; context: { workbook: MemoryWorkbook; lang: 'es' } } {
  const workbook = new MemoryWorkbook();
  const context = { workbook, lang: 'es' as const };
  const generated = generateTournament(
    context,
    parseGenerateArgs(['--players', '40', '--rounds', '8', '--seed', '3', '--clubs', '4']),
  );
  if (!generated.ok) throw new Error(generated.message);
  const names = (workbook.snapshot('Jugadores') ?? []).slice(1).map((row) => String(row[1]));
  LONG_NAMES.forEach((name, i) => {
    const renamed = renamePlayer(context, names[i * 9], name);
    if (!renamed.ok) throw new Error(renamed.message);
  });
  return { workbook, context };
}

/** Two duplicate games of 15 rounds over the whole field, typed into their tabs. */
function typeDuplicates(workbook: MemoryWorkbook): void {
  const names = (workbook.snapshot('Jugadores') ?? []).slice(1).map((row) => String(row[1]));
  for (const game of [1, 2]) {
    const master = Array.from({ length: DUPLICATE_ROUNDS }, (_, r) => 40 + ((r * 7 * game) % 60));
    workbook.type(`Duplicada ${game}`, 1, 1, [
      ['Nombre', ...master.map((_, r) => `R${r + 1}`)],
      ['Maestra', ...master],
      ...names.map((name, i) => [name, ...master.map((score, r) => Math.max(0, score - ((i * 3 + r * game) % 41)))]),
    ]);
  }
}

/** The page's input: round 9 in play, the standings after 8, the duplicate ranking, the season's tables. */
export function phonePageInput(): StandingsPageInput {
  const { workbook, context } = played();
  typeSetting(workbook, 'Rondas', 9, 'es');
  const paired = pairNextRound(context);
  if (!paired.ok) throw new Error(paired.message);
  typeDuplicates(workbook);
  const scored = scoreDuplicate(context);
  if (!scored.ok) throw new Error(scored.message);
  // The season: the same field closed with its duplicate games (Temporada, Escalafón, EloDI).
  const season = played();
  typeDuplicates(season.workbook);
  const closed = closeTournament(season.context);
  if (!closed.ok) throw new Error(closed.message);
  const sections = livePageInput(season.workbook, 'es').sections ?? [];
  if (sections.length === 0) throw new Error('the closed tournament shows no season tables');
  return { ...livePageInput(workbook, 'es'), sections, updated: '14/03/2026 18:05' };
}
