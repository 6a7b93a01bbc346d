// The treasurer's account (rules §11), worked by hand.
import { treasurerAccount } from '../../../src/core/prizes';

describe('treasurerAccount', () => {
  it('fees due, collected, who owes what, cash prizes and the balance', () => {
    const account = treasurerAccount(
      [
        { name: 'Ana', fee: null, paid: 'full' }, // 15.00 paid
        { name: 'Bea', fee: 0, paid: null }, // a member: nothing due
        { name: 'Carlos', fee: null, paid: 500 }, // 5.00 of 15.00
        { name: 'Dani', fee: 2000, paid: null }, // his own fee, unpaid
        { name: 'Eva', fee: null, paid: 2000 }, // overpaid: counts as collected
      ],
      1500,
      3000,
    );
    expect(account).toEqual({
      due: 1500 + 0 + 1500 + 2000 + 1500,
      collected: 1500 + 500 + 2000,
      outstanding: 1000 + 2000,
      owing: [
        { name: 'Carlos', amount: 1000 },
        { name: 'Dani', amount: 2000 },
      ],
      cashPrizes: 3000,
      balance: 4000 - 3000,
    });
  });

  it('no entry fee configured: only the players’ own fees count', () => {
    const account = treasurerAccount([{ name: 'Ana', fee: null, paid: 'full' }], null, 0);
    expect(account).toMatchObject({ due: 0, collected: 0, outstanding: 0, owing: [], balance: 0 });
  });
});
