// The generated views as header + rows grids in the user's language (rules §2, §4, §5):
// Clasificación, Tabla cruzada, Tarjetas (one block per player) and ELO. The same grids are
// returned by the custom functions and written by the menu actions to the generated tabs
// (viewTabs.ts adds their printed titles).
import { type CardLine, playerCards } from '../../core/cards';
import { type CrossCell, crosstable } from '../../core/crosstable';
import { type EloOptions, eloReport } from '../../core/eloReport';
import { type Language } from '../../i18n';
import { type Player, type TiebreakId, type Tournament } from '../../core/model';
import { type PlayerResult, type RoundStatus, type Scoresheet, asScoresheet } from '../../core/scores';
import { computeStandings } from '../../core/standings';
import { type MessageKey, t } from '../../i18n';
import type { Cell } from '../grid/cells';
import { type PrintedTab, tabLines, titleText } from '../grid/printedTab';
import { TIEBREAK_LABELS } from '../config/configuration';

const blankIfNull = (value: number | null): Cell => (value === null ? '' : value);

/** Average rating is shown as a whole number; every other tiebreak as computed. */
function tiebreakCell(id: TiebreakId, value: number | null): Cell {
  if (value === null) return '';
  return id === 'averageOpponentRating' ? Math.round(value) : value;
}

const RESULT_MARKS: Record<PlayerResult, MessageKey> = { win: 'mark.win', draw: 'mark.draw', loss: 'mark.loss' };
const POINT_SYMBOL: Record<PlayerResult, string> = { win: '1', draw: '½', loss: '0' };

/** Mark for a round without a game (none for rounds before a late entry). */
function noGameMark(status: RoundStatus, lang: Language): string {
  if (status === 'withdrawn') return t(lang, 'mark.withdrawn');
  if (status === 'absent' || status === 'unpaired') return t(lang, 'mark.absent');
  return '';
}

/** The first columns of a ranked view: Puesto, N°, Nombre. */
const rankedHeader = (lang: Language): Cell[] => [
  t(lang, 'col.standings.place'),
  t(lang, 'col.players.id'),
  t(lang, 'col.players.name'),
];
const ranked = (row: { place: number; player: { id: number; name: string } }): Cell[] => [
  row.place,
  row.player.id,
  row.player.name,
];

/**
 * rules §2, §3.4 regla 5: what Clasificación says of a player who is out — withdrawn (from
 * round N on), or absent in rounds of the tournament — or '' for everyone else.
 */
export function playerStatus(player: Player, lang: Language): string {
  if (player.withdrawnFromRound !== null)
    return t(lang, 'standings.status.withdrawn', { round: player.withdrawnFromRound });
  if (player.absentRounds.length === 0) return '';
  const rounds = [...player.absentRounds].sort((a, b) => a - b);
  return rounds.length === 1
    ? t(lang, 'standings.status.absent', { round: rounds[0] })
    : t(lang, 'standings.status.absentRounds', { rounds: rounds.join(', ') });
}

/** rules §16.1: whether a status cell says the player withdrew (greyed, marked), not merely absent in some round. */
export function isWithdrawnStatus(status: string, lang: Language): boolean {
  const prefix = t(lang, 'standings.status.withdrawn', { round: '' });
  return status !== '' && status.startsWith(prefix);
}

/**
 * Clasificación: Puesto, N°, Nombre, Club, Puntos, then one column per tiebreak; with
 * `status` (the tab and the live page, not the STANDINGS function), Estado last when any
 * player is withdrawn or absent.
 */
export function standingsGrid(
  source: Tournament | Scoresheet,
  lang: Language,
  tiebreaks?: readonly TiebreakId[],
  status = false,
): Cell[][] {
  const standings = computeStandings(source, tiebreaks);
  const statuses = standings.rows.map((row) => playerStatus(row.player, lang));
  const withStatus = status && statuses.some((text) => text !== '');
  const header: Cell[] = [
    ...rankedHeader(lang),
    t(lang, 'col.players.club'),
    t(lang, 'col.standings.points'),
    ...standings.tiebreaks.map((id) => t(lang, TIEBREAK_LABELS[id])),
    ...(withStatus ? [t(lang, 'col.standings.status')] : []),
  ];
  return [
    header,
    ...standings.rows.map((row, r): Cell[] => [
      ...ranked(row),
      row.player.club,
      row.points,
      ...row.tiebreaks.map((value, k) => tiebreakCell(standings.tiebreaks[k], value)),
      ...(withStatus ? [statuses[r]] : []),
    ]),
  ];
}

/**
 * The rounds a printed view has a column (or a card row) for: every planned round
 * (Configuración › Rondas) from round 1, so that its shape stays from round to round, or the
 * rounds paired so far when more were paired, or when nothing is planned (the custom functions).
 */
export const shownRounds = (paired: number, planned?: number): number => Math.max(paired, planned ?? 0);

/** A crosstable cell as shown (see crosstableGrid). */
export function crossCellText(cell: CrossCell, lang: Language): string {
  if (cell.status === 'bye') return `${t(lang, 'mark.bye')} ${cell.points}`;
  if (cell.opponent === null) return noGameMark(cell.status, lang);
  const result = cell.result === null ? '' : ` ${POINT_SYMBOL[cell.result]}`;
  if (cell.status === 'forfeit') return `${cell.opponent}${result} ${t(lang, 'mark.forfeit')}`;
  return `${cell.opponent}${cell.firstMove ? '+' : '−'}${result}`;
}

/**
 * Tabla cruzada, in standings order: Puesto, N°, Nombre, one cell per round, Puntos.
 * A game reads "12+ 1": opponent N°, + had the first move (− did not), result 1 / ½ / 0;
 * a forfeit "12 1 NP" (no first move); a bye "Desc 1"; an absence "Aus", a withdrawal "Ret".
 * With `planned` rounds, a column for each, blank until the round is paired.
 */
export function crosstableGrid(source: Tournament | Scoresheet, lang: Language, planned?: number): Cell[][] {
  const table = crosstable(computeStandings(source));
  const count = shownRounds(table.rounds, planned);
  const rounds = Array.from({ length: count }, (_, i) => t(lang, 'col.crosstable.round', { round: i + 1 }));
  const header: Cell[] = [...rankedHeader(lang), ...rounds, t(lang, 'col.standings.points')];
  const toCome = new Array<Cell>(count - table.rounds).fill('');
  return [
    header,
    ...table.rows.map((row): Cell[] => [
      ...ranked(row),
      ...row.cells.map((cell) => crossCellText(cell, lang)),
      ...toCome,
      row.points,
    ]),
  ];
}

/** A card's Resultado: G / E / P, "G NP" for a forfeit, Desc, Aus, Ret. */
export function cardResult(line: Pick<CardLine, 'status' | 'opponent' | 'result'>, lang: Language): string {
  if (line.status === 'bye') return t(lang, 'mark.bye');
  if (line.opponent === null) return noGameMark(line.status, lang);
  if (line.result === null) return '';
  const mark = t(lang, RESULT_MARKS[line.result]);
  return line.status === 'forfeit' ? `${mark} ${t(lang, 'mark.forfeit')}` : mark;
}

/**
 * Tarjetas: the FISE paper card of every player (by N°), one block each, as the cards a
 * club keeps: a heading (N°, name, club), then one row per round — Ronda, N° rival, Rival,
 * Salida, Resultado (G/E/P), Puntos, Acumulado, Puntos Scrabble, Acumulado Scrabble, SB —
 * with `planned` rounds, a row for each, blank but for Ronda until the round is paired (as a
 * paper card). Each card is a block printed whole: as many cards as fit share a page, and a
 * page breaks only between cards (printedTab.ts printPageBreaks).
 */
export function cardsGrid(source: Tournament | Scoresheet, lang: Language, planned?: number): PrintedTab {
  const sheet = asScoresheet(source);
  const rounds = shownRounds(sheet.roundCount, planned);
  const cards = playerCards(sheet).sort((a, b) => a.player.id - b.player.id);
  const header: Cell[] = [
    t(lang, 'col.cards.round'),
    t(lang, 'col.cards.opponentId'),
    t(lang, 'col.cards.opponent'),
    t(lang, 'col.cards.firstMove'),
    t(lang, 'col.cards.result'),
    t(lang, 'col.cards.points'),
    t(lang, 'col.cards.cumulativePoints'),
    t(lang, 'col.cards.scrabblePoints'),
    t(lang, 'col.cards.cumulativeScrabblePoints'),
    t(lang, 'col.cards.sb'),
  ];
  const rows = tabLines();
  for (const card of cards) {
    if (rows.length > 0) rows.blank();
    rows.wholeBlock();
    const status = playerStatus(card.player, lang);
    rows.title([
      titleText([`${t(lang, 'col.players.id')} ${card.player.id}`, card.player.name, card.player.club, status]),
    ]);
    rows.header(header);
    for (const line of card.lines) {
      const opponent = line.opponent === null ? null : (sheet.byId.get(line.opponent)?.player.name ?? '');
      rows.body([
        [
          line.round,
          blankIfNull(line.opponent),
          opponent ?? '',
          line.firstMove === null ? '' : t(lang, line.firstMove ? 'mark.yes' : 'mark.no'),
          cardResult(line, lang),
          line.points,
          line.cumulativePoints,
          line.scrabblePoints,
          line.cumulativeScrabblePoints,
          line.sb,
        ],
      ]);
    }
    for (let round = card.lines.length + 1; round <= rounds; round++) rows.body([[round]]);
  }
  if (rows.length === 0) rows.header(header);
  return rows.tab({ portrait: true });
}

/**
 * ELO (rules §5), by N°: N°, Nombre, Escalafón, Partidas, Puntos, Esperado (2 decimals),
 * Cambio, Nuevo, Rav, Rendimiento. Unrated players: Escalafón, Esperado, Cambio and Nuevo blank.
 */
export function eloGrid(source: Tournament | Scoresheet, lang: Language, options: EloOptions = {}): Cell[][] {
  const header: Cell[] = [
    t(lang, 'col.players.id'),
    t(lang, 'col.players.name'),
    t(lang, 'col.players.rating'),
    t(lang, 'col.elo.games'),
    t(lang, 'col.elo.score'),
    t(lang, 'col.elo.expected'),
    t(lang, 'col.elo.change'),
    t(lang, 'col.elo.newRating'),
    t(lang, 'col.elo.averageOpponent'),
    t(lang, 'col.elo.performance'),
  ];
  return [
    header,
    ...eloReport(source, options).map((row): Cell[] => [
      row.player.id,
      row.player.name,
      blankIfNull(row.player.rating),
      row.games,
      row.score,
      row.expected === null ? '' : Math.round(row.expected * 100) / 100,
      blankIfNull(row.change),
      blankIfNull(row.newRating),
      blankIfNull(row.averageOpponent),
      blankIfNull(row.performance),
    ]),
  ];
}
