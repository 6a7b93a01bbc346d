// Jugadores' optional prize columns (rules §11): País, Etiquetas, Cuota and Pagado, by name.
import { readPlayerExtras } from '../../../src/sheets/tournament/playerExtras';

describe('readPlayerExtras', () => {
  it('tags split at commas, a fee of 0, Pagado as an amount, Sí, No, a ticked box or blank', () => {
    const extras = readPlayerExtras(
      [
        ['Nombre', 'Country', 'Etiquetas', 'Cuota', 'Pagado'],
        ['Ana Ruiz', 'Perú', 'Sub16, Femenino ;Socio', 0, 'Sí'],
        ['Bea', '', '', '', '12,50'],
        ['Carlos', '', '', 20, 'No'],
        ['Dani', '', '', '', true],
        ['Eva', '', '', '', ''],
      ],
      { lang: 'es' },
    );
    expect(Object.fromEntries(extras)).toEqual({
      'ana ruiz': { country: 'Perú', tags: ['Sub16', 'Femenino', 'Socio'], fee: 0, paid: 'full' },
      bea: { country: '', tags: [], fee: null, paid: 1250 },
      carlos: { country: '', tags: [], fee: 2000, paid: null },
      dani: { country: '', tags: [], fee: null, paid: 'full' },
      eva: { country: '', tags: [], fee: null, paid: null },
    });
  });

  it('none of the columns: an empty map', () => {
    expect(readPlayerExtras([['N°', 'Nombre', 'Escalafón']], { lang: 'es' }).size).toBe(0);
  });
});
