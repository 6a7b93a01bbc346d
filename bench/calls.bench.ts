// Atril's Apps Script cost in Google Sheets (issue 11 item 7): every SpreadsheetApp call per menu action
// (getters such as getName and the data-validation builders included), the data calls among
// them, and the other services' calls, at 40 and at 4000 players — through the built bundle's
// handlers in the strict fakes (test/support/callScenario.ts, the same run the test asserts).
// Budget (callBudget): ≤ 30 SpreadsheetApp calls for every steady action (its tabs already
// laid out: each press after a tab's first layout), whatever the workbook's size; a one-off
// action (set-up, a first layout, a tab grown, a tournament kept) gets 30 in a one-tournament
// workbook plus the price of each thing it does beyond that; the same at any size except for
// a tab grown past its rows; ≤ 15 data calls. Wall time is the handler's own (TypeScript + fakes), not Google's.
import {
  BUDGET_READS,
  BUDGET_TABS,
  DATA_CALL_BUDGET,
  GROWTH_CALLS,
  LAYOUT_CALLS,
  RENAME_CALLS,
  REWRITE_CALLS,
  runScenario,
  callBudget,
  RANGE_LIST_CALLS,
  SETUP_CALL_BUDGET,
  SPREADSHEET_CALL_BUDGET,
} from '../test/support/callScenario';
import { peakMemoryMb } from './measure';

const small = runScenario(40);
const large = runScenario(4000);
console.log(
  'Calls per action through the built bundle (vm + strict fakes; every call counted, one run each, so no median):',
);
console.log(
  `  Sheets: every SpreadsheetApp call; budget ${SPREADSHEET_CALL_BUDGET} flat for a steady action (*); for a one-off action ` +
    `${SPREADSHEET_CALL_BUDGET} (set-up ${SETUP_CALL_BUDGET}) for ≤ ${BUDGET_TABS} tabs, ` +
    `≤ ${BUDGET_READS} read, 1 generated tab rewritten, its layout unchanged; + 1 per tab more, + 2 per tab read more, ` +
    `+ ${REWRITE_CALLS} per tab rewritten more, + ${RENAME_CALLS} per tab renamed, + ≤ ${LAYOUT_CALLS} per tab whose layout changed, ` +
    `+ ≤ ${GROWTH_CALLS} per tab grown`,
);
console.log(
  `  data: getValues/setValues/clear among them, ≤ ${DATA_CALL_BUDGET}; other: flush, lock, properties, cache; ` +
    `steady: the tabs written already had their layout`,
);
const header = [
  'action'.padEnd(44),
  'Sheets@40'.padStart(9),
  '@4000'.padStart(6),
  'budget'.padStart(6),
  'data'.padStart(5),
  'other'.padStart(6),
  'tabs'.padStart(5),
  'read'.padStart(5),
  'rewr'.padStart(5),
  'laid'.padStart(5),
  'grown'.padStart(6),
  'ms@4000'.padStart(8),
];
console.log(`${header.join(' ')}  verdict`);
let failed = false;
small.forEach((few, index) => {
  const many = large[index];
  const budget = callBudget(few);
  const ok =
    few.spreadsheet <= budget &&
    many.spreadsheet <= callBudget(many) &&
    // As test/e2e/gasPath.test.ts: a large field costs more only for the tabs it grows and the
    // format batches past 1,000 ranges of a kind (4000 cards' headers).
    (many.grown === 0 && many.batches === few.batches
      ? many.spreadsheet === few.spreadsheet
      : many.spreadsheet - few.spreadsheet <=
        GROWTH_CALLS * many.grown + RANGE_LIST_CALLS * (many.batches - few.batches)) &&
    (!few.steady || (few.laidOut === 0 && many.laidOut === 0)) &&
    few.data <= DATA_CALL_BUDGET &&
    many.data <= DATA_CALL_BUDGET;
  failed ||= !ok;
  const cells = [
    `${few.action}${few.steady ? ' *' : ''}`.padEnd(44),
    String(few.spreadsheet).padStart(9),
    String(many.spreadsheet).padStart(6),
    String(budget).padStart(6),
    String(many.data).padStart(5),
    String(many.services).padStart(6),
    String(many.tabs).padStart(5),
    String(many.reads).padStart(5),
    String(many.rewritten).padStart(5),
    String(many.laidOut).padStart(5),
    String(many.grown).padStart(6),
    many.ms.toFixed(0).padStart(8),
  ];
  console.log(`${cells.join(' ')}  ${ok ? 'ok' : 'OVER BUDGET'}`);
});
console.log('* steady: every tab the action writes already had the layout it gives it (nothing laid out).');
console.log(`Peak memory: ${peakMemoryMb().toFixed(0)} MB`);
if (failed) process.exitCode = 1;
