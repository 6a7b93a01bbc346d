// The phones' store at the Apps Script edge (src/gas/reportStore.ts; rules §14): one round at a
// time in the script properties, every change under the script lock, and the import taking
// out of the queue only what it saw — a report that came in meanwhile stays.
import { newEntry, type PhoneRound } from '../../src/core/phoneResults';
import {
  forgetRound,
  keepRondasResult,
  keepRound,
  liftPause,
  markImported,
  readQueue,
  receive as receiveAt,
} from '../../src/gas/reportStore';
import { createGasEnvironment, type GasEnvironment, installGlobals } from './fakes';

const ROUND: PhoneRound = { round: 2, lang: 'es', tables: [1, 2], byes: [3] };
const CODES = { 1: '111111', 2: '222222' };

let env: GasEnvironment;
let uninstall: () => void;
beforeEach(() => {
  env = createGasEnvironment({ context: 'webapp' });
  uninstall = installGlobals(env);
});
afterEach(() => uninstall());

const keys = () => [...env.properties.script.store.keys()].sort();
const receive = (sent: unknown[]) => receiveAt(sent, env.clock.now);
const reads = () => env.counter.calls.filter((call) => call.method.startsWith('Properties.get')).length;

describe('the phones’ store', () => {
  it('keeps one round: pairing again replaces every entry of the round before', () => {
    env.properties.script.store.set('atril.page', '3');
    expect(keepRound({ ...ROUND, round: 1, tables: [1, 2, 3], byes: [] }, { 1: '1', 2: '2', 3: '3' })).toBe(true);
    expect(keepRound(ROUND, CODES)).toBe(true);
    expect(keys()).toEqual(['atril.page', 'atril.phone', 'atril.phone.2.1', 'atril.phone.2.2']);
    expect(readQueue()).toEqual({
      round: ROUND,
      entries: new Map([
        [1, newEntry('111111')],
        [2, newEntry('222222')],
      ]),
    });
  });

  it('the same round with the same codes kept again (a press finishing the pairing) keeps the reports received', () => {
    keepRound(ROUND, CODES);
    expect(receive([2, 1, '111111', 400, 300])).toMatchObject({ ok: true });
    const before = readQueue();
    expect(keepRound(ROUND, CODES)).toBe(true);
    expect(readQueue()).toEqual(before);
    expect(before?.entries.get(1)?.report).not.toBeNull();
    // Other codes for the same round: a new pairing, every entry new.
    expect(keepRound(ROUND, { ...CODES, 1: '333333' })).toBe(true);
    expect(readQueue()?.entries.get(1)).toEqual(newEntry('333333'));
  });

  it('forgets only the round asked (undo), or any; without a round kept, no lock is taken', () => {
    keepRound(ROUND, CODES);
    forgetRound(1);
    expect(readQueue()).not.toBeNull();
    forgetRound(2);
    expect(keys()).toEqual([]);
    env.counter.reset();
    expect(forgetRound()).toBe(true);
    expect(env.counter.calls.map((call) => call.method)).toEqual(['Properties.getProperty']);
  });

  it('every change under the script lock; a lock held elsewhere: nothing changes', () => {
    keepRound(ROUND, CODES);
    env.counter.reset();
    expect(receive([2, 1, '111111', 400, 300])).toMatchObject({ ok: true });
    const locks = env.counter.calls
      .filter((call) => /Lock/.test(call.method))
      .map((call) => `${call.method} ${call.target}`);
    expect(locks).toEqual(['tryLock script', 'releaseLock script']);
    // Its cost (rules §14.1): the round and the pause from the cache, the entry read to check
    // it, again under the lock, one write.
    expect(env.counter.calls.map((call) => call.method)).toEqual([
      'Cache.get',
      'Cache.get',
      'Properties.getProperty',
      'tryLock',
      'Properties.getProperty',
      'Properties.setProperty',
      'releaseLock',
    ]);
    // A repeat: one read, no lock, no write; a refusal before the code: no read at all.
    env.counter.reset();
    expect(receive([2, 1, '111111', 400, 300])).toMatchObject({ ok: true, entry: null });
    expect(reads()).toBe(1);
    env.counter.reset();
    expect(receive([2, 1, '111111', 1000, 300])).toMatchObject({ ok: false, entry: null });
    expect(receive([3, 1, '111111', 1, 300])).toMatchObject({ ok: false, entry: null });
    expect(receive([2, 9, '111111', 1, 300])).toMatchObject({ ok: false, entry: null });
    expect(reads()).toBe(0);
    // The cache lost everything: one read of the round refills it.
    env.cache.script.evictAll();
    env.counter.reset();
    for (let call = 0; call < 10; call++) receive([2, 9, '111111', 1, 300]);
    expect(reads()).toBe(1);
    env.shared.registry.holders.set('script', -1);
    const before = [...env.properties.script.store];
    expect(receive([2, 2, '222222', 1, 2])).toBeNull();
    expect(keepRound(ROUND, CODES)).toBe(false);
    expect([...env.properties.script.store]).toEqual(before);
  });

  it('the import takes out only what it saw: a differing report that came in meanwhile stays queued', () => {
    keepRound(ROUND, CODES);
    receive([2, 1, '111111', 400, 300]);
    receive([2, 2, '222222', 350, 360]);
    const seen = readQueue()!;
    // Between the import's read and its marking, table 2 gets a different report.
    receive([2, 2, '222222', 360, 350]);
    markImported(seen, [1, 2]);
    const after = readQueue()!;
    expect(after.entries.get(1)).toMatchObject({ imported: true });
    expect(after.entries.get(2)).toMatchObject({ imported: false, report: [350, 360], other: [360, 350] });
  });

  it('a damaged entry reads as none: the board then refuses reports as unknown', () => {
    keepRound(ROUND, CODES);
    env.properties.script.store.set('atril.phone.2.1', '{not json');
    expect(readQueue()!.entries.has(1)).toBe(false);
    expect(receive([2, 1, '111111', 1, 2])).toMatchObject({ ok: false, message: { key: 'phone.refuse.table' } });
  });

  it('a paused board is refused from the cache; if the cache lost the pause, one read finds it again', () => {
    keepRound(ROUND, CODES);
    for (let tries = 0; tries < 5; tries++) receive([2, 1, '000000', 1, 2]);
    env.counter.reset();
    for (let call = 0; call < 20; call++)
      expect(receive([2, 1, '111111', 1, 2])).toMatchObject({ message: { key: 'phone.refuse.paused' } });
    expect(reads()).toBe(0);
    env.cache.script.evictAll();
    env.counter.reset();
    for (let call = 0; call < 20; call++)
      expect(receive([2, 1, '111111', 1, 2])).toMatchObject({ message: { key: 'phone.refuse.paused' } });
    expect(reads()).toBe(2);
    // The pause ends: the right code works again.
    env.clock.advance(15 * 60);
    expect(receive([2, 1, '111111', 1, 2])).toMatchObject({ ok: true });
  });

  it("the director's choices: lift a pause; keep Rondas's result only while the latest report is the one seen", () => {
    keepRound(ROUND, CODES, { 1: ['Ana', 'Beto'], 2: ['Carla', 'Dani'] });
    expect(readQueue()!.entries.get(1)!.names).toEqual(['Ana', 'Beto']);
    receive([2, 1, '111111', 400, 300]);
    for (let tries = 0; tries < 5; tries++) receive([2, 1, '000000', 1, 2]);
    expect(readQueue()!.entries.get(1)).toMatchObject({ check: true, pauses: 1 });
    expect(liftPause(1, env.clock.now)).toBe(true);
    expect(readQueue()!.entries.get(1)).toMatchObject({ check: false, wrong: 0, until: env.clock.now, pauses: 1 });
    // rules §16.1: a board kept with its names answers with them.
    expect(receive([2, 1, '111111', 300, 400])).toMatchObject({ ok: true, message: { key: 'slips.phone.conflict' } });
    expect(liftPause(2, env.clock.now)).toBe(false);
    expect(keepRondasResult(1, [400, 300])).toBe(false);
    expect(keepRondasResult(1, [300, 400])).toBe(true);
    expect(readQueue()!.entries.get(1)).toMatchObject({ imported: true });
    expect(keepRondasResult(1, [300, 400])).toBe(false);
    expect(keepRondasResult(9, [300, 400])).toBe(false);
  });
});
