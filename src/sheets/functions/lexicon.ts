// DUP_WORD_OK (rules §20, §7): the judge's quick check of a word against the club's word list,
// read from its tab (custom functions may read the spreadsheet) and decoded once per execution.
import { parseTiles } from '../../core/duplicate';
import { hasWord } from '../../core/duplicate/wordGraph';
import { AtrilError } from '../../core/errors';
import { asGrid, cellText } from '../grid/cells';
import type { Workbook } from '../grid/workbook';
import { requireLexicon } from '../duplicate/lexiconTab';
import { type CustomFunctionDef, param } from './customFunction';

export const DUP_WORD_OK: CustomFunctionDef = {
  name: 'DUP_WORD_OK',
  params: [param('word', 'text')],
  returns: 'boolean',
  readsWorkbook: true,
  run(_lang, workbook, word) {
    // No document (the live page's web app): nothing is read, the list is never served there.
    if (workbook === null) throw new AtrilError('addon.noDocument');
    const { graph } = requireLexicon(workbook as Workbook);
    // The word read as a move's tiles (accents dropped, Ñ kept, CH/LL/RR and [CH] the double
    // tiles), in capitals: no letter is a blank. What no tile spells is no word.
    try {
      return hasWord(graph, parseTiles(cellText(asGrid(word)[0]?.[0]).toUpperCase(), false));
    } catch {
      return false;
    }
  },
};
