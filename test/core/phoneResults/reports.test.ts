import {
  type BoardEntry,
  decodeEntry,
  decodeRound,
  encodeEntry,
  encodeRound,
  MAX_PHONE_BOARDS,
  MAX_POINTS,
  MAX_WRONG_CODES,
  newEntry,
  type PhoneRound,
  receiveReport,
  wholeNumber,
} from '../../../src/core/phoneResults';

const ROUND: PhoneRound = { round: 3, lang: 'es', tables: [1, 2, 3], byes: [4] };
const CODES: Record<number, string> = { 1: '111111', 2: '222222', 3: '333333' };

/** The store as a map, updated with each outcome's entry as the edge does. */
function store() {
  const entries = new Map<number, BoardEntry>(ROUND.tables.map((table) => [table, newEntry(CODES[table])]));
  const send = (...sent: unknown[]) => {
    const outcome = receiveReport(ROUND, (table) => entries.get(table) ?? null, sent);
    if (outcome.entry && outcome.table !== null) entries.set(outcome.table, outcome.entry);
    return outcome;
  };
  return { entries, send };
}

describe('a report from a phone (rules §14)', () => {
  it('the right code keeps the report, in the board order', () => {
    const { entries, send } = store();
    const outcome = send(3, 2, '222222', 412, 388);
    expect(outcome).toMatchObject({ ok: true, table: 2, message: { key: 'phone.report.stored' } });
    expect(entries.get(2)).toEqual({ ...newEntry('222222'), report: [412, 388] });
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
    const outcome = receiveReport(round, (table) => entries.get(table) ?? null, sent);
    expect(outcome).toMatchObject({ ok: false, entry: null, message: { key } });
    expect(JSON.stringify([...entries])).toBe(before);
  });

  it('a wrong code counts; the fifth locks the board for the round, even for the right code', () => {
    const { entries, send } = store();
    for (let tries = 1; tries < MAX_WRONG_CODES; tries++) {
      const outcome = send(3, 2, '123456', 1, 2);
      expect(outcome).toMatchObject({ ok: false, message: { key: 'phone.refuse.code', params: { left: 5 - tries } } });
      expect(entries.get(2)).toMatchObject({ wrong: tries, report: null });
    }
    expect(send(3, 2, '654321', 1, 2).message).toEqual({
      key: 'phone.refuse.lockedNow',
      params: { table: 2, tries: MAX_WRONG_CODES },
    });
    const locked = send(3, 2, '222222', 1, 2);
    expect(locked).toMatchObject({ ok: false, entry: null, message: { key: 'phone.refuse.locked' } });
    expect(entries.get(2)).toMatchObject({ wrong: 5, report: null });
    // Other boards are untouched.
    expect(send(3, 3, '333333', 10, 20).ok).toBe(true);
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
    const entry: BoardEntry = { code: '012345', wrong: 2, report: [999, 0], other: [1, 2], imported: true };
    expect(decodeEntry(encodeEntry(entry))).toEqual(entry);
    expect(decodeRound(encodeRound(ROUND))).toEqual(ROUND);
    for (const bad of [
      null,
      '',
      '{',
      '[]',
      '{"c":"1","w":0,"r":null,"o":null}',
      '{"c":"123456","w":0,"r":[1000,1],"o":null}',
    ])
      expect(decodeEntry(bad)).toBeNull();
    expect(decodeRound('{"r":1,"l":"fr","t":[],"b":[]}')).toBeNull();
  });

  it("an entry's largest value is a few dozen bytes, and a round of the most boards stays far under 500 kB", () => {
    const largest = encodeEntry({ code: '999999', wrong: 99, report: [999, 999], other: [999, 999], imported: true });
    expect(largest.length).toBeLessThan(80);
    const tables = Array.from({ length: MAX_PHONE_BOARDS }, (_, index) => index + 1);
    const head = encodeRound({ round: 99, lang: 'es', tables, byes: [MAX_PHONE_BOARDS + 1] });
    // The head is one property value: under 9 kB.
    expect(head.length).toBeLessThan(9000);
    const keys = `atril.phone.99.${MAX_PHONE_BOARDS}`.length;
    expect(MAX_PHONE_BOARDS * (keys + largest.length) + head.length).toBeLessThan(60_000);
  });
});
