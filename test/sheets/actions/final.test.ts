// rules §18.2 The final, as a director plays it over the in-memory workbook: three Swiss
// rounds, then Emparejar siguiente ronda pairs only the first two, one game a round, the
// salida alternating; the Final tab keeps the score; Clasificación puts the winner first;
// Deshacer última ronda undoes a final game; a bad Final is named.
import { renderError } from '../../../src/core/errors';
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { undoLastRound } from '../../../src/sheets/actions/undoLastRound';
import { updateStandings } from '../../../src/sheets/actions/updateStandings';
import { computeElo } from '../../../src/sheets/actions/computeElo';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { t } from '../../../src/i18n';
import type { Cell, Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { standingsContent } from '../../../src/sheets/tournament/standingsPage';
import { standingsPageInput } from '../../../src/sheets/tournament/standingsPageData';
import { hallScreenContent } from '../../../src/sheets/tournament/hallScreen';

const NAMES = ['Ana', 'Beto', 'Carla', 'Dani', 'Elena', 'Fermín', 'Gema', 'Hugo'];

function setValue(workbook: MemoryWorkbook, key: string, value: Cell): void {
  const grid = workbook.snapshot('Configuración') as Grid;
  const row = grid.findIndex((line) => line[0] === key);
  if (row >= 0) workbook.type('Configuración', row + 1, 2, [[value]]);
  else workbook.type('Configuración', grid.length + 1, 1, [[key, value]]);
}

/** Scores the pending rows of `round`: Jugador 1 wins unless `secondWins`. */
function score(workbook: MemoryWorkbook, round: number, secondWins = false): void {
  (workbook.snapshot('Rondas') as Grid).forEach((row, i) => {
    if (row[0] === round && row[3] !== t('es', 'word.bye'))
      workbook.type('Rondas', i + 1, 5, [secondWins ? [300, 420] : [420, 300]]);
  });
}

function swissPlayed(): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  setupTournament({ workbook, lang: 'es' });
  workbook.type(
    'Jugadores',
    2,
    1,
    NAMES.map((name, i) => ['', name, 2000 - 50 * i]),
  );
  setValue(workbook, 'Rondas', 3);
  setValue(workbook, 'Final', 'Mejor de 3');
  for (const round of [1, 2, 3]) {
    expect(pairNextRound({ workbook, lang: 'es' })).toMatchObject({ ok: true, round });
    score(workbook, round);
  }
  return workbook;
}

const roundRows = (workbook: MemoryWorkbook, round: number) =>
  (workbook.snapshot('Rondas') as Grid).filter((row) => row[0] === round);

const standingsNames = (workbook: MemoryWorkbook) => {
  updateStandings({ workbook, lang: 'es' });
  const grid = workbook.snapshot('Clasificación') as Grid;
  const header = grid.findIndex((row) => row[0] === 'Puesto');
  return grid.slice(header + 1).map((row) => [row[0], row[2], row[4]]);
};

describe('the final (rules §18.2)', () => {
  it('pairs the first two, one game a round, salida alternating, until one has more than N/2; the others play no more', () => {
    const workbook = swissPlayed();
    const swiss = standingsNames(workbook);
    const [first, second] = [swiss[0][1], swiss[1][1]];
    expect(swiss[0][2]).toBe(3);

    const game1 = pairNextRound({ workbook, lang: 'es' });
    expect(game1).toMatchObject({ ok: true, round: 4, tables: 1, bye: null });
    expect(game1.message).toContain(`Final, partida 1: ${first} (salida) contra ${second}; marcador 0–0`);
    expect(roundRows(workbook, 4)).toHaveLength(1);
    expect(roundRows(workbook, 4)[0].slice(1, 4)).toEqual([1, first, second]);
    const sheet = workbook.snapshot('Emparejamientos') as Grid;
    expect(String(sheet[0][0])).toContain('Final, partida 1 (mejor de 3) · marcador 0–0');
    expect(workbook.snapshot('Final')).not.toBeNull();

    // Refused while the game has no result, like any round.
    expect(pairNextRound({ workbook, lang: 'es' }).ok).toBe(false);
    score(workbook, 4, true); // the second placed wins game 1
    const game2 = pairNextRound({ workbook, lang: 'es' });
    expect(roundRows(workbook, 5)[0].slice(1, 4)).toEqual([1, second, first]);
    expect(game2.message).toContain('marcador 0–1');
    score(workbook, 5, false); // the second placed, with the salida, wins again: 0–2
    const over = pairNextRound({ workbook, lang: 'es' });
    expect(over.ok).toBe(false);
    expect(over.message).toContain('la final ya ha terminado (0–2)');

    // Clasificación: the winner 1st, the loser 2nd, the others as the Swiss left them; Swiss points only.
    const after = standingsNames(workbook);
    expect(after[0]).toEqual([1, second, swiss[1][2]]);
    expect(after[1]).toEqual([2, first, swiss[0][2]]);
    // Those who shared 2nd place with a finalist in the Swiss are 3rd now: nobody but the finalists above 3.
    expect(after.slice(2)).toEqual(
      swiss
        .filter((row) => row[1] !== first && row[1] !== second)
        .map(([place, ...rest]) => [Math.max(3, place as number), ...rest]),
    );
    const finalTab = workbook.snapshot('Final') as Grid;
    const text = finalTab.map((row) => row.join(' ')).join('\n');
    expect(text).toContain(`Marcador: ${first} 0–2 ${second}`);
    expect(text).toContain(`Campeón: ${second}`);
  });

  it('the live page and the hall screen show the final game and the score', () => {
    const workbook = swissPlayed();
    pairNextRound({ workbook, lang: 'es' });
    score(workbook, 4);
    pairNextRound({ workbook, lang: 'es' });
    const input = standingsPageInput(workbook, 'es', { season: false });
    expect(input.round?.round).toBe(5);
    expect(input.round?.boards).toHaveLength(1);
    expect(input.round?.heading).toBe('Final, partida 2 (mejor de 3) · marcador 1–0');
    expect(input.subtitle).toMatch(/^Final \(mejor de 3\): \S+ 1–0 \S+$/);
    const page = standingsContent(input);
    expect(page).toContain('Final, partida 2 (mejor de 3) · marcador 1–0');
    const screen = hallScreenContent(input);
    expect(screen).toContain('Final, partida 2 (mejor de 3) · marcador 1–0');
    expect(screen).toContain(input.subtitle as string);
  });

  it('the final counts for ELO: the finalists have one game more there', () => {
    const workbook = swissPlayed();
    pairNextRound({ workbook, lang: 'es' });
    score(workbook, 4);
    computeElo({ workbook, lang: 'es' });
    const elo = workbook.snapshot('ELO') as Grid;
    const header = elo.findIndex((row) => row.includes('Partidas'));
    const games = elo[header].indexOf('Partidas');
    const counts = elo
      .slice(header + 1)
      .map((row) => row[games])
      .filter((value) => typeof value === 'number');
    expect(counts.filter((count) => count === 4)).toHaveLength(2);
    expect(counts.filter((count) => count === 3)).toHaveLength(6);
  });

  it('a level match after N games goes on; Deshacer última ronda undoes a final game', () => {
    const workbook = swissPlayed();
    pairNextRound({ workbook, lang: 'es' });
    // A drawn game: half each.
    (workbook.snapshot('Rondas') as Grid).forEach((row, i) => {
      if (row[0] === 4) workbook.type('Rondas', i + 1, 5, [[350, 350]]);
    });
    pairNextRound({ workbook, lang: 'es' });
    score(workbook, 5, false);
    pairNextRound({ workbook, lang: 'es' });
    score(workbook, 6, false); // the better placed wins game 3 with the salida: 1½–1½ after three games, one more
    const fourth = pairNextRound({ workbook, lang: 'es' });
    expect(fourth).toMatchObject({ ok: true, round: 7 });
    expect(fourth.message).toContain('marcador 1½–1½');
    const undone = undoLastRound({ workbook, lang: 'es' });
    expect(undone).toMatchObject({ ok: true, round: 7 });
    expect(roundRows(workbook, 7)).toHaveLength(0);
    // Emparejamientos shows game 3 again, under its heading and the score before it.
    expect(String((workbook.snapshot('Emparejamientos') as Grid)[0][0])).toContain(
      'Final, partida 3 (mejor de 3) · marcador ½–1½',
    );
    const text = (workbook.snapshot('Final') as Grid).map((row) => row.join(' ')).join('\n');
    expect(text).toContain('1½–1½');
    expect(text).toContain('Sigue: partida 4');
  });

  it('a blank Final changes nothing: the Swiss ends with its announced rounds', () => {
    const workbook = swissPlayed();
    setValue(workbook, 'Final', '');
    const done = pairNextRound({ workbook, lang: 'es' });
    expect(done.ok).toBe(false);
    expect(roundRows(workbook, 4)).toHaveLength(0);
  });

  it.each([['Mejor de 4'], ['Mejor de 11'], ['Al mejor de 1'], ['Sí']])(
    'Final «%s» is named by tab, row, column and value',
    (value) => {
      const workbook = swissPlayed();
      setValue(workbook, 'Final', value);
      let message = '';
      try {
        pairNextRound({ workbook, lang: 'es' });
      } catch (error) {
        message = renderError(error, 'es');
      }
      expect(message).toMatch(/^Configuración, fila \d+, columna Final: /);
      expect(message).toContain(`«${value}»`);
      expect(message).toContain('impar de 3 a 9');
    },
  );
});
