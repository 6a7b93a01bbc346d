// The live page and the prizes (rules §11): shown once the last round has all its results —
// names, prizes and trophies; never the Motivo, the Firma or the treasurer's account.
import { livePageInput } from '../../../src/sheets/actions/livePage';
import { importTournaments } from '../../../src/sheets/actions/importTournaments';
import { writeTournamentFile } from '../../../src/core/season/tournamentFile';
import { seasonSections } from '../../../src/sheets/tournament/standingsPageData';
import { ratedSeason } from '../../support/ratedSeasons';
import { standingsContent } from '../../../src/sheets/tournament/standingsPage';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { PRIZE_ROUNDS, PRIZE_TAB, prizeBook } from '../../fixtures/prizeWorkbook';

const book = (more: Record<string, Grid> = {}) => new MemoryWorkbook({ ...prizeBook(), ...more });

describe('the live page’s prizes', () => {
  it('after the last round: Premio, Jugador, Importe, Obsequio for every line', () => {
    const input = livePageInput(book(), 'es');
    expect(input.prizes).toEqual([
      ['Premio', 'Jugador', 'Importe', 'Obsequio'],
      ['1.º', 'Carlos', '90,00\u00a0€', 'Copa'],
      ['2.º', 'Ana', '70,00\u00a0€', ''],
      ['Mejor sin escalafón', 'Eva', '30,00\u00a0€', ''],
      ['Mejor sub-1650', 'Dani', '40,00\u00a0€', ''],
      ['Mejor Sub16', 'Bea', '0,00\u00a0€', 'Libro'],
      ['Mejor de Perú', 'Desierto', '', ''],
      ['Partida más alta', 'Bea', '20,50\u00a0€', ''],
      ['Mayor sorpresa', 'Desierto', '', ''],
    ]);
    const html = standingsContent(input);
    expect(html).toContain('<section id="prizes"><h2>Premios</h2>');
    // rules §16.1: money as money, two decimals and the currency.
    expect(html).toContain('<td class="number">20,50\u00a0€</td>');
    expect(html).toContain('Libro');
    for (const hidden of ['Motivo', 'Firma', 'Cuentas', 'Pendientes', 'reparto Hort'])
      expect(html).not.toContain(hidden);
  });

  it('not while a game of the last round has no result, nor before the last planned round', () => {
    const pending = PRIZE_ROUNDS.map((row, i) => (i === 8 ? [3, 2, 'Carlos', 'Dani', '', '', ''] : row));
    expect(livePageInput(book({ Rondas: pending }), 'es').prizes ?? null).toBeNull();
    const early = PRIZE_ROUNDS.filter((row) => row[0] !== 3);
    expect(livePageInput(book({ Rondas: early }), 'es').prizes ?? null).toBeNull();
  });

  it('no Premios, an empty one, or one with bad input: no prizes, the page still shows', () => {
    const { Premios: _premios, ...rest } = prizeBook();
    expect(livePageInput(new MemoryWorkbook(rest), 'es').prizes ?? null).toBeNull();
    expect(livePageInput(book({ Premios: [PRIZE_TAB[0]] }), 'es').prizes ?? null).toBeNull();
    const bad = livePageInput(
      book({ Premios: [PRIZE_TAB[0], ['1.º', 'Nada', '', '', '', '', '', '', 5, '', '']] }),
      'es',
    );
    expect(bad.prizes ?? null).toBeNull();
    expect(bad.grid.length).toBeGreaterThan(1);
  });

  it('kept as published while only the standings change, and withdrawn once the tournament is no longer finished', () => {
    const published = livePageInput(book(), 'es');
    expect(published.prizes).not.toBeNull();
    const onlyStandings = { parts: ['standings'] as const, previous: () => published };
    // A result typed again in the last round: still finished, the published prizes stay.
    expect(livePageInput(book(), 'es', null, onlyStandings).prizes).toEqual(published.prizes);
    // A result of the last round deleted (or the round undone): the prizes go with it.
    const pending = PRIZE_ROUNDS.map((row, i) => (i === 8 ? [3, 2, 'Carlos', 'Dani', '', '', ''] : row));
    expect(livePageInput(book({ Rondas: pending }), 'es', null, onlyStandings).prizes ?? null).toBeNull();
    const undone = PRIZE_ROUNDS.filter((row) => row[0] !== 3);
    expect(livePageInput(book({ Rondas: undone }), 'es', null, onlyStandings).prizes ?? null).toBeNull();
  });
});

describe('the federation’s list workbook’s page (rules §23)', () => {
  // A small season with Swiss and duplicate events: the list's Escalafón and EloDI both hold players.
  const season = ratedSeason({ seed: 5, clubs: 2, events: 4, pool: 12, field: [4, 6], rounds: 3, duplicateShare: 0.5 });
  const files = season.map((event) => ({ name: `${event.name}.atril`, text: writeTournamentFile(event) }));

  it.each([
    ['es', ['Escalafón de la federación (suizo)', 'EloDI de la federación (duplicada)']],
    ['en', ['Federation rating list (Swiss)', 'Federation EloDI (duplicate)']],
  ] as const)('%s: its own titles, never a club’s', (lang, titles) => {
    const list = new MemoryWorkbook();
    expect(importTournaments({ workbook: list, lang }, files).ok).toBe(true);
    const input = livePageInput(list, lang);
    expect(input.sections?.map((section) => [section.id, section.title])).toEqual([
      ['rating-list', titles[0]],
      ['elodi', titles[1]],
    ]);
  });

  it('a club’s workbook keeps the club’s titles', () => {
    const club = new MemoryWorkbook({
      Escalafón: [
        ['Puesto', 'Nombre', 'Escalafón'],
        [1, 'Ana', 1500],
      ],
    });
    expect(seasonSections(club, 'es').map((section) => section.title)).toEqual(['Escalafón del club']);
  });
});
