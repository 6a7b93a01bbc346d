// What every action returns (src/sheets/actions/action.ts): warnings met while reading
// reach the director at the end of the message, in the result's language (rules §9).
import { type ActionResult, withWarnings } from '../../../src/sheets/actions/action';
import type { Warning } from '../../../src/sheets/grid/warnings';

const WARNING: Warning = {
  key: 'warn.header.resembles',
  params: { value: 'Mesa nº', column: 'Mesa' },
  location: { tab: 'Rondas', row: 1, column: 'Mesa nº' },
};

describe('withWarnings', () => {
  it('leaves a result without warnings as it is', () => {
    const result = { ok: true, lang: 'es' as const, message: 'Hecho.' };
    expect(withWarnings(result, [])).toBe(result);
  });

  it('lists each warning once under "n avisos:", in the language of the result', () => {
    const result: ActionResult & { extra: number } = { ok: true, lang: 'es', message: 'Hecho.', extra: 1 };
    const es = withWarnings(result, [WARNING, WARNING]);
    expect(es.message).toBe(
      'Hecho.\n\n1 aviso:\n• Rondas, fila 1, columna Mesa nº: el encabezado «Mesa nº» se parece a «Mesa», pero no es ese nombre: Atril no lee esta columna. Si es «Mesa», cámbiale el nombre',
    );
    expect(es.warnings).toHaveLength(1);
    expect(es.extra).toBe(1);
    const en = withWarnings({ ok: false, lang: 'en', message: 'Refused.' }, [WARNING]);
    expect(en.message).toMatch(/^Refused\.\n\n1 warning:\n• Rondas, row 1, column Mesa nº: the header "Mesa nº"/);
    expect(en.ok).toBe(false);
  });

  it('counts them with the plural', () => {
    const other: Warning = {
      ...WARNING,
      location: { tab: 'Rondas', row: 1, column: 'Mesas' },
      params: { value: 'Mesas', column: 'Mesa' },
    };
    expect(withWarnings({ ok: true, lang: 'es', message: 'Hecho.' }, [WARNING, other]).message).toMatch(
      /^Hecho\.\n\n2 avisos:\n• .*\n• .*Mesas/,
    );
  });
});
