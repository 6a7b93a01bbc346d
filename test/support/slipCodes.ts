// Each table's phone code as the director reads it on the Actas slips (rules §14): shared by the
// phone tests and the page benchmark.
import type { GasEnvironment } from '../gas/fakes';

export function slipCodes(env: GasEnvironment): Map<number, string> {
  const codes = new Map<number, string>();
  let table = 0;
  for (const cell of env.spreadsheet.getSheetByName('Actas')?.snapshot().flat() ?? []) {
    const mesa = /^Mesa (\d+)$/.exec(String(cell));
    if (mesa) table = Number(mesa[1]);
    const code = /^Código (\d{6})$/.exec(String(cell));
    if (code) codes.set(table, code[1]);
  }
  return codes;
}
