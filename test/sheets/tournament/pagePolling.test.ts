// How the live page polls (src/sheets/tournament/pagePolling.ts): the wait grows with the
// field; the script sends the stamp of what it shows and keeps its content on UNCHANGED
// (the browser test, test/e2e/livePage.browser.test.ts, runs it).
import {
  FIELD_PER_MINUTE,
  MAX_REFRESH_SECONDS,
  pollingScript,
  REFRESH_SECONDS,
  refreshSecondsFor,
  stampMark,
  UNCHANGED,
} from '../../../src/sheets/tournament/pagePolling';

describe('refreshSecondsFor', () => {
  it('a minute up to 40 players, then a minute per 40, at most five', () => {
    expect([0, 1, 40].map(refreshSecondsFor)).toEqual([REFRESH_SECONDS, REFRESH_SECONDS, REFRESH_SECONDS]);
    expect(refreshSecondsFor(41)).toBe(62);
    expect(refreshSecondsFor(100)).toBe(150);
    expect(refreshSecondsFor(200)).toBe(MAX_REFRESH_SECONDS);
    expect(refreshSecondsFor(4000)).toBe(MAX_REFRESH_SECONDS);
    // So a room asks about FIELD_PER_MINUTE times a minute, whatever its size (up to the cap).
    for (const players of [40, 80, 120, 200])
      expect((players * 60) / refreshSecondsFor(players)).toBeCloseTo(FIELD_PER_MINUTE, 0);
  });
});

describe('pollingScript', () => {
  it('with a stamp: sends it, and holds no "<!--" nor "</script" that would break the page', () => {
    const script = pollingScript('es', 60, 'function(h){}', 'abc.12');
    expect(script).toContain('shown="abc.12"');
    expect(script).toContain(".refreshStandings('es',shown)");
    expect(script).not.toContain('<!--');
    expect(script).not.toContain('</script');
  });

  it('without one: the call as before', () => {
    expect(pollingScript('en', 60, 'function(h){}')).toContain(".refreshStandings('en');");
  });

  it('the marks', () => {
    expect(UNCHANGED).toBe('<!--atril:unchanged-->');
    expect(stampMark('a.b"<c')).toBe('<!--atril:stamp=a.bc-->');
  });
});
