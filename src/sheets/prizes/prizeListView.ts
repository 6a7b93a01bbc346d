// Reparto de premios (rules §11): one row per prize in Premios' order — Premio, Jugador,
// Importe (after sharing), Obsequio, Motivo (why, in words), Firma (blank, for the receipt)
// —, a tied player's own row for a share without a prize of his own (the Motivo of a tie
// names who left it below Mínimo por jugador, rules §11.1), and below it the treasurer's
// account. `prizeListTab` builds it as a printed tab (the one model Sheets, the
// .xlsx and the print view share); `prizePageGrid` is what the live page shows (names,
// prizes and trophies: no Motivo, no Firma, no account — fees are private).
import type { Award, PrizeLine, PrizeList, SharedTie, TreasurerAccount } from '../../core/prizes';
import { groupKey, isGamePrize } from '../../core/prizes';
import { DEFAULT_CURRENCY, moneyWithCurrency } from '../config/currency';
import { type Language, t, type MessageKey } from '../../i18n';
import type { Cell, Grid } from '../grid/cells';
import { type PrintedTab, tabLines, titleText } from '../grid/printedTab';
import { SHARING_WORDS } from '../config/prizeSettings';
import { CONDITION_LABELS, PRIZE_TYPE_WORDS, type PrizeEntry } from './prizesTab';

export interface PrizeListInput {
  lang: Language;
  /** Configuración › Torneo, for the title. */
  tournament: string;
  list: PrizeList;
  /** The prizes as read (aligned with the list's awards): their conditions as typed. */
  prizes: readonly PrizeEntry[];
  account: TreasurerAccount;
  /** Every player's name by N° (the opponent of a game prize). */
  names: ReadonlyMap<number, string>;
  /** Configuración › Moneda (rules §16.1); € when absent. */
  currency?: string;
}

/** "2.º" / "2nd". */
export function ordinal(n: number, lang: Language): string {
  const [tens, units] = [n % 100, n % 10];
  const key: MessageKey =
    tens >= 11 && tens <= 13
      ? 'prizes.ordinal.other'
      : units === 1
        ? 'prizes.ordinal.one'
        : units === 2
          ? 'prizes.ordinal.two'
          : units === 3
            ? 'prizes.ordinal.few'
            : 'prizes.ordinal.other';
  return t(lang, key, { n });
}

/** Cents as the number a cell holds (12.5 for 1250). */
export const money = (cents: number): number => cents / 100;

/** A money amount in words: "16,66 €" / "€16.66" (rules §16.1). */
export function moneyText(cents: number, lang: Language, currency: string = DEFAULT_CURRENCY): string {
  return moneyWithCurrency(cents, lang, currency);
}

/** rules §11.1: the most names of those who left a share a Motivo lists (a cell holds 50,000 characters). */
const DROPPED_NAMES = 10;

/** A tie's words, worked out once per tie and language (every line of a tie of thousands repeats them). */
const tieTexts = new WeakMap<SharedTie, Partial<Record<Language, string>>>();

function tieText(tie: SharedTie, input: ReasonInput): string {
  let texts = tieTexts.get(tie);
  if (texts === undefined) tieTexts.set(tie, (texts = {}));
  return (texts[input.lang] ??= tieWords(tie, input));
}

function tieWords(tie: SharedTie, input: ReasonInput): string {
  const { lang } = input;
  const shared = t(lang, 'prizes.reason.shared', {
    points: tie.points,
    count: tie.players.length,
    rule: t(lang, SHARING_WORDS[tie.rule]),
  });
  // rules §16.1: the players on the same points who left the tie for another prize of the group.
  const sharing = new Set([...tie.players, ...tie.dropped].map((row) => row.player.id));
  const left = (input.list?.awards ?? []).filter(
    (award) =>
      award.winner !== null &&
      !tie.prizes.includes(award.index) &&
      award.winner.points === tie.points &&
      groupKey(award.prize) === tie.group &&
      !sharing.has(award.winner.player.id),
  );
  const leftFor = left.length
    ? `; ${t(lang, 'slips.prize.leftFor', {
        points: tie.points,
        names: left
          .map((award) =>
            t(lang, 'slips.prize.leftName', { name: award.winner?.player.name ?? '', prize: award.prize.name }),
          )
          .join(', '),
      })}`
    : '';
  if (tie.dropped.length === 0 || tie.below === null || tie.minimum === null) return shared + leftFor;
  // rules §11.1: who left the share, and why.
  const dropped = t(lang, 'prizes.reason.dropped', {
    names: droppedNames(tie, lang),
    count: tie.dropped.length,
    share: moneyText(tie.below, lang, input.currency),
    minimum: moneyText(tie.minimum, lang, input.currency),
  });
  return `${shared}${leftFor}; ${dropped}`;
}

/** Who left the share: every name, or the first DROPPED_NAMES and how many more. */
function droppedNames(tie: SharedTie, lang: Language): string {
  const names = tie.dropped
    .slice(0, DROPPED_NAMES)
    .map((row) => row.player.name)
    .join(', ');
  const more = tie.dropped.length - DROPPED_NAMES;
  return more > 0 ? t(lang, 'prizes.reason.droppedMore', { names, count: more }) : names;
}

/** What a Motivo reads: the language, the prizes as typed, the opponents' names. */
type ReasonInput = Pick<PrizeListInput, 'lang' | 'prizes' | 'names' | 'currency'> & { list?: PrizeList };

/** Why a prize went where it went (or nowhere), in words. */
function awardReason(award: Award, entry: PrizeEntry | undefined, input: ReasonInput): string {
  const { lang } = input;
  const desert = award.desert;
  if (desert) {
    if (desert.kind === 'condition') {
      const value = desert.condition === 'unrated' ? t(lang, 'value.yes') : (entry?.typed[desert.condition] ?? '');
      return t(lang, 'prizes.desert.condition', { column: t(lang, CONDITION_LABELS[desert.condition]), value });
    }
    if (desert.kind === 'noGame')
      return t(lang, award.prize.type === 'duplicate' ? 'prizes.desert.noDuplicateResult' : 'prizes.desert.noGame');
    if (desert.kind === 'noGamesGiven') return t(lang, 'prizes.desert.noGamesGiven');
    if (desert.kind === 'noTeam') return t(lang, 'prizes.desert.noTeam');
    return t(lang, desert.kind === 'taken' ? 'prizes.desert.taken' : 'prizes.desert.noDuplicate');
  }
  const place = ordinal(award.place ?? 0, lang);
  // rules §18.3: a team's prize names the players whose points counted.
  if (award.team)
    return t(lang, 'prizes.reason.team', { place, points: award.team.points, players: award.team.counted.join(', ') });
  if (award.prize.type === 'standings')
    return t(lang, 'prizes.reason.standings', { place, points: award.winner?.points ?? 0 });
  if (award.prize.type === 'duplicate') return t(lang, 'prizes.reason.duplicate', { place });
  const figure = award.figure;
  if (!figure || !isGamePrize(award.prize.type)) return '';
  const params = {
    type: t(lang, PRIZE_TYPE_WORDS[award.prize.type]),
    value: figure.value,
    round: figure.round,
    opponent: input.names.get(figure.opponent) ?? '',
    score: figure.score,
    opponentScore: figure.opponentScore,
  };
  // A score is its own figure; a margin, a sum or a rating gap shows the game's score beside it.
  const plain = ['highGame', 'highLoss', 'lowWin'].includes(award.prize.type);
  if (award.prize.type === 'upset') return t(lang, 'prizes.reason.upset', params);
  return t(lang, plain ? 'prizes.reason.game' : 'prizes.reason.gameScore', params);
}

/** The Motivo of a line: the award's reason, and the tie it shares in. */
export function lineReason(line: PrizeLine, input: ReasonInput): string {
  const { lang } = input;
  const base = line.award
    ? awardReason(line.award, input.prizes[line.award.index], input)
    : t(lang, 'prizes.reason.standings', {
        place: ordinal(line.player?.place ?? 0, lang),
        points: line.player?.points ?? 0,
      });
  return line.tie ? `${base}; ${tieText(line.tie, input)}` : base;
}

/** Premio of a line: the prize's name, or the places a tie shared ("3.º–5.º (compartido)"). */
function lineName(line: PrizeLine, lang: Language): string {
  if (line.award) return line.award.prize.name;
  const tie = line.tie as SharedTie;
  return t(lang, 'prizes.sharedPlaces', { from: ordinal(tie.from, lang), to: ordinal(tie.to, lang) });
}

/** The columns both the tab and the page show: Premio, Jugador, Importe, Obsequio (on the page, Importe as money: rules §16.1). */
function lineCells(line: PrizeLine, lang: Language, currency: string | null = null): Cell[] {
  const desert = line.award?.desert !== null && line.award?.desert !== undefined;
  return [
    lineName(line, lang),
    desert ? t(lang, 'prizes.desert') : (line.award?.team?.name ?? line.player?.player.name ?? ''),
    desert ? '' : currency === null ? money(line.amount) : moneyWithCurrency(line.amount, lang, currency),
    line.award?.prize.trophy ?? '',
  ];
}

/** Importe's header with the currency: "Importe (€)" (rules §16.1). */
function amountHeader(lang: Language, currency: string | undefined): string {
  return t(lang, 'slips.amountIn', { label: t(lang, 'col.prizes.amount'), currency: currency ?? DEFAULT_CURRENCY });
}

/** The column of Motivo (1-based): wrapped on paper. */
export const REASON_COLUMN = 5;
/** Importe: the prizes' and the account's amounts, with their cents. */
const AMOUNT_COLUMN = 3;

/** Reparto de premios as a printed tab (rules §11, §12): the prize rows, then the treasurer's account. */
export function prizeListTab(input: PrizeListInput): PrintedTab {
  const { lang, account } = input;
  const lines = tabLines();
  lines.title([titleText([input.tournament, t(lang, 'tab.prizeList')])]);
  lines.header([
    t(lang, 'col.prizes.name'),
    t(lang, 'col.prizeList.player'),
    amountHeader(lang, input.currency),
    t(lang, 'col.prizes.trophy'),
    t(lang, 'col.prizeList.reason'),
    t(lang, 'col.prizeList.signature'),
  ]);
  lines.body(input.list.lines.map((line) => [...lineCells(line, lang), lineReason(line, input), '']));
  lines.blank();
  // The account is read as a whole: it starts a block printed whole.
  lines.wholeBlock();
  lines.header([t(lang, 'prizes.account.title'), '', amountHeader(lang, input.currency)]);
  lines.body([
    [t(lang, 'prizes.account.due'), '', money(account.due)],
    [t(lang, 'prizes.account.collected'), '', money(account.collected)],
    [t(lang, 'prizes.account.outstanding'), '', money(account.outstanding)],
    ...account.owing.map(({ name, amount }) => ['', name, money(amount)]),
    [t(lang, 'prizes.account.cash'), '', money(account.cashPrizes)],
    [t(lang, 'prizes.account.balance'), '', money(account.balance)],
  ]);
  return lines.tab({ repeatRows: 2, wrapColumns: [REASON_COLUMN], moneyColumns: [AMOUNT_COLUMN] });
}

/** PRIZE_LIST's answer (rules §7): header, then Premio, Jugador, Importe, Obsequio, Motivo per line. */
export function prizeListRows(list: PrizeList, given: ReasonInput): Cell[][] {
  const input = { ...given, list };
  const { lang } = input;
  return [
    [
      t(lang, 'col.prizes.name'),
      t(lang, 'col.prizeList.player'),
      t(lang, 'col.prizes.amount'),
      t(lang, 'col.prizes.trophy'),
      t(lang, 'col.prizeList.reason'),
    ],
    ...list.lines.map((line) => [...lineCells(line, lang), lineReason(line, input)]),
  ];
}

/** The live page's prize list: header, then Premio, Jugador, Importe ("137,50 €"), Obsequio per line. */
export function prizePageGrid(list: PrizeList, lang: Language, currency: string = DEFAULT_CURRENCY): Grid {
  return [
    [
      t(lang, 'col.prizes.name'),
      t(lang, 'col.prizeList.player'),
      t(lang, 'col.prizes.amount'),
      t(lang, 'col.prizes.trophy'),
    ],
    ...list.lines.map((line) => lineCells(line, lang, currency)),
  ];
}
