// "Preparar torneo" and Premios (rules §11): created with its header, also on a workbook
// that lacks it; an existing Premios is never touched.
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { DEFAULT_WIDTH, MemoryWorkbook } from '../../support/memoryWorkbook';
import { PRIZE_HEADER } from '../../fixtures/prizeWorkbook';

describe('setupTournament and Premios', () => {
  it('creates Premios with its header on a workbook set up before prizes existed', () => {
    const workbook = new MemoryWorkbook({ Configuración: [['Clave', 'Valor']], Jugadores: [['Nombre']], Rondas: [] });
    const result = setupTournament({ workbook, lang: 'en' });
    expect(result.created).toContain('Premios');
    expect(workbook.snapshot('Premios')?.[0]).toEqual(PRIZE_HEADER);
  });

  it('in English for a new workbook; an existing Prizes tab is kept as typed', () => {
    const fresh = new MemoryWorkbook({});
    setupTournament({ workbook: fresh, lang: 'en' });
    expect(fresh.snapshot('Prizes')?.[0].slice(0, 3)).toEqual(['Prize', 'Type', 'Rating from']);
    const typed = [
      ['Prize', 'Amount'],
      ['1st', 50],
    ];
    const kept = new MemoryWorkbook({ Prizes: typed });
    expect(setupTournament({ workbook: kept, lang: 'en' }).created).not.toContain('Prizes');
    expect(kept.snapshot('Prizes')).toEqual(typed);
  });
});

describe('setupTournament and Rondas', () => {
  it('shows «Puntos Scrabble 1» and 2 whole: the score columns are widened to their headers, the others left as Sheets makes them', () => {
    const workbook = new MemoryWorkbook({});
    setupTournament({ workbook, lang: 'es' });
    const header = workbook.snapshot('Rondas')?.[0] ?? [];
    expect(header.slice(4, 6)).toEqual(['Puntos Scrabble 1', 'Puntos Scrabble 2']);
    for (const column of [5, 6])
      expect(workbook.widthOf('Rondas', column)).toBeGreaterThanOrEqual('Puntos Scrabble 1'.length);
    expect(workbook.widthOf('Rondas', 1)).toBe(DEFAULT_WIDTH);
  });
});
