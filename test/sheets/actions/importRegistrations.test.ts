// Importar inscripciones (rules §16) over the in-memory workbook: an English workbook, a
// Jugadores laid out by the club (columns reordered, some missing), the tab named in
// Configuración, and the refusals when the tab is not found or not one.
import { importRegistrations } from '../../../src/sheets/actions/importRegistrations';
import { renderError } from '../../../src/core/errors';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const at = new Date(Date.UTC(2026, 10, 20, 9));

describe('importRegistrations', () => {
  it('lays the answers under Jugadores own header, adding the columns it lacks after its last one', () => {
    const workbook = new MemoryWorkbook({
      Players: [
        ['Club', 'Name', 'No', 'Notes'],
        ['Alfil', 'Ana García', 1, 'keeps her seat'],
      ],
      'Form Responses 1': [
        ['Timestamp', 'Full name', 'Rating', 'Category'],
        [at, 'ANA GARCÍA', '1800', ''],
        [at, 'Bob  Stone', '1500', 'Junior'],
      ],
    });
    const result = importRegistrations({ workbook, lang: 'en' });
    expect(result).toMatchObject({ ok: true, added: ['Bob Stone'], skipped: 1, refused: 0 });
    expect(result.message).toContain(
      'Registrations from "Form Responses 1": 1 player added to Players, 1 response skipped',
    );
    expect(result.message).toContain('"Form Responses 1", row 2: Ana García has Rating "—"; the response says "1800".');
    expect(workbook.snapshot('Players')).toEqual([
      ['Club', 'Name', 'No', 'Notes', 'Rating', 'Tags'],
      ['Alfil', 'Ana García', 1, 'keeps her seat', '', ''],
      ['', 'Bob Stone', '', '', 1500, 'Junior'],
    ]);
  });

  it('reads the tab Configuración names; refuses several responses tabs, or none, naming the setting', () => {
    const responses = [
      ['Marca temporal', 'Nombre'],
      [at, 'Olga'],
    ];
    const several = new MemoryWorkbook({
      Configuración: [['Torneo', 'Open']],
      Jugadores: [['Nombre']],
      'Respuestas de formulario 1': responses,
      'Respuestas de formulario 2': responses,
    });
    const refuse = (workbook: MemoryWorkbook) => {
      try {
        importRegistrations({ workbook, lang: 'es' });
      } catch (error) {
        return renderError(error, 'es');
      }
      return null;
    };
    expect(refuse(several)).toBe(
      'Hay varias pestañas de respuestas (Respuestas de formulario 1, Respuestas de formulario 2): escribe en Configuración › Pestaña de inscripciones cuál hay que importar.',
    );
    several.write('Configuración', 2, 1, [['Pestaña de inscripciones', 'respuestas de formulario 2']]);
    expect(importRegistrations({ workbook: several, lang: 'es' }).added).toEqual(['Olga']);
    const notOne = new MemoryWorkbook({ Jugadores: [['Nombre']], 'Form Responses 1': [['Timestamp', 'Email']] });
    expect(refuse(notOne)).toContain(
      'La pestaña «Form Responses 1» no tiene ninguna pregunta con el nombre de los jugadores',
    );
  });

  it('rules §16.1: differing data in at most 10 lines; more than 20 added named as 20 and how many more', () => {
    const players = Array.from({ length: 30 }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);
    const workbook = new MemoryWorkbook({
      Jugadores: [['Nombre', 'Club'], ...players.slice(0, 15).map((name) => [name, 'Alfil'])],
      'Respuestas de formulario 1': [
        ['Marca temporal', 'Nombre', 'Club'],
        ...players.map((name) => [at, name, 'Torre']),
      ],
    });
    const lines = importRegistrations({ workbook, lang: 'es' }).message.split('\n');
    const differs = lines.slice(lines.indexOf('Datos distintos de los de Jugadores (no se han cambiado):') + 1);
    expect(differs).toHaveLength(10);
    expect(differs[9]).toBe('… y 6 datos distintos más.');
    expect(lines).toContain(`Añadidos: ${players.slice(15).join(', ')}.`);
    const many = new MemoryWorkbook({
      Jugadores: [['Nombre']],
      'Respuestas de formulario 1': [['Marca temporal', 'Nombre'], ...players.map((name) => [at, name])],
    });
    expect(importRegistrations({ workbook: many, lang: 'es' }).message).toContain(
      `Añadidos: ${players.slice(0, 20).join(', ')} y 10 más.`,
    );
  });
});
