// The arbiter's game as the fault-injection runs press it (rules §17, §20): a tournament set up,
// four players, Preparar duplicada; the small word list written for the arbiter's tests
// (test/fixtures/arbiterWords.txt) loaded through Cargar léxico…'s dialog — its parts sent, then
// its last call, the press cut here —; Sacar atril and Buscar jugada maestra on the first game,
// a round typed and Calcular duplicada (the words checked against the list); the second game
// prepared (Preparar duplicada), Preparar partida, and its first round revealed by Sacar atril
// and Buscar jugada maestra. Written in either language: the workbook set up in `lang` by a
// user of that language, then pressed by a user of the other one, so that Atril's words after a
// cut can only be in the workbook's language if Atril read it (src/gas/handlers.ts).
import type { GasEnvironment, FakeSession } from '../gas/fakes';
import { type Language, t } from '../../src/i18n';
import { compileList } from '../../src/core/duplicate/lexiconCompile';
import { LIST_TEXT } from '../support/arbiterList';
import { type CutPath, dialogCall, press, type PathStep, setConfig, sheet, typing } from '../support/cutRuns';

const LOCALES: Record<Language, string> = { es: 'es_ES', en: 'en_GB' };
const NAMES = ['Ana Ruiz', 'Bruno Gil', 'Carla Sanz', 'Dario Luna'];
/** The word list as the dialog's browser compiles it (lexiconPage.ts), once. */
const LIST = compileList(LIST_TEXT);

/** `step` pressed by a user whose locale is `locale` (Session.getActiveUserLocale). */
function by(locale: string, step: PathStep): PathStep {
  return {
    ...step,
    run(env, menu) {
      (env.globals.Session as FakeSession).userLocale = locale;
      return step.run(env, menu);
    },
  };
}

/** The row of `tab` whose first cell is `label`, from 1. */
function rowOf(env: GasEnvironment, tab: string, label: string): number {
  const row = sheet(env, tab)
    .snapshot()
    .findIndex((line) => line[0] === label);
  if (row < 0) throw new Error(`no row ${label} in ${tab}`);
  return row + 1;
}

/** The arbiter's path in a workbook written in `lang`. */
export function arbiterPath(lang: Language): CutPath {
  const other = LOCALES[lang === 'es' ? 'en' : 'es'];
  const game = (n: number) => `${t(lang, 'tab.duplicate')} ${n}`;
  const label = (key: 'dup.row.move' | 'dup.row.seed') => t(lang, key);
  const active = (env: GasEnvironment, tab: string) => env.spreadsheet.setActiveSheet(sheet(env, tab));
  const pressed = (name: string) => by(other, press(name));
  const steps: PathStep[] = [
    by(LOCALES[lang], press('setupTournament')),
    typing((env) => {
      sheet(env, t(lang, 'tab.players'))
        .getRange(2, 2, NAMES.length, 1)
        .setValues(NAMES.map((name) => [name]));
      setConfig(env, t(lang, 'room.config.rounds'), 2, t(lang, 'tab.config'));
    }),
    pressed('prepareDuplicate'),
    // Cargar léxico…'s dialog: its parts (fixed blocks, sent again by a load again: not cut here),
    typing((_env, menu) => {
      menu.lexiconPart(0, LIST.parts);
    }),
    // then its last call, which checks the parts whole and writes the head (journaled as the menu item).
    by(
      other,
      dialogCall('lexiconFinish', 'showLexiconDialog', () => [
        {
          name: 'prueba.txt',
          words: LIST.words,
          skipped: LIST.skipped,
          skippedLines: LIST.skippedLines,
          parts: LIST.parts.length,
        },
      ]),
    ),
    typing((env) => {
      sheet(env, game(1))
        .getRange(rowOf(env, game(1), label('dup.row.seed')), 2)
        .setValue(4711);
      active(env, game(1));
    }),
    pressed('drawRack'),
    pressed('findMasterMove'),
    typing((env) => {
      // Round 1: Ana plays the master move (its words checked against the list), two type scores, Dario is absent.
      const tab = sheet(env, game(1));
      const master = tab.snapshot()[rowOf(env, game(1), label('dup.row.move')) - 1][1];
      const typed: unknown[] = [master, 10, 4, ''];
      NAMES.forEach((name, i) => tab.getRange(rowOf(env, game(1), name), 2).setValue(typed[i]));
    }),
    pressed('scoreDuplicate'),
    pressed('prepareDuplicate'),
    typing((env) => active(env, game(2))),
    pressed('prepareGame'),
    pressed('drawRack'),
    pressed('findMasterMove'),
  ];
  return {
    name: `arbiter (${lang})`,
    locale: LOCALES[lang],
    lang,
    steps,
    // After a cut: Actualizar clasificación (the standings only), and Sacar atril — the arbiter's next press.
    others: ['updateStandings', 'drawRack'],
  };
}
