// The EloDI tab on the live page (rules §6.5, §8): its public columns under their heading
// when the tab exists with a player, escaped; the club's own columns left out.
import { standingsContent } from '../../../src/sheets/tournament/standingsPage';
import { standingsPageInput } from '../../../src/sheets/tournament/standingsPageData';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const players = [
  ['N°', 'Nombre', 'Escalafón'],
  [1, 'Ana García', 2004],
];
const eloDi = [
  ['Nombre', 'Licencia', 'EloDI', 'Volatilidad', 'Partidas EloDI', 'Último torneo'],
  ['Ana García', 'L-17', 1569, 453, 1, 'Otoño'],
  ['<i>Luis</i>', 'L-18', 831, 453, 1, 'Otoño'],
];

describe('EloDI on the live page', () => {
  it('the public columns, after the season tables, escaped', () => {
    const input = standingsPageInput(new MemoryWorkbook({ Jugadores: players, EloDI: eloDi }), 'es');
    expect(input.sections).toEqual([
      {
        id: 'elodi',
        title: 'EloDI (duplicada)',
        grid: [
          ['Nombre', 'EloDI', 'Volatilidad', 'Partidas EloDI', 'Último torneo'],
          ['Ana García', 1569, 453, 1, 'Otoño'],
          ['<i>Luis</i>', 831, 453, 1, 'Otoño'],
        ],
      },
    ]);
    const html = standingsContent(input);
    expect(html).toContain('<h2>EloDI (duplicada)</h2>');
    expect(html).toContain('&lt;i&gt;Luis&lt;/i&gt;');
    expect(html).not.toContain('L-17');
  });

  it('nothing when the tab holds only its header', () => {
    const input = standingsPageInput(new MemoryWorkbook({ Jugadores: players, EloDI: [eloDi[0]] }), 'es');
    expect(input.sections).toEqual([]);
  });
});
