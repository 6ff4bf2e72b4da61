import { Money } from '../../../components/money';

export interface BalanceCard {
  label: string;
  /** Rupees from the wire, or milli-rupees (a sum). */
  value: number | bigint;
  /** The figure's colour class. */
  tone: string;
}

/** The row of wallet figures at the top of the withdraw and converter pages. */
export function BalanceCards({ cards }: { cards: BalanceCard[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {cards.map((card) => (
        <li key={card.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <span className="block text-sm text-slate-500">{card.label}</span>
          <Money amount={card.value} className={`mt-1 block text-xl font-bold ${card.tone}`} />
        </li>
      ))}
    </ul>
  );
}
