// The treasurer's account (rules §11): the entry fees due and collected, who still owes how
// much, the cash prizes and the balance (Cobradas − Premios en metálico). All in cents.

export interface FeeEntry {
  name: string;
  /** Cuota: the player's own fee (e.g. 0 for a member); null = Configuración's Cuota de inscripción. */
  fee: number | null;
  /** Pagado: an amount, 'full' (Sí: his whole fee), or null (nothing paid). */
  paid: number | 'full' | null;
}

export interface TreasurerAccount {
  /** Inscripciones previstas: every player's fee. */
  due: number;
  /** Cobradas: what was paid (an overpayment counts as collected). */
  collected: number;
  /** Pendientes: the sum of what each player still owes. */
  outstanding: number;
  /** Who owes how much, in Jugadores' order. */
  owing: { name: string; amount: number }[];
  /** Premios en metálico: the money the prizes pay after sharing. */
  cashPrizes: number;
  /** Saldo: collected − cash prizes. */
  balance: number;
}

/** The account for `entries` (Jugadores' order), with `defaultFee` for players without a Cuota of their own. */
export function treasurerAccount(
  entries: readonly FeeEntry[],
  defaultFee: number | null,
  cashPrizes: number,
): TreasurerAccount {
  let due = 0;
  let collected = 0;
  const owing: TreasurerAccount['owing'] = [];
  for (const entry of entries) {
    const fee = entry.fee ?? defaultFee ?? 0;
    const paid = entry.paid === 'full' ? fee : (entry.paid ?? 0);
    due += fee;
    collected += paid;
    if (paid < fee) owing.push({ name: entry.name, amount: fee - paid });
  }
  const outstanding = owing.reduce((sum, { amount }) => sum + amount, 0);
  return { due, collected, outstanding, owing, cashPrizes, balance: collected - cashPrizes };
}
