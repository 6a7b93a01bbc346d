// The pieces of the live tries (src/gas/installChecks.ts) that need no spreadsheet; the tries
// themselves run through the bundle in checkInstallation.test.ts.
import { POST_ES2020_BUILT_INS, propertyProbe, webAppUrlKind } from '../../src/gas/installChecks';
import { PROPERTY_BYTES } from '../../src/gas/propertyValue';

describe('installChecks', () => {
  it('tells the kind of web app address getUrl() gives', () => {
    expect(webAppUrlKind('https://script.google.com/macros/s/AKfy/exec')).toBe('exec');
    expect(webAppUrlKind('https://script.google.com/a/macros/club.es/s/AKfy/exec?x=1')).toBe('exec');
    expect(webAppUrlKind('https://script.google.com/macros/s/AKfy/dev')).toBe('dev');
    expect(webAppUrlKind('https://script.google.com/macros/s/AKfy/dev/')).toBe('dev');
    expect(webAppUrlKind(null)).toBe('none');
    expect(webAppUrlKind('')).toBe('none');
    expect(webAppUrlKind('https://example.org/devices')).toBe('other');
  });

  it('probes the properties with exactly the bytes Atril keeps per value, two-byte letters included', () => {
    const probe = propertyProbe();
    expect(Buffer.byteLength(probe, 'utf8')).toBe(PROPERTY_BYTES);
    expect(probe).toContain('ñ');
  });

  it('finds each post-ES2020 built-in in Node (the engine of the tests has them all)', () => {
    expect(POST_ES2020_BUILT_INS.map(([name, get]) => [name, typeof get()])).toEqual([
      ['Array.prototype.at', 'function'],
      ['String.prototype.replaceAll', 'function'],
      ['Object.hasOwn', 'function'],
      ['Array.prototype.findLast', 'function'],
    ]);
  });
});
