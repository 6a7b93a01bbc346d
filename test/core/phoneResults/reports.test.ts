import { t } from '../../../src/i18n';
import {
  applyReport,
  type BoardEntry,
  decodeEntry,
  decodeRound,
  encodeEntry,
  encodeRound,
  MAX_PHONE_BOARDS,
  MAX_POINTS,
  MAX_WRONG_CODES,
  newEntry,
  pauseMs,
  type PhoneRound,
  receiveReport,
  wholeNumber,
} from '../../../src/core/phoneResults';

/** The clock the tests move (epoch ms). */
const T0 = Date.UTC(2026, 10, 27, 10, 0, 0);
const MINUTE = 60000;

const ROUND: PhoneRound = { round: 3, lang: 'es', tables: [1, 2, 3], byes: [4] };
const CODES: Record<number, string> = { 1: '111111', 2: '222222', 3: '333333' };

/** The store as a map, updated with each outcome's entry as the edge does. */
function store() {
  const entries = new Map<number, BoardEntry>(ROUND.tables.map((table) => [table, newEntry(CODES[table])]));
  const clock = { now: T0 };
  const send = (...sent: unknown[]) => {
    const outcome = receiveReport(ROUND, (table) => entries.get(table) ?? null, sent, clock.now);
    if (outcome.entry && outcome.table !== null) entries.set(outcome.table, outcome.entry);
    return outcome;
  };
  return { entries, send, clock };
}

describe('a report from a phone (rules §14)', () => {
  it('the right code keeps the report, in the board order', () => {
    const { entries, send } = store();
    const outcome = send(3, 2, '222222', 412, 388);
    expect(outcome).toMatchObject({ ok: true, table: 2, message: { key: 'phone.report.stored' } });
    expect(entries.get(2)).toEqual({ ...newEntry('222222'), report: [412, 388] });
  });

  it('rules §16.1: a board kept with its names answers with them, in the board order', () => {
    const named = { ...newEntry('222222', ['Ana Ruiz', 'Luis Gil']), report: null };
    const now = 0;
    const stored = applyReport(named, { round: 3, table: 7, code: '222222', points: [447, 492] }, now);
    expect(stored.message).toEqual({
      key: 'slips.phone.stored',
      params: { table: 7, points1: 447, points2: 492, name1: 'Ana Ruiz', name2: 'Luis Gil' },
    });
    expect(t('es', stored.message.key, stored.message.params)).toBe(
      'Recibido: Mesa 7: Ana Ruiz 447 – Luis Gil 492. El director lo importará a Rondas.',
    );
    const disputed = applyReport(stored.entry, { round: 3, table: 7, code: '222222', points: [492, 447] }, now);
    expect(disputed.message.key).toBe('slips.phone.conflict');
  });

  it("a form's text is read as the numbers it holds", () => {
    const { entries, send } = store();
    expect(send('3', '1', ' 111111 ', '0', '999').ok).toBe(true);
    expect(entries.get(1)!.report).toEqual([0, 999]);
  });

  it('an identical repeat changes nothing; a different one keeps both and marks the conflict', () => {
    const { entries, send } = store();
    send(3, 1, '111111', 400, 350);
    const repeat = send(3, 1, '111111', 400, 350);
    expect(repeat).toMatchObject({ ok: true, entry: null, message: { key: 'phone.report.same' } });
    const other = send(3, 1, '111111', 350, 400);
    expect(other).toMatchObject({ ok: true, message: { key: 'phone.report.conflict' } });
    expect(entries.get(1)).toMatchObject({ report: [400, 350], other: [350, 400] });
    // Either of the two again changes nothing more.
    expect(send(3, 1, '111111', 350, 400).entry).toBeNull();
    expect(send(3, 1, '111111', 400, 350).entry).toBeNull();
  });

  it.each([
    ['no round in play', null, [3, 1, '111111', 1, 2], 'phone.refuse.noRound'],
    ['another round', ROUND, [2, 1, '111111', 1, 2], 'phone.refuse.round'],
    ['the next round', ROUND, [4, 1, '111111', 1, 2], 'phone.refuse.round'],
    ['a round that is text', ROUND, ['tres', 1, '111111', 1, 2], 'phone.refuse.round'],
    ['no table', ROUND, [3, '', '111111', 1, 2], 'phone.refuse.noTable'],
    ['an unknown table', ROUND, [3, 9, '111111', 1, 2], 'phone.refuse.table'],
    ['table 0', ROUND, [3, 0, '111111', 1, 2], 'phone.refuse.noTable'],
    ['a bye', ROUND, [3, 4, '111111', 1, 2], 'phone.refuse.bye'],
    ['1000 points', ROUND, [3, 1, '111111', 1000, 2], 'phone.refuse.scores'],
    ['-1 points', ROUND, [3, 1, '111111', 1, -1], 'phone.refuse.scores'],
    ['3.5 points', ROUND, [3, 1, '111111', 3.5, 2], 'phone.refuse.scores'],
    ["'12a' points", ROUND, [3, 1, '111111', '12a', 2], 'phone.refuse.scores'],
    ['NaN points', ROUND, [3, 1, '111111', NaN, 2], 'phone.refuse.scores'],
    ['Infinity points', ROUND, [3, 1, '111111', Infinity, 2], 'phone.refuse.scores'],
    ['"1e2" points', ROUND, [3, 1, '111111', '1e2', 2], 'phone.refuse.scores'],
    ['an object for points', ROUND, [3, 1, '111111', { valueOf: (): number => 5 }, 2], 'phone.refuse.scores'],
    ['an array for points', ROUND, [3, 1, '111111', [5], 2], 'phone.refuse.scores'],
    ['a missing score', ROUND, [3, 1, '111111', 5], 'phone.refuse.scores'],
    ['a megabyte of digits', ROUND, [3, 1, '111111', '9'.repeat(1_000_000), 2], 'phone.refuse.scores'],
    ['a code of five digits', ROUND, [3, 1, '11111', 1, 2], 'phone.refuse.codeForm'],
    ['a code as an object', ROUND, [3, 1, { code: '111111' }, 1, 2], 'phone.refuse.codeForm'],
    ['a very long code', ROUND, [3, 1, '1'.repeat(100_000), 1, 2], 'phone.refuse.codeForm'],
  ] as const)('%s: refused, nothing kept', (_, round, sent, key) => {
    const entries = new Map<number, BoardEntry>(ROUND.tables.map((table) => [table, newEntry(CODES[table])]));
    const before = JSON.stringify([...entries]);
    const outcome = receiveReport(round, (table) => entries.get(table) ?? null, sent, T0);
    expect(outcome).toMatchObject({ ok: false, entry: null, message: { key } });
    expect(JSON.stringify([...entries])).toBe(before);
  });

  it('a wrong code counts; the fifth pauses the form 15 minutes, even for the right code; then the right code works (rules §14.1)', () => {
    const { entries, send, clock } = store();
    for (let tries = 1; tries < MAX_WRONG_CODES; tries++) {
      const outcome = send(3, 2, '123456', 1, 2);
      expect(outcome).toMatchObject({ ok: false, message: { key: 'phone.refuse.code', params: { left: 5 - tries } } });
      expect(entries.get(2)).toMatchObject({ wrong: tries, report: null });
    }
    expect(send(3, 2, '654321', 1, 2)).toMatchObject({
      pageChanges: true,
      message: { key: 'phone.refuse.pausedNow', params: { table: 2, tries: MAX_WRONG_CODES, minutes: 15 } },
    });
    expect(entries.get(2)).toMatchObject({ wrong: 0, pauses: 1, until: T0 + 15 * MINUTE, check: false });
    clock.now += 14 * MINUTE;
    const paused = send(3, 2, '222222', 1, 2);
    expect(paused).toMatchObject({
      ok: false,
      entry: null,
      message: { key: 'phone.refuse.paused', params: { minutes: 1 } },
    });
    // Other boards are untouched.
    expect(send(3, 3, '333333', 10, 20).ok).toBe(true);
    clock.now += MINUTE;
    expect(send(3, 2, '222222', 1, 2)).toMatchObject({ ok: true, message: { key: 'phone.report.stored' } });
  });

  it('each new pause lasts twice the one before; an attacker gets at most 30 codes looked at in 8 hours', () => {
    const { entries, send, clock } = store();
    let looked = 0;
    const minutes: number[] = [];
    // One wrong code every 10 seconds for 8 hours.
    for (let at = 0; at < 8 * 60 * 6; at++) {
      const outcome = send(3, 1, '000000', 1, 2);
      if (outcome.message.key !== 'phone.refuse.paused') looked++;
      if (outcome.message.key === 'phone.refuse.pausedNow') minutes.push(outcome.message.params.minutes as number);
      clock.now += 10000;
    }
    expect(minutes).toEqual([15, 30, 60, 120, 240, 480]);
    expect(looked).toBe(30);
    expect(looked).toBeLessThanOrEqual(50);
    expect(entries.get(1)!.pauses).toBe(6);
    expect(pauseMs(1)).toBe(15 * MINUTE);
    expect(pauseMs(30)).toBe(pauseMs(11));
  });

  it('a pause while a report is kept marks the board to be checked (rules §14.1)', () => {
    const { entries, send } = store();
    send(3, 1, '111111', 400, 350);
    for (let tries = 0; tries < MAX_WRONG_CODES; tries++) send(3, 1, '000000', 1, 2);
    expect(entries.get(1)).toMatchObject({ report: [400, 350], check: true, pauses: 1 });
  });

  it('a different report after the board is settled opens the dispute again (rules §14.1)', () => {
    const { entries, send } = store();
    send(3, 1, '111111', 450, 300);
    entries.set(1, { ...entries.get(1)!, imported: true });
    expect(send(3, 1, '111111', 450, 300).entry).toBeNull();
    expect(send(3, 1, '111111', 300, 450)).toMatchObject({ ok: true, message: { key: 'phone.report.conflict' } });
    expect(entries.get(1)).toMatchObject({ report: [450, 300], other: [300, 450], imported: false });
  });

  it('a refusal before the code (bad scores, a malformed code) does not count as a wrong code', () => {
    const { entries, send } = store();
    send(3, 1, '123456', 1000, 2);
    send(3, 1, 'abcdef', 1, 2);
    expect(entries.get(1)!.wrong).toBe(0);
  });

  it('wholeNumber: only whole numbers in the range, as numbers or digits', () => {
    expect(wholeNumber('007', 0, MAX_POINTS)).toBe(7);
    expect(wholeNumber(' 12 ', 0, MAX_POINTS)).toBe(12);
    for (const bad of ['0007', '+1', '-0', '1.0', '', null, undefined, true, 1.5, -0.5, 1e3, BigInt(3)])
      expect(wholeNumber(bad, 0, MAX_POINTS)).toBeNull();
  });
});

describe("the store's values (rules §14: bounded by the round's boards)", () => {
  it('round-trip, and anything else reads as nothing', () => {
    const entry: BoardEntry = {
      ...newEntry('012345', ['Ana', 'Beto']),
      wrong: 2,
      pauses: 1,
      until: T0,
      check: true,
      report: [999, 0],
      other: [1, 2],
      imported: true,
    };
    expect(decodeEntry(encodeEntry(entry))).toEqual(entry);
    expect(decodeRound(encodeRound(ROUND))).toEqual(ROUND);
    for (const bad of [
      null,
      '',
      '{',
      '[]',
      '{"c":"1","w":0,"r":null,"o":null}',
      '{"c":"123456","w":0,"r":[1000,1],"o":null}',
      '{"c":"123456","w":0,"r":null,"o":null,"n":["a"]}',
      '{"c":"123456","w":0,"r":null,"o":null,"u":-1}',
    ])
      expect(decodeEntry(bad)).toBeNull();
    expect(decodeRound('{"r":1,"l":"fr","t":[],"b":[]}')).toBeNull();
    // An entry kept before names and pauses: read with none.
    expect(decodeEntry('{"c":"123456","w":1,"r":null,"o":null,"i":0}')).toEqual({ ...newEntry('123456'), wrong: 1 });
  });

  it("an entry's largest value is a few hundred bytes, and a round of the most boards stays under 160 kB", () => {
    const long = 'Ñ'.repeat(100);
    const largest = encodeEntry({
      ...newEntry('999999', [long, long]),
      wrong: 4,
      pauses: 99,
      until: T0 + 100 * 24 * 60 * MINUTE,
      check: true,
      report: [999, 999],
      other: [999, 999],
      imported: true,
    });
    // Names are kept to 40 characters each.
    expect(largest.length).toBeLessThan(200);
    const tables = Array.from({ length: MAX_PHONE_BOARDS }, (_, index) => index + 1);
    const head = encodeRound({ round: 99, lang: 'es', tables, byes: [MAX_PHONE_BOARDS + 1] });
    // The head is one property value: under 9 kB.
    expect(head.length).toBeLessThan(9000);
    const keys = `atril.phone.99.${MAX_PHONE_BOARDS}`.length;
    const bytes = Buffer.byteLength(largest) + keys;
    expect(MAX_PHONE_BOARDS * bytes + head.length).toBeLessThan(160_000);
  });
});
