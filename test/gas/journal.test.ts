// The journal (rules §17, src/gas/journal.ts): kept in the document's properties before an
// action's first write and deleted once its writes are applied; a press that finds one
// finishes that action first — the same plan decided again and written whole, its Registro
// line in the same row — and a journal of another version, damaged, or for an action that can
// no longer be finished is said once and deleted. Driven here through its public calls over
// the in-memory workbook and the Apps Script fakes of the properties, Utilities and Session.
import { randomBytes } from 'node:crypto';
import { AtrilError } from '../../src/core/errors';
import {
  closeJournal,
  type Decide,
  failureMessage,
  finishInterrupted,
  journalBytes,
  journaled,
  readJournal,
  type Replays,
} from '../../src/gas/journal';
import type { Properties } from '../../src/gas/store';
import { t } from '../../src/i18n';
import type { ActionResult } from '../../src/sheets/actions';
import type { Grid } from '../../src/sheets/grid/cells';
import { FakeProperties, FakeSession, FakeUtilities, GasException } from './fakes';
import { MemoryWorkbook } from '../support/memoryWorkbook';

const KEY = 'atril.journal';
const NOW = Date.UTC(2026, 2, 14, 18, 0, 5);

beforeAll(() => {
  Object.assign(globalThis, { Utilities: new FakeUtilities(), Session: new FakeSession('es_ES', 'ana@club.example') });
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterAll(() => {
  jest.restoreAllMocks();
  delete (globalThis as Record<string, unknown>).Utilities;
  delete (globalThis as Record<string, unknown>).Session;
});

/** The memory workbook cut by Google on its `cutAt`-th change (a write, a replace, a tab made), once. */
class CutBook extends MemoryWorkbook {
  changes = 0;
  cutAt: number | null = null;
  /** Called before each change (to look at the store while the plan is being written). */
  onChange: (() => void) | null = null;
  private change(): void {
    this.changes += 1;
    this.onChange?.();
    if (this.changes === this.cutAt) {
      this.cutAt = null;
      throw new GasException('Service Spreadsheets failed while accessing document with id 1abc.');
    }
  }
  override write(name: string, row: number, column: number, values: Grid): void {
    this.change();
    super.write(name, row, column, values);
  }
  override replace(name: string, values: Grid): void {
    this.change();
    super.replace(name, values);
  }
  override addTab(name: string): void {
    this.change();
    super.addTab(name);
  }
  timeZone(): string {
    return 'Europe/Madrid';
  }
}

const RONDAS: Grid = [
  ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2'],
  [1, 1, 'Ana', 'Luis'],
];

function club(): CutBook {
  const book = new CutBook({ Rondas: RONDAS });
  book.type('Registro', 1, 1, [['Cuándo', 'Quién', 'Acción', 'Qué hizo']]);
  book.type('Registro', 2, 1, [['01/03/2026 10:00:00', '', 'Preparar torneo', 'hecho']]);
  return book;
}

/**
 * A small action: a round appended to Rondas (with the random draw and `note`), a summary tab
 * made or replaced; refused while Rondas' header is not there (bad input: nothing written).
 */
const pair =
  (note: string): Decide =>
  (workbook, bits): ActionResult => {
    const rows = workbook.read('Rondas') ?? [];
    if (rows[0]?.[0] !== 'Ronda') return { ok: false, lang: 'es', message: 'Rondas no tiene su cabecera' };
    if (rows[0]?.[1] === 'Mesa?') throw new AtrilError('error.config.final', { value: 'Mesa?' });
    const round = Number(rows[rows.length - 1][0]) + 1;
    workbook.write('Rondas', rows.length + 1, 1, [[round, 1, 'Luis', 'Ana', bits(), note]]);
    if (workbook.locateTab(['Resumen'], () => false) === null) workbook.addTab('Resumen');
    workbook.replace('Resumen', [[`Ronda ${round}`, (workbook.read('Rondas') ?? []).length]]);
    return { ok: true, lang: 'es', message: `Ronda ${round} emparejada\ncon un detalle` };
  };

/** Only reads: a plan with nothing to write. */
const look: Decide = (workbook) => ({ ok: true, lang: 'es', message: `${(workbook.read('Rondas') ?? []).length}` });

const replays: Replays = {
  pairNextRound: (args) => pair(String(args[0])),
  updateStandings: () => look,
};

let draws = 0;
const bits = () => ++draws;

function store(): FakeProperties {
  return new FakeProperties(null, 'document');
}
const asProperties = (fake: FakeProperties): Properties => fake as unknown as Properties;
const journalKeys = (fake: FakeProperties) => [...fake.store.keys()].filter((key) => key.startsWith(KEY));

const tabs = (book: MemoryWorkbook) => book.tabNames().map((name) => [name, book.snapshot(name)]);

/** A press of Emparejar with `note`, as the handler makes it: journaled, then the journal closed. */
function press(book: CutBook, properties: FakeProperties, note = 'x'): ActionResult {
  const result = journaled(
    book,
    asProperties(properties),
    { action: 'pairNextRound', args: [note], lang: 'es', written },
    pair(note),
    bits,
  );
  closeJournal(asProperties(properties), written);
  return result;
}

/** A text of `length` characters that gzip cannot shrink much (random bytes in base64). */
const noise = (length: number): string => randomBytes(length).toString('base64').slice(0, length);

/** What this execution's presses kept or found, to delete once written (closeJournal). */
let written: string[] = [];

beforeEach(() => {
  draws = 0;
  // A new execution's own list of what it wrote (the handler starts one per press).
  written = [];
});

describe('a press journaled', () => {
  it('keeps the journal before its first write, writes its Registro line, and the close deletes the journal', () => {
    const book = club();
    const properties = store();
    const seen: unknown[] = [];
    book.onChange = () => seen.push(readJournal(asProperties(properties), 'es'));
    const result = journaled(
      book,
      asProperties(properties),
      { action: 'pairNextRound', args: ['x'], lang: 'es', written },
      pair('x'),
      bits,
    );
    expect(result.ok).toBe(true);
    // At every write the journal was already kept: the action, its arguments, who pressed, the Registro's row.
    expect(seen.length).toBe(book.changes);
    for (const found of seen)
      expect(found).toMatchObject({
        journal: { action: 'pairNextRound', args: ['x'], user: 'ana@club.example', registro: 3, memo: { at: NOW } },
      });
    // Kept until the handler closes it, after the flush.
    expect(journalKeys(properties)).toEqual([KEY]);
    closeJournal(asProperties(properties), written);
    expect(journalKeys(properties)).toEqual([]);
    expect(book.snapshot('Registro')?.[2]).toEqual([
      '14/03/2026 19:00:05',
      'ana@club.example',
      t('es', 'menu.pair'),
      'Ronda 2 emparejada',
    ]);
    expect(book.snapshot('Rondas')?.[2]).toEqual([2, 1, 'Luis', 'Ana', 1, 'x']);
  });

  it('a plan with nothing to write keeps no journal and logs no line', () => {
    const book = club();
    const properties = store();
    const before = tabs(book);
    journaled(book, asProperties(properties), { action: 'updateStandings', args: [], lang: 'es', written }, look, bits);
    expect(properties.store.size).toBe(0);
    expect(tabs(book)).toEqual(before);
  });

  it('a refusal writes nothing, keeps nothing', () => {
    const book = club();
    book.type('Rondas', 1, 1, [['Rnd']]);
    const properties = store();
    const before = tabs(book);
    expect(press(book, properties).ok).toBe(false);
    expect(properties.store.size).toBe(0);
    expect(tabs(book)).toEqual(before);
  });

  it('a journal the store refuses leaves the action written all the same, unjournaled', () => {
    const book = club();
    const properties = store();
    properties.setProperties = () => {
      throw new GasException('You have exceeded the property storage quota.');
    };
    expect(press(book, properties).ok).toBe(true);
    expect(book.snapshot('Rondas')?.length).toBe(3);
    expect(properties.store.size).toBe(0);
  });
});

describe('a long journal', () => {
  it('a short one is one plain value; one over the limit is gzipped and split over several values, read back whole', () => {
    const short = store();
    journaled(
      club(),
      asProperties(short),
      { action: 'pairNextRound', args: ['x'], lang: 'es', written },
      pair('x'),
      bits,
    );
    expect(journalKeys(short)).toEqual([KEY]);
    expect(short.store.get(KEY)).toContain('"pairNextRound"');

    const long = noise(20000);
    const book = club();
    const properties = store();
    let kept: string[] = [];
    book.onChange = () => (kept = journalKeys(properties));
    journaled(
      book,
      asProperties(properties),
      { action: 'pairNextRound', args: [long], lang: 'es', written },
      pair(long),
      bits,
    );
    expect(kept.length).toBeGreaterThan(1);
    expect(kept).toEqual(journalKeys(properties));
    // Not kept as it is: neither the action's name nor the text appear in the values.
    const values = kept.map((key) => properties.store.get(key) ?? '');
    expect(values.join('')).not.toContain('pairNextRound');
    // Each value under what Atril keeps in one (propertyValue.ts's 8,000 bytes).
    for (const value of values) expect(Buffer.byteLength(value, 'utf8')).toBeLessThanOrEqual(8000);
    const found = readJournal(asProperties(properties), 'es');
    expect(found).toMatchObject({ journal: { action: 'pairNextRound', args: [long] } });
    expect(journalBytes((found as { journal: Parameters<typeof journalBytes>[0] }).journal)).toBeGreaterThan(
      long.length,
    );
    closeJournal(asProperties(properties), written);
    expect(journalKeys(properties)).toEqual([]);
  });

  it('a cut press with a journal of several values is finished from it', () => {
    const long = noise(20000);
    const clean = club();
    press(clean, store(), long);
    draws = 0;
    const book = club();
    const properties = store();
    book.cutAt = 2;
    expect(() => press(book, properties, long)).toThrow(GasException);
    expect(journalKeys(properties).length).toBeGreaterThan(1);
    const finished = finishInterrupted(book, asProperties(properties), 'es', 'pairNextRound', replays, bits, written);
    expect(finished.same?.ok).toBe(true);
    closeJournal(asProperties(properties), written);
    expect(journalKeys(properties)).toEqual([]);
    expect(book.snapshot('Rondas')).toEqual(clean.snapshot('Rondas'));
  });

  it('one too long even gzipped is not kept: the action runs as before, unjournaled', () => {
    const huge = noise(300000);
    const book = club();
    const properties = store();
    let kept = -1;
    book.onChange = () => (kept = properties.store.size);
    expect(press(book, properties, huge).ok).toBe(true);
    expect(kept).toBe(0);
    expect(book.snapshot('Rondas')?.[2][5]).toBe(huge);
  });
});

describe('a press cut short, finished by the next press', () => {
  /** The workbook a press leaves uncut (its draws start again from 1). */
  function uncut(): CutBook {
    const book = club();
    press(book, store());
    draws = 0;
    return book;
  }

  it('cut at each of its writes and pressed again: the workbook as if pressed once, its Registro line once, marked', () => {
    const clean = uncut();
    const writes = clean.changes;
    expect(writes).toBeGreaterThanOrEqual(4);
    for (let cut = 1; cut <= writes; cut++) {
      draws = 0;
      const book = club();
      const properties = store();
      book.cutAt = cut;
      expect(() => press(book, properties)).toThrow(GasException);
      // The cut press's close had nothing of its own to delete: the journal stays for the next press.
      expect(journalKeys(properties)).toEqual([KEY]);
      draws = 100;
      const finished = finishInterrupted(book, asProperties(properties), 'es', 'pairNextRound', replays, bits, written);
      expect(finished.note).toBe(t('es', 'journal.completedSame', { action: t('es', 'menu.pair') }));
      expect(finished.same).toMatchObject({ ok: true, message: 'Ronda 2 emparejada\ncon un detalle' });
      closeJournal(asProperties(properties), written);
      expect(journalKeys(properties)).toEqual([]);
      // The same draw as the cut press (kept in the memo), not the new press's.
      expect(book.snapshot('Rondas')).toEqual(clean.snapshot('Rondas'));
      expect(book.snapshot('Resumen')).toEqual(clean.snapshot('Resumen'));
      const registro = book.snapshot('Registro') ?? [];
      expect(registro.length).toBe(3);
      expect(registro[2]).toEqual([
        '14/03/2026 19:00:05',
        'ana@club.example',
        t('es', 'menu.pair'),
        t('es', 'journal.line.completed', { what: 'Ronda 2 emparejada' }),
      ]);
    }
  });

  it('another action pressed after the cut finishes the cut one first, then runs', () => {
    const clean = uncut();
    const book = club();
    const properties = store();
    book.cutAt = 1;
    expect(() => press(book, properties)).toThrow(GasException);
    const finished = finishInterrupted(book, asProperties(properties), 'es', 'updateStandings', replays, bits, written);
    expect(finished.same).toBeNull();
    expect(finished.note).toBe(t('es', 'journal.completedOther', { action: t('es', 'menu.pair') }));
    closeJournal(asProperties(properties), written);
    expect(journalKeys(properties)).toEqual([]);
    expect(book.snapshot('Rondas')).toEqual(clean.snapshot('Rondas'));
  });

  it('a press finding no journal does nothing first', () => {
    const book = club();
    const before = tabs(book);
    expect(finishInterrupted(book, asProperties(store()), 'es', 'pairNextRound', replays, bits, written)).toEqual({
      note: null,
      same: null,
      action: null,
    });
    expect(finishInterrupted(book, null, 'es', 'pairNextRound', replays, bits, written).note).toBeNull();
    expect(tabs(book)).toEqual(before);
  });

  it('an action that can no longer be finished (the director changed what it read) is named and its journal deleted', () => {
    const book = club();
    const properties = store();
    book.cutAt = 1;
    expect(() => press(book, properties)).toThrow(GasException);
    book.type('Rondas', 1, 1, [['Rnd']]);
    const refused = finishInterrupted(book, asProperties(properties), 'es', 'updateStandings', replays, bits, written);
    expect(refused).toEqual({
      note: t('es', 'journal.notCompleted', { action: t('es', 'menu.pair'), reason: 'Rondas no tiene su cabecera' }),
      same: null,
      action: null,
    });
    expect(journalKeys(properties)).toEqual([]);
  });

  it('bad input thrown while finishing is named too; a failure of the services keeps the journal', () => {
    const book = club();
    const properties = store();
    book.cutAt = 1;
    expect(() => press(book, properties)).toThrow(GasException);
    const journal = properties.store.get(KEY);
    // Google fails again while finishing: thrown, the journal kept for the next press.
    book.cutAt = book.changes + 1;
    expect(() =>
      finishInterrupted(book, asProperties(properties), 'es', 'pairNextRound', replays, bits, written),
    ).toThrow(GasException);
    expect(properties.store.get(KEY)).toBe(journal);
    // The action's own error: named, the journal deleted.
    book.type('Rondas', 1, 2, [['Mesa?']]);
    const refused = finishInterrupted(book, asProperties(properties), 'en', 'pairNextRound', replays, bits, written);
    expect(refused.note).toContain('Mesa?');
    expect(refused.same).toBeNull();
    expect(journalKeys(properties)).toEqual([]);
  });
});

describe('a journal that cannot be read', () => {
  /** A valid journal kept by a cut press, then `edit`ed as another version or damage would leave it. */
  function cutJournal(edit: (properties: FakeProperties) => void): { book: CutBook; properties: FakeProperties } {
    const book = club();
    const properties = store();
    book.cutAt = 1;
    expect(() => press(book, properties)).toThrow(GasException);
    edit(properties);
    return { book, properties };
  }

  it.each([
    [
      'another version',
      (p: FakeProperties) => p.store.set(KEY, (p.store.get(KEY) ?? '').replace(/^1:/, '2:')),
      'unknown',
    ],
    [
      'an action no menu item names',
      (p: FakeProperties) => p.store.set(KEY, (p.store.get(KEY) ?? '').replace('pairNextRound', 'formatDisk')),
      'unknown',
    ],
    ['cut JSON', (p: FakeProperties) => p.store.set(KEY, (p.store.get(KEY) ?? '').slice(0, 40)), 'damaged'],
    ['a head without its format', (p: FakeProperties) => p.store.set(KEY, '{"action":"pairNextRound"}'), 'unknown'],
    ['a gzipped one that is not gzip', (p: FakeProperties) => p.store.set(KEY, '1:1:z:bm90IGd6aXA='), 'damaged'],
  ] as const)('%s: said once, deleted, logged in the Registro', (_what, edit, found) => {
    const { book, properties } = cutJournal(edit);
    const reason = t('es', found === 'unknown' ? 'journal.unknown' : 'journal.damaged');
    expect(readJournal(asProperties(properties), 'es')).toEqual({ unreadable: reason });
    const registroRows = (book.snapshot('Registro') ?? []).length;
    const finished = finishInterrupted(book, asProperties(properties), 'es', 'pairNextRound', replays, bits, written);
    expect(finished).toEqual({ note: t('es', 'journal.unreadable', { found: reason }), same: null, action: null });
    expect(journalKeys(properties)).toEqual([]);
    const registro = book.snapshot('Registro') ?? [];
    expect(registro.length).toBe(registroRows + 1);
    expect(registro[registro.length - 1].slice(1)).toEqual([
      'ana@club.example',
      'Atril',
      t('es', 'journal.line.discarded', { found: reason }),
    ]);
    // Said once: the next press finds nothing.
    expect(
      finishInterrupted(book, asProperties(properties), 'es', 'pairNextRound', replays, bits, written).note,
    ).toBeNull();
  });

  it('a long journal with one of its values missing is damaged, and all its values deleted', () => {
    const book = club();
    const properties = store();
    book.cutAt = 1;
    expect(() => press(book, properties, noise(20000))).toThrow(GasException);
    const keys = journalKeys(properties);
    expect(keys.length).toBeGreaterThan(2);
    properties.store.delete(keys[1]);
    expect(readJournal(asProperties(properties), 'es')).toEqual({ unreadable: t('es', 'journal.damaged') });
    finishInterrupted(book, asProperties(properties), 'es', 'pairNextRound', replays, bits, written);
    expect(journalKeys(properties)).toEqual([]);
  });

  it('every value of a damaged journal of several parts is deleted', () => {
    const properties = store();
    properties.store.set(KEY, '1:3:z:####');
    properties.store.set(`${KEY}.1`, 'a');
    properties.store.set(`${KEY}.2`, 'b');
    properties.store.set('atril.layout', '{}');
    finishInterrupted(club(), asProperties(properties), 'es', 'pairNextRound', replays, bits, written);
    expect([...properties.store.keys()]).toEqual(['atril.layout']);
  });
});

describe('failureMessage: what a failed press tells the director (rules §17)', () => {
  it('Google’s passing failure, lasting past the retries: Atril’s words naming the item, in the language given', () => {
    const failure = new GasException('Service Spreadsheets failed while accessing document with id x.');
    expect(failureMessage(failure, 'en', 'drawRack')).toBe(
      t('en', 'journal.cut', { action: t('en', 'menu.drawRack') }),
    );
    expect(failureMessage(failure, 'es', 'showLexiconDialog')).toMatch(
      /^Google no ha podido terminar «Cargar léxico…».*Vuelve a usar Atril › Cargar léxico…:/,
    );
    expect(failureMessage(failure, 'es', 'drawRack')).not.toContain('Service');
  });

  it('bad input as rendered everywhere; another of Google’s refusals (a permission) as an internal error, as before', () => {
    expect(failureMessage(new AtrilError('error.notNumber', { value: 'x' }), 'es', 'drawRack')).toBe(
      '«x» no es un número',
    );
    expect(failureMessage(new GasException('You do not have permission to call X.'), 'en', 'drawRack')).toBe(
      'internal error: You do not have permission to call X.',
    );
  });
});
