// "Preparar torneo" and Premios (rules §11): created with its header, also on a workbook
// that lacks it; an existing Premios is never touched.
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
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
