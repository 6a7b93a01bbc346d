// "Importar resultados" (rules §14, §14.1) over the in-memory workbook: the reports written only
// into blank score cells, each score beside its player's name, the director's typed scores
// kept, the conflicts (disputes after an import, rows whose players changed), the boards paused
// after their report ("comprueba el acta") and the paused boards listed.
import { type BoardEntry, newEntry, type PhoneRound } from '../../../src/core/phoneResults';
import { importResults, type PhoneQueue } from '../../../src/sheets/actions/importResults';
import { pairNextRound, type PairResult } from '../../../src/sheets/actions/pairNextRound';
import { t } from '../../../src/i18n';
import type { Grid } from '../../../src/sheets/grid/cells';
import { bits, prepared } from '../../fixtures/phoneTournament';

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);

describe('Importar resultados (rules §14)', () => {
  /** Round 1 paired with phones on; the queue as the edge would hand it. */
  function paired() {
    const workbook = prepared('Sí');
    const result = pairNextRound({ workbook, lang: 'es', randomBits: bits() }) as PairResult;
    const round: PhoneRound = result.phone!.round;
    const entries = new Map<number, BoardEntry>(
      round.tables.map((table) => [table, newEntry(result.phone!.codes[table], result.phone!.names[table])]),
    );
    const queue: PhoneQueue = { round, entries };
    const rowOf = (table: number) => (workbook.snapshot('Rondas') as Grid).findIndex((row) => row[1] === table) + 1;
    return { workbook, queue, entries, rowOf };
  }

  it("writes a report into its row's blank score cells only; typed scores are kept and listed as conflicts", () => {
    const { workbook, entries, queue, rowOf } = paired();
    entries.set(1, { ...entries.get(1)!, report: [412, 388] });
    entries.set(2, { ...entries.get(2)!, report: [300, 310] });
    entries.set(3, { ...entries.get(3)!, report: [350, 360], other: [360, 350] });
    entries.set(4, { ...entries.get(4)!, pauses: 1, until: NOW + 15 * 60000 });
    // The director typed table 2 himself, differently.
    workbook.type('Rondas', rowOf(2), 5, [[301, 310]]);
    const before = workbook.snapshot('Rondas') as Grid;
    workbook.resetCounts();
    const result = importResults({ workbook, lang: 'es' }, queue, NOW);
    const after = workbook.snapshot('Rondas') as Grid;
    expect(after[rowOf(1) - 1].slice(4, 6)).toEqual([412, 388]);
    expect(after[rowOf(2) - 1].slice(4, 6)).toEqual([301, 310]);
    expect(after[rowOf(3) - 1].slice(4, 6)).toEqual(['', '']);
    // Only row 1's two score cells changed.
    const changed = after.flatMap((row, r) =>
      row.flatMap((cell, c) => (cell !== (before[r]?.[c] ?? '') ? [[r + 1, c + 1]] : [])),
    );
    expect(changed).toEqual([
      [rowOf(1), 5],
      [rowOf(1), 6],
    ]);
    expect(workbook.calls.filter((call) => call.kind === 'write')).toHaveLength(1);
    expect(result.plan).toMatchObject({ imports: [{ table: 1 }], paused: [{ table: 4 }] });
    expect(result.message).toBe(
      [
        '1 resultado importado a Rondas (ronda 1): mesa 1.',
        // rules §16.1: each table written with both names and the winner.
        '· Mesa 1: Ana 412 – Elena 388 (gana Ana)',
        '2 mesas en conflicto (no se ha escrito nada en ellas): escribe en Rondas el resultado del acta y confírmalo en Atril › Estado del torneo («Mantener lo de Rondas»):',
        'Mesa 2: el teléfono dice 300 - 310 y Rondas tiene 301 - 310.',
        'Mesa 3: dos resultados distintos, 350 - 360 y 360 - 350.',
        '1 mesa en pausa por códigos erróneos (anota su resultado a mano, o levanta la pausa en Estado del torneo): mesa 4 (15 minutos).',
        t('es', 'import.next'),
      ].join('\n'),
    );
  });

  it("a Resultado typed (NP1) with blank scores is the director's: a conflict, nothing written", () => {
    const { workbook, entries, queue, rowOf } = paired();
    entries.set(1, { ...entries.get(1)!, report: [412, 388] });
    workbook.type('Rondas', rowOf(1), 7, [['NP1']]);
    workbook.resetCounts();
    const result = importResults({ workbook, lang: 'es' }, queue);
    expect(workbook.writes).toBe(0);
    expect(result.message).toContain('Mesa 1: el teléfono dice 412 - 388 y Rondas ya tiene otra cosa escrita.');
  });

  it('what Rondas already holds as reported settles the board; nothing to import says so; no queue says why', () => {
    const { workbook, entries, queue, rowOf } = paired();
    entries.set(1, { ...entries.get(1)!, report: [412, 388] });
    workbook.type('Rondas', rowOf(1), 5, [[412, 388]]);
    const result = importResults({ workbook, lang: 'es' }, queue);
    expect(result.plan!.settled).toEqual([1]);
    expect(result.message).toBe('1 resultado ya estaba en Rondas: mesa 1.');
    entries.set(1, { ...entries.get(1)!, imported: true });
    expect(importResults({ workbook, lang: 'es' }, queue).message).toBe(t('es', 'import.none', { round: 1 }));
    expect(importResults({ workbook, lang: 'es' }, null).message).toBe(t('es', 'import.noRound'));
  });

  it('non-adjacent score columns: each written alone, the column between untouched', () => {
    const { workbook, entries, queue, rowOf } = paired();
    // The director moved Puntos 2 to the right of Resultado: swap the headers and the data.
    const grid = workbook.snapshot('Rondas') as Grid;
    workbook.type('Rondas', 1, 6, [[grid[0][6], grid[0][5]]]);
    workbook.type('Rondas', rowOf(2), 6, [['NP']]);
    entries.set(1, { ...entries.get(1)!, report: [412, 388] });
    entries.set(2, { ...entries.get(2)!, report: [1, 2] });
    importResults({ workbook, lang: 'es' }, queue);
    const after = workbook.snapshot('Rondas') as Grid;
    expect(after[rowOf(1) - 1].slice(4, 7)).toEqual([412, '', 388]);
    // Table 2's Resultado is typed (NP): a conflict, nothing written.
    expect(after[rowOf(2) - 1].slice(4, 7)).toEqual(['', 'NP', '']);
  });

  it('rules §14.1: a later, different report after the import stays a conflict, named with what Rondas holds', () => {
    const { workbook, entries, queue, rowOf } = paired();
    entries.set(1, { ...entries.get(1)!, report: [450, 300] });
    importResults({ workbook, lang: 'es' }, queue, NOW);
    // Imported, then the opponent sends the truth: the store reopens the board (reports.ts).
    entries.set(1, { ...entries.get(1)!, other: [300, 450], imported: false });
    for (let again = 0; again < 2; again++) {
      const result = importResults({ workbook, lang: 'es' }, queue, NOW);
      expect(result.plan!.settled).toEqual([]);
      expect(result.message).toContain('Mesa 1: el teléfono dice 300 - 450 y Rondas tiene 450 - 300.');
    }
    expect((workbook.snapshot('Rondas') as Grid)[rowOf(1) - 1].slice(4, 6)).toEqual([450, 300]);
    // Settled once Rondas holds the later report.
    workbook.type('Rondas', rowOf(1), 5, [[300, 450]]);
    expect(importResults({ workbook, lang: 'es' }, queue, NOW).plan!.settled).toEqual([1]);
  });

  it("rules §14.1: each score beside its player's name; a row with other players is a conflict", () => {
    const { workbook, entries, queue, rowOf } = paired();
    const grid = workbook.snapshot('Rondas') as Grid;
    const [first, second] = grid[rowOf(1) - 1].slice(2, 4);
    entries.set(1, { ...entries.get(1)!, report: [450, 300] });
    entries.set(2, { ...entries.get(2)!, report: [200, 100] });
    // The director swapped table 1's players, and table 2's second player with table 3's.
    workbook.type('Rondas', rowOf(1), 3, [[second, first]]);
    const [two, three] = [grid[rowOf(2) - 1][3], grid[rowOf(3) - 1][3]];
    workbook.type('Rondas', rowOf(2), 4, [[three]]);
    workbook.type('Rondas', rowOf(3), 4, [[two]]);
    const result = importResults({ workbook, lang: 'es' }, queue, NOW);
    expect((workbook.snapshot('Rondas') as Grid)[rowOf(1) - 1].slice(2, 6)).toEqual([second, first, 300, 450]);
    expect((workbook.snapshot('Rondas') as Grid)[rowOf(2) - 1].slice(4, 6)).toEqual(['', '']);
    expect(result.plan!.conflicts).toMatchObject([{ table: 2, kind: 'players' }]);
    expect(result.message).toContain(
      `Mesa 2: el resultado 200 - 100 se envió para ${entries.get(2)!.names!.join(' – ')} y la fila de Rondas es ahora`,
    );
  });

  it('rules §14.1: a board paused after its report is left out and named ("comprueba el acta")', () => {
    const { workbook, entries, queue, rowOf } = paired();
    entries.set(1, { ...entries.get(1)!, report: [450, 300], check: true, pauses: 1, until: NOW + 60000 });
    const result = importResults({ workbook, lang: 'es' }, queue, NOW);
    expect((workbook.snapshot('Rondas') as Grid)[rowOf(1) - 1].slice(4, 6)).toEqual(['', '']);
    expect(result.message).toBe(
      [
        '1 mesa quedó en pausa por códigos erróneos después de su resultado (no se ha importado; comprueba el acta):',
        'Mesa 1: el teléfono dice 450 - 300; comprueba el acta.',
      ].join('\n'),
    );
  });
});
