// One voice (docs/glossary.md, issue 41): the catalogue speaks to the director one way — tú
// in Spanish, they/their in English, the glossary's words, counts that agree — and no
// user-facing Spanish is typed outside it. Each check is a function of the messages, run on
// the real catalogue (no fault) and on a few slipped-back sentences (the fault is found).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { catalogueKeys, t, type Language } from '../../src/i18n';

type Messages = [key: string, text: string][];

const catalogue = (lang: Language): Messages => catalogueKeys(lang).map((key) => [key, t(lang, key as never)]);

/** The words a reader sees: a placeholder's name dropped, a plural's two forms kept. */
const readable = (text: string) => text.replace(/\{\w+:([^{}|]*)\|([^{}]*)\}/g, '$1 $2').replace(/\{\w+\}/g, '·');

/** Usted forms that slipped into Spanish before (issue 41) and their like; nouns that look alike (enlace, cierre, importe) are not here. */
const USTED =
  /(?<![\p{L}])(usted|ustedes|escriba|escríbalo|escríbala|borre|bórrela|bórrelo|empiece|elija|abra|ábralo|ábrala|súbalo|súbala|permita|instálelo|instale|indique|pulse|compruebe|cambie|cámbielo|cámbiela|vuelva|corrija|añada|marque|revise|copie|pegue|espere|inténtelo|haga|ponga|quite|guarde|imprima|entregue|anote|seleccione|consulte|deshaga|actualice|empareje|renombre|calcule|publique|vincule|comparta|implemente|autorice)(?![\p{L}])/iu;

/** Pronouns for a player in English: they/their, never he/his/him. */
const HE = /\b(he|his|him|himself)\b/i;

/** Words the glossary replaced, per language, with the reason a failure prints. */
const BANNED: Record<Language, [RegExp, string][]> = {
  es: [
    [/\bm[óo]vil(es)?\b/i, '«teléfono», neutral for Spain and Latin America'],
    [/\bcelular(es)?\b/i, '«teléfono», neutral for Spain and Latin America'],
    [/\bc[ée]ntimos?\b/i, 'amounts in decimals, for any currency'],
    [/(?<![\p{L}])(pulsa|pulse|pulsar|pulsando)(?![\p{L}])/iu, '«usa Atril › …», «haz clic», «elige»'],
    [/(?<![\p{L}])tablas(?![\p{L}])/iu, '«empate» (tablas is chess)'],
    [/\bspread\b/i, '«diferencia»'],
    [/\bno clasificad[oa]s?\b/i, '«sin escalafón»'],
    [/\bhoja de inscripciones\b/i, '«pestaña»: «hoja» is the spreadsheet'],
    [
      /(?<![\p{L}])(mesas|disposición|plazas|bonificaciones|criterio|desempates) duplicada(?![\p{L}])/iu,
      '«… de duplicada»',
    ],
    [/(?<![\p{L}])vosotros|vuestr[oa]s?(?![\p{L}])/iu, 'one person, in tú'],
  ],
  en: [
    [/\bboards\b/i, '"tables": the board is the Scrabble board'],
    [/\b(your|same-club) board\b|\bboard (\d|·)/i, '"table": the board is the Scrabble board'],
    [/N°/, '"No."'],
    [/\bpoints or commas\b/i, 'English says full stops / periods, or no separator'],
  ],
};

/** «actas» are the Swiss tables' result slips (rules §14); a duplicate's papers are «papeletas». */
const DUPLICATE_KEYS = /^(dup|board|room)\./;

/** A count typed bare before a plural noun («{pages} páginas», "{rounds} planned rounds"). */
const BARE_COUNT =
  /\{\w+\} (?:(?:planned|new|más) )?(jugadores|partidas|rondas|mesas|filas|páginas|premios|intentos|minutos|celdas|players|games|rounds|tables|rows|pages|prizes|tries|minutes|cells)\b/;

function addressFaults(messages: Messages): string[] {
  return messages.filter(([, text]) => USTED.test(readable(text))).map(([key, text]) => `${key}: ${text}`);
}

function pronounFaults(messages: Messages): string[] {
  return messages.filter(([, text]) => HE.test(readable(text))).map(([key, text]) => `${key}: ${text}`);
}

function wordFaults(lang: Language, messages: Messages): string[] {
  const faults: string[] = [];
  for (const [key, text] of messages) {
    for (const [word, instead] of BANNED[lang])
      if (word.test(readable(text))) faults.push(`${key}: ${word} (say ${instead}): ${text}`);
    if (lang === 'es' && DUPLICATE_KEYS.test(key) && /\bactas?\b/i.test(text))
      faults.push(`${key}: «acta» for a duplicate paper (say «papeleta»): ${text}`);
  }
  return faults;
}

function countFaults(messages: Messages): string[] {
  return messages.filter(([, text]) => BARE_COUNT.test(text)).map(([key, text]) => `${key}: ${text}`);
}

/** Keys of names a director reads as labels: tabs, columns, Configuración keys, prize types. */
const LABEL = /^(tab|col|config|dup\.config|room\.config|dup\.col|room\.col|prizeType)\.|^board\.tab$/;
/**
 * Spanish labels with two English ones on purpose: a duplicate's «Puntos» are its score;
 * «Escalafón» is a player's rating (Jugadores' column) and the club's list of them (the tab).
 */
const TWO_ENGLISH_WORDS = new Set(['Puntos', 'Escalafón']);

/** One word per concept: two labels the other language tells apart do not share a word in this one. */
function conceptFaults(es: Messages, en: Messages): string[] {
  const english = new Map(en);
  const faults: string[] = [];
  const pairs = es
    .filter(([key]) => LABEL.test(key))
    .map(([key, text]) => [key, text, english.get(key) ?? ''] as const);
  for (const [from, to, side] of [
    [1, 2, 'es'],
    [2, 1, 'en'],
  ] as const) {
    const seen = new Map<string, Set<string>>();
    for (const pair of pairs) seen.set(pair[from], (seen.get(pair[from]) ?? new Set()).add(pair[to]));
    for (const [word, others] of seen)
      if (others.size > 1 && !(side === 'es' && TWO_ENGLISH_WORDS.has(word)))
        faults.push(`${side} «${word}» stands for ${[...others].map((other) => `«${other}»`).join(' and ')}`);
  }
  return faults;
}

describe('one voice in the catalogue (docs/glossary.md)', () => {
  const es = catalogue('es');
  const en = catalogue('en');

  it('Spanish speaks tú, never usted', () => {
    expect(addressFaults(es)).toEqual([]);
  });

  it('English says they/their for a player, never he/his/him', () => {
    expect(pronounFaults(en)).toEqual([]);
  });

  it("keeps the glossary's words in both languages", () => {
    expect(wordFaults('es', es)).toEqual([]);
    expect(wordFaults('en', en)).toEqual([]);
  });

  it('gives each concept one label per language (tabs, columns, keys, prize types)', () => {
    expect(conceptFaults(es, en)).toEqual([]);
  });

  it('makes every count agree with its noun', () => {
    expect(countFaults(es)).toEqual([]);
    expect(countFaults(en)).toEqual([]);
  });

  it('finds each fault when one slips back (the sentences issue 41 found)', () => {
    expect(addressFaults([['a', 'para añadir otros, escriba la lista completa']])).toHaveLength(1);
    expect(addressFaults([['a', 'Ábralo con LibreOffice, Excel o súbalo a Google Sheets.']])).toHaveLength(1);
    expect(addressFaults([['a', 'instálelo (apt-get install chromium) o indique CHROMIUM_PATH']])).toHaveLength(1);
    expect(addressFaults([['a', 'Copia el enlace y elige el cierre del importe']])).toEqual([]);
    expect(pronounFaults([['a', 'no player out of the prizes is left for him to meet']])).toHaveLength(1);
    expect(pronounFaults([['a', 'rated {value} below his opponent']])).toHaveLength(1);
    expect(pronounFaults([['a', 'the heading of their table']])).toEqual([]);
    expect(wordFaults('es', [['a', 'Esta página en otro móvil']])).toHaveLength(1);
    expect(wordFaults('es', [['a', 'resultados {model} (tablas {draws} %)']])).toHaveLength(1);
    expect(wordFaults('es', [['a', 'Spread por descanso']])).toHaveLength(1);
    expect(wordFaults('es', [['a', 'Pulsa «Actualizar clasificación»']])).toHaveLength(1);
    expect(wordFaults('es', [['a', 'un importe va en céntimos como mucho']])).toHaveLength(1);
    expect(wordFaults('es', [['a', 'Plazas duplicada']])).toHaveLength(1);
    expect(wordFaults('es', [['board.x', 'usa la grafía de las actas']])).toHaveLength(1);
    expect(wordFaults('es', [['phone.x', 'las actas con el código de cada mesa']])).toEqual([]);
    expect(wordFaults('en', [['a', 'avoids a same-club board ({club})']])).toHaveLength(1);
    expect(wordFaults('en', [['a', 'Round {round}: boards']])).toHaveLength(1);
    expect(wordFaults('en', [['a', 'Find your board']])).toHaveLength(1);
    expect(wordFaults('en', [['a', 'the TRF format takes N° up to 9999']])).toHaveLength(1);
    expect(wordFaults('en', [['a', 'the board after round {round}']])).toEqual([]);
    expect(countFaults([['a', '{file}: {pages} páginas.']])).toHaveLength(1);
    expect(countFaults([['a', 'Only {played} of the {rounds} planned rounds have been played']])).toHaveLength(1);
    expect(countFaults([['a', '{file}: {pages:# página|# páginas}.']])).toEqual([]);
    expect(
      conceptFaults(
        [
          ['dup.col.place', 'Puesto'],
          ['room.col.places', 'Plaza'],
        ],
        [
          ['dup.col.place', 'Place'],
          ['room.col.places', 'Place'],
        ],
      ),
    ).toEqual(['en «Place» stands for «Puesto» and «Plaza»']);
    expect(
      conceptFaults(
        [
          ['prizeType.biggestWin', 'Mayor diferencia'],
          ['dup.col.maxShortfall', 'Mayor diferencia'],
        ],
        [
          ['prizeType.biggestWin', 'Biggest win'],
          ['dup.col.maxShortfall', 'Largest shortfall'],
        ],
      ),
    ).toEqual(['es «Mayor diferencia» stands for «Biggest win» and «Largest shortfall»']);
  });
});

// ---------------------------------------------------------------------------------------
// No user-facing Spanish typed outside the catalogue. What can be scanned reliably: the
// string literals of src (TypeScript's own parser, so comments never count) that carry a
// Spanish letter (á é í ó ú ü ñ ¿ ¡) or read as a Spanish phrase (two words or more with
// one of Spanish's short function words). Each one found must be listed here with why it
// is not a message: a name, a word a reader accepts, a tile. A one-word literal without an
// accent is caught when it is a Spanish label of the catalogue, as written («Premios»,
// «Jugadores»); lower-case aliases («jugador», «descanso») are input words and pass. The
// limit: a one-word Spanish message of its own, not in the catalogue, is not caught.

const SRC = join(__dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const SPANISH_LETTER = /[áéíóúüñÁÉÍÓÚÜÑ¿¡]/;
// «no», «en» and «el» are left out: English and code use them too («no tab», el(…)).
const SPANISH_PHRASE =
  /^(?=.*\s)(?=.*(?<![\p{L}])(de|la|los|las|del|que|con|por|para|una|se|hay|y)(?![\p{L}])).*\p{L}{3}/iu;

/** Files whose Spanish literals are data, not messages. */
const DATA_FILES: Record<string, string> = {
  'core/simulation/field.ts': 'names of the players `atril generate` invents',
  'local/demo.ts': "the demo's players",
  'core/text.ts': "the Spanish alphabetical order's self-check (Muñoz, Núñez)",
  'gas/installChecks.ts': "Comprobar instalación's probe of the Spanish order",
  'core/duplicate/rack.ts': 'the tiles of the Spanish set',
  'sheets/grid/formerNames.ts': 'the names a workbook made before a rename still has (docs/glossary.md)',
  // Its texts come from the catalogue; its script's one-letter names (y, x) read as «y» to the scan.
  'sheets/duplicate/roomScreenPage.ts': "Sala de duplicada's page script and style (code only)",
};

/** Single literals that are not messages, by file. */
const ALLOWED: Record<string, string[]> = {
  // The argument's range as the function's JSDoc type shows it (one per function, typed in the build).
  'sheets/functions/tournamentArgs.ts': ['Configuración!A:B'],
  // Words and headers the readers accept besides the catalogue's (rules §2, §11).
  'sheets/config/configuration.ts': ['rey de la colina', 'mediana buchholz', 'buchholz mediana'],
  'sheets/config/duplicateSettings.ts': ['promedio de porcentajes'],
  'sheets/prizes/prizesTab.ts': ['no escalafonado', 'valor del obsequio'],
  'sheets/tournament/players.ts': [
    'apellido y nombre',
    'apellidos y nombre',
    'nombre y apellidos',
    'nombre y apellido',
    'ausente en ronda',
    'ausente',
    'retirado',
  ],
  'sheets/prizes/standingsRange.ts': ['retirado'],
  // rules §18.1: what directors write for «No emparejar con».
  'sheets/tournament/doNotPair.ts': ['no enfrentar con'],
  // rules §20: the Spanish tiles themselves, data of the word graph and of the list's reading.
  'core/duplicate/lexicon.ts': ['Ñ'],
  'core/duplicate/wordGraph.ts': ['A B C CH D E F G H I J L LL M N Ñ O P Q R RR S T U V X Y Z'],
};

/** The catalogue's Spanish words where English says otherwise («Premios», not «Club»), as written. */
const SPANISH_LABELS = new Set(
  catalogueKeys('es')
    .map((key) => [t('es', key as never), t('en', key as never)])
    .filter(([es, en]) => es !== en)
    .map(([es]) => es),
);
/** "Atril", the program's name, is also the rack row of a Duplicada N tab; NP is Resultado's code in either language. */
const NOT_A_LABEL = new Set(['Atril', 'NP']);

const spanish = (text: string) =>
  SPANISH_LETTER.test(text) || SPANISH_PHRASE.test(text) || (SPANISH_LABELS.has(text) && !NOT_A_LABEL.has(text));

function spanishLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2019, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const text = node.text;
      if (spanish(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no user-facing Spanish typed outside the catalogue', () => {
  it('every Spanish-looking literal of src outside src/i18n is data listed here', () => {
    const unexpected: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = relative(SRC, file);
      if (name.startsWith('i18n/') || name in DATA_FILES) continue;
      for (const text of spanishLiterals(file))
        if (!(ALLOWED[name] ?? []).includes(text)) unexpected.push(`${name}: ${JSON.stringify(text)}`);
    }
    expect(unexpected).toEqual([]);
  });

  it('finds the «Sí, No» once typed in the prize readers, and a message without an accent', () => {
    const scan = spanish;
    expect(scan('Sí, No')).toBe(true);
    expect(scan('no se ha podido guardar')).toBe(true);
    expect(scan('Premios')).toBe(true);
    expect(scan('Reparto de premios')).toBe(true);
    expect(scan('jugador')).toBe(false);
    expect(scan('Atril')).toBe(false);
    expect(scan('Config!A:B')).toBe(false);
    expect(scan('application/json')).toBe(false);
    expect(scan('the rounds are paired')).toBe(false);
  });
});
