// A pairing's reasons as the sheet shows them (src/sheets/tournament/pairingReasons.ts), in
// the user's language, joined by semicolons.
import type { Message } from '../../../src/core/message';
import { t } from '../../../src/i18n';
import { renderReasons } from '../../../src/sheets/tournament/pairingReasons';

describe('renderReasons', () => {
  it('each reason from the catalogue, in order, joined by "; "', () => {
    const reasons: Message[] = [
      { key: 'pairing.reason.avoidRematch', params: { number: 12 } },
      { key: 'pairing.reason.adjusted', params: {} },
    ];
    expect(renderReasons('es', reasons)).toBe(`evita repetición con 12; ${t('es', 'pairing.reason.adjusted')}`);
    expect(renderReasons('en', reasons)).toBe(
      `${t('en', 'pairing.reason.avoidRematch', { number: 12 })}; ${t('en', 'pairing.reason.adjusted')}`,
    );
    expect(renderReasons('en', reasons)).not.toBe(renderReasons('es', reasons));
  });

  it('nothing for no reason', () => {
    expect(renderReasons('es', [])).toBe('');
  });
});
