import { runScenario } from './support/addonScenario';
test('x', () => {
  const e = runScenario(4000).find((entry) => entry.action === 'updateStandings')!;
  console.log(e.spreadsheet, e.batches, e.summary);
}, 600000);
