// The catalogue's menu paths rewritten as the command line's (src/local/menuWords.ts).
import { t } from '../../src/i18n';
import { cliWords } from '../../src/local/menuWords';

const COMMANDS = { standings: 'menu.standings', reopen: 'menu.reopen' } as const;

describe('cliWords', () => {
  it('turns each menu path the CLI has into its command, in either language', () => {
    expect(cliWords(t('es', 'import.next'), 'es', COMMANDS, 'torneo.xlsx')).toBe(
      'Usa atril standings torneo.xlsx para ver la clasificación con ellos.',
    );
    expect(cliWords(t('en', 'import.next'), 'en', COMMANDS, 'club.xlsx')).toMatch(/^Use atril standings club\.xlsx /);
  });

  it('leaves a menu path with no command as written, and quotes a file name with a space', () => {
    const text = 'Confírmalo en Atril › Estado del torneo; luego, Atril › Deshacer cierre del torneo.';
    expect(cliWords(text, 'es', COMMANDS, 'mi torneo.xlsx')).toBe(
      'Confírmalo en Atril › Estado del torneo; luego, atril reopen "mi torneo.xlsx".',
    );
  });
});
