// A random tournament, played through the menu's own actions (`atril generate`,
// docs/local.md "Generate, check, TRF"): "Preparar torneo"; Torneo, Rondas and the given
// settings typed into Configuración; a simulated field typed into Jugadores (absences with
// it; late entrants just before their round — in a round robin at the start; withdrawals
// once the round before is over);
// then each round paired by "Emparejar siguiente ronda" and its results typed from the
// result model; last, "Actualizar clasificación" — and, when asked, duplicate games of the
// whole field typed into "Duplicada N" tabs and "Calcular duplicada". Same options and seed,
// same workbook.
import { AtrilError, renderError } from '../../core/errors';
import { seededRandom } from '../../core/random';
import { type FieldModel, type SimulatedPlayer, simulatedField } from '../../core/simulation/field';
import { type ResultModel, simulatedResult } from '../../core/simulation/results';
import { simulatedDuplicate } from '../../core/simulation/duplicate';
import { t } from '../../i18n';
import { type Cell, isBlankRow } from '../grid/cells';
import { readSettings } from '../config/settings';
import { lookupTab } from '../config/tabs';
import { typedPlayer, typePlayers, typePlayerValue, typeRoundResults, typeSetting } from '../tournament/typing';
import { type ActionContext, type ActionResult } from './action';
import { pairNextRound } from './pairNextRound';
import { scoreDuplicate } from './scoreDuplicate';
import { setupTournament } from './setupTournament';
import { updateStandings } from './updateStandings';

export interface GenerateOptions {
  field: FieldModel;
  results: ResultModel;
  seed: number;
  /** Configuración settings typed after Torneo and Rondas, as a director would type them (key, value). */
  settings: [string, Cell][];
  /** Duplicate games played by the whole field after the tournament (none by default). */
  duplicates?: { games: number; rounds: number };
}

export interface GenerateResult extends ActionResult {
  /** Rounds paired and played. */
  rounds: number;
}

/** As typed at his entry: the withdrawal is typed later, when it happens. */
const typed = (player: SimulatedPlayer) => typedPlayer({ ...player, withdrawnFromRound: null });

/** Generates the tournament into `workbook`, which must not hold players yet (nothing typed is ever overwritten). */
export function generateTournament(context: ActionContext, options: GenerateOptions): GenerateResult {
  const { workbook } = context;
  const playersTab = lookupTab(workbook, 'players');
  const typedRows = playersTab ? (workbook.read(playersTab) ?? []).slice(1).filter((row) => !isBlankRow(row)) : [];
  if (playersTab && typedRows.length > 0) {
    return {
      ok: false,
      lang: context.lang,
      rounds: 0,
      message: t(context.lang, 'generate.notEmpty', { tab: playersTab }),
    };
  }
  const { lang } = setupTournament(context);
  const { field: model, results, seed } = options;
  const random = seededRandom(seed);
  const field = simulatedField(model, random);
  const strength = new Map(field.map((player) => [player.name, player.strength] as const));

  typeSetting(workbook, t(lang, 'config.name'), t(lang, 'generate.name', { seed }), lang);
  typeSetting(workbook, t(lang, 'config.rounds'), model.rounds, lang);
  for (const [name, value] of options.settings) typeSetting(workbook, name, value, lang);
  // A bad setting is refused here, naming its row, before anything is paired.
  const roundRobin = readSettings(workbook, lang).entries?.config.system === 'roundRobin';
  // A round robin's Berger table is drawn once, over everyone: late entrants are typed at the
  // start (Entra en ronda keeps their slot, rules §3.8); a Swiss event types them on the day.
  const typedIn = (player: SimulatedPlayer, round: number) => (roundRobin ? round === 1 : player.entryRound === round);
  typePlayers(workbook, field.filter((player) => typedIn(player, 1)).map(typed), lang);

  let played = 0;
  let stopped: string | null = null;
  for (let round = 1; round <= model.rounds; round++) {
    if (round > 1) typePlayers(workbook, field.filter((player) => typedIn(player, round)).map(typed), lang);
    for (const player of field.filter((p) => p.withdrawnFromRound === round))
      typePlayerValue(workbook, player.name, 'withdrawnFromRound', round, lang);
    try {
      const paired = pairNextRound(context);
      if (!paired.ok) stopped = paired.message;
    } catch (error) {
      if (!(error instanceof AtrilError)) throw error;
      stopped = renderError(error, lang);
    }
    if (stopped !== null) {
      stopped = t(lang, 'generate.stopped', { round, reason: stopped });
      break;
    }
    typeRoundResults(
      workbook,
      round,
      (first, second) => simulatedResult(strength.get(first) ?? 1700, strength.get(second) ?? 1700, results, random),
      lang,
    );
    played = round;
  }
  const standings = updateStandings(context);
  const duplicates = options.duplicates ?? { games: 0, rounds: 0 };
  for (let game = 1; game <= duplicates.games; game++) {
    const tab = `${t(lang, 'tab.duplicate')} ${game}`;
    const { masters, slips } = simulatedDuplicate(
      field.map((player) => player.strength),
      duplicates.rounds,
      random,
    );
    workbook.addTab(tab);
    workbook.write(tab, 1, 1, [
      [t(lang, 'col.players.name'), ...masters.map((_, r) => `R${r + 1}`)],
      [t(lang, 'dup.row.master'), ...masters],
      ...field.map((player, p): Cell[] => [player.name, ...slips[p].map((slip) => slip ?? '')]),
    ]);
    workbook.format(tab, { frozenRows: 2, boldHeader: true, print: { landscape: false } });
  }
  const duplicate = duplicates.games > 0 ? scoreDuplicate(context) : null;
  const percent = (share: number) => Math.round(share * 1000) / 10;
  const lines = [
    t(lang, 'generate.done', {
      players: field.length,
      rounds: played,
      seed,
      model: t(lang, results.kind === 'rating' ? 'generate.model.rating' : 'generate.model.random'),
      draws: percent(results.draws),
      forfeits: percent(results.forfeits),
    }),
  ];
  if (stopped !== null) lines.push(stopped);
  lines.push(standings.message);
  if (duplicate) lines.push(duplicate.message);
  return { ok: true, lang, rounds: played, message: lines.join('\n') };
}
