// The "Estado del torneo" sidebar (rules §8, §9): round N of R, missing results with their
// tables, the next action as a button calling a menu handler (Cerrar torneo once the planned
// rounds are played, Nuevo torneo once closed: docs/season.md), every name HTML-escaped.
import { statusHtml } from '../../src/gas/status';
import { MENU_ITEMS } from '../../src/gas/menu';
import { setupTournament } from '../../src/sheets/actions/setupTournament';
import { pairNextRound } from '../../src/sheets/actions/pairNextRound';
import { tournamentStatus } from '../../src/sheets/actions/tournamentStatus';
import { type BoardEntry, newEntry } from '../../src/core/phoneResults';
import type { PhoneQueue } from '../../src/sheets/actions/importResults';
import type { Grid } from '../../src/sheets/grid/cells';
import { closeTournament } from '../../src/sheets/actions/closeTournament';
import { CLUB_GAMES, CLUB_PLAYERS } from '../fixtures/clubTournament';
import { MemoryWorkbook } from '../support/memoryWorkbook';
import { PLAYERS, rowsOfRound, typeScores } from '../e2e/directorPath';
import { memoryDriver } from '../support/memoryDriver';

const EVIL = '<img src=x onerror=alert(1)>';

/** The club tournament (test/fixtures/clubTournament.ts): both planned rounds played, every result in. */
function league(name: string): MemoryWorkbook {
  return new MemoryWorkbook({
    Configuración: [
      ['Torneo', name],
      ['Rondas', 2],
    ],
    Jugadores: CLUB_PLAYERS,
    Rondas: CLUB_GAMES,
  });
}

function workbookWith(players = PLAYERS): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  setupTournament({ workbook, lang: 'es' });
  workbook.type('Jugadores', 2, 1, players);
  return workbook;
}

describe('status sidebar', () => {
  it('before set-up the next step is "Preparar torneo"', () => {
    const status = tournamentStatus({ workbook: new MemoryWorkbook(), lang: 'es' });
    expect(status.next).toBe('setupTournament');
    expect(statusHtml(status)).toContain('data-run="setupTournament">Preparar torneo</button>');
  });

  it('after pairing: round 1 of 7, every table missing, no pairing button; names escaped', () => {
    const players = PLAYERS.map((line, i) => (i === 1 ? ['', EVIL, ...line.slice(2)] : line));
    const workbook = workbookWith(players);
    pairNextRound({ workbook, lang: 'es' });
    const status = tournamentStatus({ workbook, lang: 'es' });
    expect(status).toMatchObject({ round: 1, rounds: 7, players: 9, next: 'typeResults' });
    expect(status.pending.map((game) => game.table)).toEqual([1, 2, 3, 4]);
    const html = statusHtml(status);
    expect(html).toContain('Ronda 1 de 7');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('data-run="pairNextRound"');
  });

  it('with every result in, the button pairs the next round; its handler is a menu global', () => {
    const workbook = workbookWith();
    pairNextRound({ workbook, lang: 'es' });
    typeScores(memoryDriver(workbook), 'Rondas', rowsOfRound(workbook.snapshot('Rondas')!, 1));
    const status = tournamentStatus({ workbook, lang: 'es' });
    expect(status).toMatchObject({ pending: [], next: 'pairNextRound' });
    const html = statusHtml(status);
    expect(html).toContain('Todas las partidas tienen resultado.');
    const handlers = [...html.matchAll(/data-run="(\w+)"/g)].map((match) => match[1]);
    expect(handlers).toEqual(['pairNextRound', 'showStatus']);
    for (const handler of handlers) expect(MENU_ITEMS.map((item) => item.handler)).toContain(handler);
  });

  it('the planned rounds played with every result in: Cerrar torneo, Actualizar clasificación beside it', () => {
    const workbook = league('Liga de otoño');
    const status = tournamentStatus({ workbook, lang: 'es' });
    expect(status).toMatchObject({ round: 2, rounds: 2, pending: [], next: 'closeTournament', closed: null });
    const html = statusHtml(status);
    expect(html).toContain('<p>Se han jugado todas las rondas previstas.</p>');
    expect(html).toContain('<button class="primary" data-run="closeTournament">Cerrar torneo</button>');
    const handlers = [...html.matchAll(/data-run="(\w+)"/g)].map((match) => match[1]);
    expect(handlers).toEqual(['closeTournament', 'updateStandings', 'showStatus']);
    for (const handler of handlers) expect(MENU_ITEMS.map((item) => item.handler)).toContain(handler);
  });

  it('once closed: Nuevo torneo, the name escaped', () => {
    const workbook = league('Liga <b>');
    expect(closeTournament({ workbook, lang: 'es' }).ok).toBe(true);
    const status = tournamentStatus({ workbook, lang: 'es' });
    expect(status).toMatchObject({ next: 'newTournament', closed: { name: 'Liga <b>', tab: 'Temporada' } });
    const html = statusHtml(status);
    expect(html).toContain('<p>El torneo «Liga &lt;b&gt;» está cerrado: sus puntos están en Temporada.</p>');
    expect(html).not.toContain('Se han jugado todas las rondas previstas.');
    const handlers = [...html.matchAll(/data-run="(\w+)"/g)].map((match) => match[1]);
    expect(handlers).toEqual(['newTournament', 'showStatus']);
    for (const handler of handlers) expect(MENU_ITEMS.map((item) => item.handler)).toContain(handler);
  });

  it('bad input is shown in the sidebar, escaped, instead of failing', () => {
    const workbook = workbookWith();
    workbook.type('Jugadores', 3, 3, [['<b>']]);
    const status = tournamentStatus({ workbook, lang: 'es' });
    expect(status.error).toBe('Jugadores, fila 3, columna Escalafón: «<b>» no es un número');
    expect(statusHtml(status)).toContain('«&lt;b&gt;» no es un número');
  });

  it('speaks the language of Configuración › Idioma when typed', () => {
    const workbook = workbookWith();
    const config = workbook.snapshot('Configuración')!;
    workbook.type('Configuración', config.findIndex((line) => line[0] === 'Idioma') + 1, 2, [['en']]);
    const html = statusHtml(tournamentStatus({ workbook, lang: 'es' }));
    expect(html).toContain('No round has been paired yet (7 planned).');
    expect(html).toContain('Pair next round');
  });

  it('lists the warnings of the read, escaped (docs/input.md)', () => {
    const workbook = workbookWith();
    workbook.type('Rondas', 1, 2, [['Mesa <nº>']]);
    const status = tournamentStatus({ workbook, lang: 'es' });
    expect(status.warnings).toEqual([expect.stringMatching(/^Rondas, fila 1, columna Mesa <nº>: el encabezado/)]);
    const html = statusHtml(status);
    expect(html).toContain('<h3>1 aviso:</h3><ul>\n<li>Rondas, fila 1, columna Mesa &lt;nº&gt;');
  });
});

describe("the phones' queue in the sidebar (rules §14, §14.1)", () => {
  const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
  const entry = (more: Partial<BoardEntry>): BoardEntry => ({ ...newEntry('123456'), ...more });

  it('names each dispute with what Rondas holds and what the phone said, with its choices', () => {
    const workbook = workbookWith();
    const paired = pairNextRound({ workbook, lang: 'es' });
    expect(paired.ok).toBe(true);
    const grid = workbook.snapshot('Rondas') as Grid;
    const rows = rowsOfRound(grid, 1).filter((row) => grid[row - 1][3] !== 'DESCANSO');
    workbook.type('Rondas', rows[0], 5, [[450, 300]]);
    const tables = rows.map((row) => grid[row - 1][1] as number);
    const queue: PhoneQueue = {
      round: { round: 1, lang: 'es', tables, byes: [] },
      entries: new Map([
        [tables[0], entry({ report: [450, 300], other: [300, 450] })],
        [tables[1], entry({ report: [10, 20] })],
        [tables[2], entry({ pauses: 1, until: NOW + 14 * 60000 })],
      ]),
    };
    const status = tournamentStatus({ workbook, lang: 'es' }, { queue, now: NOW });
    const html = statusHtml(status, { paused: [{ table: tables[2], until: NOW + 14 * 60000 }], now: NOW });
    expect(html).toContain('Desde los teléfonos: 1 resultado por importar, 1 mesa en conflicto, 1 mesa en pausa.');
    expect(html).toContain(
      `<li>Mesa ${tables[0]}: el teléfono dice 300 - 450 y Rondas tiene 450 - 300. <button data-run="keepRondasResult" data-args="${tables[0]},300,450">Mantener lo de Rondas (mesa ${tables[0]})</button></li>`,
    );
    expect(html).toContain(
      `<li>Mesa ${tables[2]}: formulario en pausa por códigos erróneos (quedan 14 minutos). <button data-run="liftPause" data-args="${tables[2]}">Levantar la pausa (mesa ${tables[2]})</button></li>`,
    );
    expect(html).toContain('<button data-run="importResults">Importar resultados</button>');
    // The buttons pass their numbers to the global they name.
    expect(html).toContain('runner[name].apply(runner, args)');
    expect(statusHtml(status)).toContain('importResults');
    const none = tournamentStatus({ workbook, lang: 'es' });
    expect(statusHtml(none, { paused: [], now: NOW })).not.toContain('importResults');
  });
});
