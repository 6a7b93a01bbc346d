// The Google Form's responses tab (rules §16): its name, its questions by their words, the
// answers as they enter Jugadores, and the bad ones named by their row.
import { isResponsesTab, questionKey, readResponses } from '../../../src/sheets/tournament/registrations';

describe('the responses tab', () => {
  it('is the tab Google Forms names, in either language, case and accents aside', () => {
    for (const name of [
      'Respuestas de formulario 1',
      'respuestas de formulario',
      'Form Responses 12',
      'FORM RESPONSES 2',
    ])
      expect(isResponsesTab(name)).toBe(true);
    for (const name of ['Respuestas', 'Jugadores', 'Form Responses 1 (copia)'])
      expect(isResponsesTab(name)).toBe(false);
  });

  it('finds each question by its words, however the club wrote it', () => {
    const cases: [string, ReturnType<typeof questionKey>][] = [
      ['Marca temporal', 'timestamp'],
      ['Timestamp', 'timestamp'],
      ['Nombre y apellidos', 'fullName'],
      ['Apellidos, Nombre', 'fullName'],
      ['Full name', 'fullName'],
      ['Nombre', 'firstName'],
      ['¿Cuál es tu nombre?', 'firstName'],
      ['First name', 'firstName'],
      ['Apellidos', 'surname'],
      ['Surname', 'surname'],
      ['¿Club?', 'club'],
      ['Nombre del club', 'club'],
      ['Rating FIDE', 'rating'],
      ['ELO', 'rating'],
      ['Escalafón FISE', 'rating'],
      ['País', 'country'],
      ['Federación', 'country'],
      ['Categoría', 'tags'],
      ['Etiquetas', 'tags'],
      ['Correo electrónico', null],
      ['Teléfono', null],
      ['', null],
    ];
    for (const [question, key] of cases) expect([question, questionKey(question)]).toEqual([question, key]);
  });
});

describe('readResponses', () => {
  const at = new Date(Date.UTC(2026, 10, 20));
  it('joins Nombre and Apellidos, keeps text as typed (spaces folded), refuses a nameless answer and a bad rating', () => {
    const read = readResponses([
      ['Marca temporal', 'Nombre', 'Apellidos', 'Club', 'ELO', 'País', 'Categoría', 'Email'],
      [at, ' Ana ', 'García   López', 'Alfil', '1850', 'España', 'Sub-18', 'a@x'],
      [at, '', '', 'Alfil', '1500', '', '', 'b@x'],
      [at, 'Beto', '', '', '1850.5', '', '', ''],
      [at, 'Carla', '', '', '3001', '', '', ''],
      [at, 'Dani', '', '', '', '', '', ''],
      [at, 'Eva', '', '', 3000, '', '', ''],
      [at, '', '', '', '', '', '', ''],
      [at, '=HYPERLINK("x")', '', '', '0', '', '', ''],
    ]);
    expect(read?.answers).toEqual([
      { row: 2, name: 'Ana García López', club: 'Alfil', rating: 1850, country: 'España', tags: 'Sub-18' },
      { row: 6, name: 'Dani', club: '', rating: null, country: '', tags: '' },
      { row: 7, name: 'Eva', club: '', rating: 3000, country: '', tags: '' },
      { row: 9, name: '=HYPERLINK("x")', club: '', rating: 0, country: '', tags: '' },
    ]);
    expect(read?.refused).toEqual([
      { row: 3, reason: 'noName' },
      { row: 4, reason: 'rating', name: 'Beto', value: '1850.5' },
      { row: 5, reason: 'rating', name: 'Carla', value: '3001' },
    ]);
    expect(read?.headers.rating).toBe('ELO');
  });

  it('reads one "Nombre y apellidos" question; without any name question, null', () => {
    expect(
      readResponses([
        ['Timestamp', 'Full name'],
        [at, 'Ana  Ruiz'],
      ])?.answers.map((a) => a.name),
    ).toEqual(['Ana Ruiz']);
    expect(
      readResponses([
        ['Marca temporal', 'Club'],
        [at, 'Alfil'],
      ]),
    ).toBeNull();
  });
});
