// The add-on's Apps Script cost (issue 11 item 7): every SpreadsheetApp call per menu action
// (getters such as getName and the data-validation builders included), the data calls among
// them, and the other services' calls, at 40 and at 4000 players — through the built bundle's
// handlers in the strict fakes (test/support/addonScenario.ts, the same run the test asserts).
// Budget: ≤ 30 SpreadsheetApp calls per action (set-up: ≤ 60, seven tabs), the same at any
// size except for a tab an action grows past its rows (≤ 10 more per tab); ≤ 15 data calls.
// Wall time is the handler's own (TypeScript + fakes), not Google's.
import {
  DATA_CALL_BUDGET,
  GROWTH_CALLS,
  runScenario,
  callBudget,
  LAYOUT_CALLS,
  SETUP_CALL_BUDGET,
  SPREADSHEET_CALL_BUDGET,
} from '../test/support/addonScenario';
import { peakMemoryMb } from './measure';

const small = runScenario(40);
const large = runScenario(4000);
console.log(
  'Calls per action through the built bundle (vm + strict fakes; every call counted, one run each, so no median):',
);
console.log(
  `  SpreadsheetApp: every call into it and the objects it hands out; budget ≤ ${SPREADSHEET_CALL_BUDGET} (set-up ≤ ${SETUP_CALL_BUDGET}), ` +
    `+ ≤ ${LAYOUT_CALLS} per generated tab laid out for printing, + ≤ ${GROWTH_CALLS} per tab grown past its rows`,
);
console.log(
  `  data: getValues/setValues/clear among them, ≤ ${DATA_CALL_BUDGET}; other: flush, lock, properties, cache`,
);
console.log(
  `${'action'.padEnd(44)} ${'Sheets@40'.padStart(9)} ${'@4000'.padStart(6)} ${'data@40'.padStart(8)} ${'@4000'.padStart(6)} ${'other'.padStart(6)} ${'grown'.padStart(6)} ${'ms@4000'.padStart(8)}  verdict`,
);
let failed = false;
small.forEach((few, index) => {
  const many = large[index];
  const budget = callBudget(few);
  const ok =
    few.spreadsheet <= budget &&
    (many.grown === 0
      ? many.spreadsheet === few.spreadsheet
      : many.spreadsheet - few.spreadsheet <= GROWTH_CALLS * many.grown) &&
    few.data <= DATA_CALL_BUDGET &&
    many.data <= DATA_CALL_BUDGET;
  failed ||= !ok;
  console.log(
    `${few.action.padEnd(44)} ${String(few.spreadsheet).padStart(9)} ${String(many.spreadsheet).padStart(6)} ${String(few.data).padStart(8)} ${String(many.data).padStart(6)} ${String(many.services).padStart(6)} ${String(many.grown).padStart(6)} ${many.ms.toFixed(0).padStart(8)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
});
console.log(`Peak memory: ${peakMemoryMb().toFixed(0)} MB`);
if (failed) process.exitCode = 1;
