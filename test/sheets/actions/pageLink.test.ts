// The live page's link (rules §8): Configuración › Enlace de la página, else the web app's; a
// development address (…/dev) never (issue 20 item 3).
import { developmentLink, isDevelopmentLink, pageLink } from '../../../src/sheets/actions/pageLink';
import { labelNames } from '../../../src/sheets/grid/labels';

const EXEC = 'https://script.google.com/macros/s/AKfycbx123/exec';
const DEV = 'https://script.google.com/macros/s/AKfycbx123/dev';
/** Configuración's entries with "Enlace de la página" typed (as the reader keys them: the label normalised). */
const typed = (link: string) => ({ extra: { [labelNames('config.pageLink')[0]]: link } });

describe('isDevelopmentLink', () => {
  it.each([
    DEV,
    `${DEV}?lang=en`,
    `${DEV}/`,
    'https://script.google.com/a/club.example/macros/s/AKfycbx123/dev',
    ` ${DEV} `,
    'HTTPS://SCRIPT.GOOGLE.COM/macros/s/AKfycbx123/DEV',
  ])('%s is a development address', (url) => expect(isDevelopmentLink(url)).toBe(true));

  it.each([
    EXEC,
    `${EXEC}?lang=en`,
    'https://script.google.com/a/club.example/macros/s/AKfycbx123/exec',
    'https://club.example/dev',
    'https://bit.ly/dev',
    'https://script.google.com/macros/s/AKfycbx123/exec?from=dev',
  ])('%s is not', (url) => expect(isDevelopmentLink(url)).toBe(false));
});

describe('pageLink', () => {
  it('the typed link first, else the edge one', () => {
    expect(pageLink(typed('https://club.example/t'), EXEC)).toBe('https://club.example/t');
    expect(pageLink({ extra: {} }, EXEC)).toBe(EXEC);
    expect(pageLink(null, null)).toBeNull();
  });

  it('never a /dev address, typed or from the edge; a typed /exec link wins over a /dev edge', () => {
    expect(pageLink({ extra: {} }, DEV)).toBeNull();
    expect(pageLink(null, DEV)).toBeNull();
    expect(pageLink(typed(DEV), EXEC)).toBeNull();
    expect(pageLink(typed(EXEC), DEV)).toBe(EXEC);
  });

  it('developmentLink names the /dev address that was set aside, and nothing else', () => {
    expect(developmentLink({ extra: {} }, DEV)).toBe(DEV);
    expect(developmentLink(typed(DEV), EXEC)).toBe(DEV);
    expect(developmentLink(typed(EXEC), DEV)).toBeNull();
    expect(developmentLink({ extra: {} }, EXEC)).toBeNull();
    expect(developmentLink(null, null)).toBeNull();
  });
});
