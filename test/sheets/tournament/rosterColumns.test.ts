// Jugadores' columns declared once (rosterColumns.ts), each found by its header in either
// language and by every other word the catalogue accepts for it (i18n/aliases.ts).
import { t } from '../../../src/i18n';
import { errorOf } from '../../support/errors';
import { ALIASES } from '../../../src/i18n/aliases';
import { readPrizes } from '../../../src/sheets/prizes/prizesTab';
import { readTable } from '../../../src/sheets/grid/table';
import { readPlayerExtras } from '../../../src/sheets/tournament/playerExtras';
import { readCountries } from '../../../src/sheets/tournament/players';
import { besideName, PLAYER_COLUMNS, ROSTER_COLUMNS } from '../../../src/sheets/tournament/rosterColumns';

// Every column, none required: one header at a time.
const OPTIONAL = ROSTER_COLUMNS.map((spec) => ({ ...spec, required: false }));

describe("Jugadores' one declaration", () => {
  it('set-up writes the first eight, in order; the optional ones follow, every key once', () => {
    expect(PLAYER_COLUMNS.map((spec) => t('es', spec.label))).toEqual([
      'N°',
      'Nombre',
      'Escalafón',
      'Club',
      'Promedio',
      'Entra en ronda',
      'Retirado desde ronda',
      'Ausente en rondas',
    ]);
    expect(ROSTER_COLUMNS.map((spec) => spec.key)).toEqual([
      ...PLAYER_COLUMNS.map((spec) => spec.key),
      'present',
      'country',
      'tags',
      'fee',
      'paid',
      'doNotPair',
      'licence',
    ]);
    expect(new Set(ROSTER_COLUMNS.map((spec) => spec.label)).size).toBe(ROSTER_COLUMNS.length);
  });

  it.each(ROSTER_COLUMNS.map((spec) => [spec.key, spec] as const))(
    '%s is found by its header in either language and by every alias',
    (key, spec) => {
      const words = [t('es', spec.label), t('en', spec.label), ...(ALIASES[spec.label] ?? [])];
      for (const word of words) {
        // The header as a director may type it: another case, with spaces around.
        const table = readTable([['Otra cosa', ` ${word.toUpperCase()} `]], OPTIONAL, { lang: 'es', tab: 'Jugadores' });
        expect([word, table.columns[key]]).toEqual([word, 1]);
      }
    },
  );

  it('no word names two columns', () => {
    const seen = new Map<string, string>();
    for (const spec of ROSTER_COLUMNS)
      for (const word of [t('es', spec.label), t('en', spec.label), ...(ALIASES[spec.label] ?? [])]) {
        const folded = word.toLowerCase();
        expect([word, seen.get(folded) ?? spec.key]).toEqual([word, spec.key]);
        seen.set(folded, spec.key);
      }
  });

  it('besideName: Name found if there but required by none, then the columns asked', () => {
    const specs = besideName('country', 'tags');
    expect(specs.map((spec) => [spec.key, spec.required ?? false])).toEqual([
      ['name', false],
      ['country', false],
      ['tags', false],
    ]);
  });
});

describe('País: the same words wherever a column holds a country', () => {
  // Accepted, case and accents aside; pinned so that the readers cannot drift apart again.
  const PAIS = ['País', 'Country', 'Federación', 'Federation', 'Nación'];

  it.each(PAIS)('Jugadores › %s is the country for the places (rules §6.6) and the prizes (rules §11)', (header) => {
    const grid = [
      ['Nombre', header],
      ['Ana', 'Perú'],
    ];
    expect(readCountries(grid, { lang: 'es' }).get('ana')).toBe('Perú');
    expect(readPlayerExtras(grid, { lang: 'es' }).get('ana')?.country).toBe('Perú');
  });

  it.each(PAIS)('Premios › %s is the prize condition País', (header) => {
    const read = readPrizes(
      [
        ['Premio', 'Tipo', 'Valor', header],
        ['Mejor peruano', 'General', 10, 'Perú'],
      ],
      { lang: 'es' },
    );
    expect(read.headerOf('country')).toBe(header);
  });

  it('nothing else: Nacionalidad is no País column, and Países only resembles it (rules §9)', () => {
    expect(
      readCountries(
        [
          ['Nombre', 'Nacionalidad'],
          ['Ana', 'Perú'],
        ],
        { lang: 'es' },
      ).size,
    ).toBe(0);
    for (const header of ['Países', 'Pais de origen'])
      expect(errorOf(() => readCountries([['Nombre', header]], { lang: 'es' }))).toMatch(/se parece a «País»/);
  });
});
