// The Registro (rules §17, src/gas/registro.ts): one line per action below the last one — its
// row asked once (never its values), its line written once — the tab made with its header when
// missing, found under either language's name, and a line at a given row for a finished press.
import { logLine, registroLine, registroTime } from '../../src/gas/registro';
import type { Grid } from '../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../support/memoryWorkbook';

/** The memory workbook with the Sheets port's optional calls: the last row and the spreadsheet's zone, counted. */
class RegistroBook extends MemoryWorkbook {
  lastRows: string[] = [];
  constructor(
    tabs: Record<string, Grid>,
    private readonly zone = 'Europe/Madrid',
  ) {
    super(tabs);
  }
  lastRow(tab: string): number {
    this.lastRows.push(tab);
    return (this.snapshot(tab) ?? []).length;
  }
  timeZone(): string {
    return this.zone;
  }
}

// 18:00:05 UTC on 14 March 2026: 19:00:05 in Madrid (CET, before the change to summer time).
const AT = new Date(Date.UTC(2026, 2, 14, 18, 0, 5));
const ENTRY = { at: AT, user: 'ana@club.example', action: 'Emparejar siguiente ronda', what: 'Ronda 3 emparejada' };

describe('registroLine', () => {
  it('makes the tab with its header (frozen, bold) when missing and writes the first line in row 2', () => {
    const book = new RegistroBook({ Jugadores: [['Nombre']] });
    expect(registroLine(book, 'es', ENTRY)).toBe(2);
    expect(book.snapshot('Registro')).toEqual([
      ['Cuándo', 'Quién', 'Acción', 'Qué hizo'],
      ['14/03/2026 19:00:05', 'ana@club.example', 'Emparejar siguiente ronda', 'Ronda 3 emparejada'],
    ]);
    expect(book.formatOf('Registro')).toMatchObject({ frozenRows: 1, boldHeader: true });
    // A tab just made is not asked its last row.
    expect(book.lastRows).toEqual([]);
  });

  it('below the last line: its row asked once, its values never read, its line written once', () => {
    const lines: Grid = [
      ['Cuándo', 'Quién', 'Acción', 'Qué hizo'],
      ['01/03/2026 10:00:00', '', 'Preparar torneo', 'hecho'],
      ['01/03/2026 10:05:00', '', 'Emparejar siguiente ronda', 'Ronda 1'],
    ];
    const book = new RegistroBook({ Registro: lines });
    expect(registroLine(book, 'es', ENTRY)).toBe(4);
    expect(book.lastRows).toEqual(['Registro']);
    expect(book.calls).toEqual([{ kind: 'write', method: 'write', tab: 'Registro' }]);
    const after = book.snapshot('Registro') ?? [];
    expect(after.slice(0, 3)).toEqual(lines);
    expect(after[3]).toEqual([
      '14/03/2026 19:00:05',
      'ana@club.example',
      'Emparejar siguiente ronda',
      'Ronda 3 emparejada',
    ]);
  });

  it("finds the other language's tab (Log in a Spanish press) rather than making a second one", () => {
    const book = new RegistroBook({ Log: [['When', 'Who', 'Action', 'What it did']] });
    expect(registroLine(book, 'es', ENTRY)).toBe(2);
    expect(book.tabNames()).toEqual(['Log']);
    expect((book.snapshot('Log') ?? [])[1][3]).toBe('Ronda 3 emparejada');
  });

  it('at a given row (a press finishing an interrupted one) writes there, over the cut line, without asking', () => {
    const book = new RegistroBook({
      Registro: [['Cuándo', 'Quién', 'Acción', 'Qué hizo'], ['x'], ['y'], ['z']],
    });
    expect(registroLine(book, 'es', { ...ENTRY, what: 'completada' }, 3)).toBe(3);
    expect(book.lastRows).toEqual([]);
    expect((book.snapshot('Registro') ?? []).map((row) => row[0])).toEqual(['Cuándo', 'x', '14/03/2026 19:00:05', 'z']);
  });

  it("a port without lastRow counts the rows it reads; the clock is the spreadsheet's zone", () => {
    const book = new MemoryWorkbook({ Registro: [['Cuándo'], ['a'], ['b']] });
    const row = registroLine(book, 'en', ENTRY);
    expect(row).toBe(4);
    const tokyo = new RegistroBook({}, 'Asia/Tokyo');
    registroLine(tokyo, 'en', ENTRY);
    expect(tokyo.snapshot('Log')).toEqual([
      ['When', 'Who', 'Action', 'What it did'],
      ['15/03/2026 03:00:05', 'ana@club.example', 'Emparejar siguiente ronda', 'Ronda 3 emparejada'],
    ]);
  });
});

describe('registroTime', () => {
  it('day/month/year and 24-hour time on the given zone', () => {
    expect(registroTime(AT, 'Europe/Madrid')).toBe('14/03/2026 19:00:05');
    expect(registroTime(AT, 'UTC')).toBe('14/03/2026 18:00:05');
    // Summer time: 2 hours ahead in July.
    expect(registroTime(new Date(Date.UTC(2026, 6, 1, 22, 30, 0)), 'Europe/Madrid')).toBe('02/07/2026 00:30:00');
  });

  it("an unknown or blank zone falls back to the machine's clock", () => {
    // The machine's clock is the machine's own zone.
    const machine = registroTime(AT, Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(registroTime(AT, 'Nowhere/Atlantis')).toBe(machine);
    expect(registroTime(AT, '')).toBe(machine);
  });
});

describe('logLine', () => {
  it('writes a line named Atril straight away', () => {
    const book = new RegistroBook({ Registro: [['Cuándo', 'Quién', 'Acción', 'Qué hizo']] });
    logLine(book, 'es', 'ana@club.example', 'huella descartada');
    const line = (book.snapshot('Registro') ?? [])[1];
    expect(line.slice(1)).toEqual(['ana@club.example', 'Atril', 'huella descartada']);
    expect(line[0]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
  });

  it('never fails for the Registro: a write that throws is swallowed', () => {
    const book = new RegistroBook({ Registro: [['Cuándo']] });
    book.write = () => {
      throw new Error('Service Spreadsheets failed');
    };
    expect(() => logLine(book, 'es', '', 'x')).not.toThrow();
  });
});
