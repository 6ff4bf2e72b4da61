import { pagePaths } from '@kamao/contract/page-paths';
import { NavLink } from 'react-router';
import { useTexts } from '../../lib/texts';
import { SHELL_TEXTS } from '../shell-texts';
import { useGoToFaq } from './use-faq-link';

/** The links in the spec's order; label is a key of SHELL_TEXTS.publicNav. */
const NAV_LINKS = [
  { label: 'home', to: pagePaths.home },
  { label: 'faq', to: null },
  { label: 'contactUs', to: pagePaths.contactUs },
  { label: 'paymentsProof', to: pagePaths.paymentProof },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive
      ? 'text-emerald-800 bg-emerald-50'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * Where a piece of the public top bar is drawn: in the bar itself or in the phone's menu; following
 * one of its links calls `onNavigate`, which closes that menu.
 */
export type PublicBarPlacement = { layout: 'bar' | 'menu'; onNavigate: () => void };

/**
 * The public top bar's list entries: Home, FAQ (which scrolls to the home page's FAQ), Contact Us
 * and Payments Proof. In the phone's menu ('menu') each fills its row.
 */
export function PublicNavItems({ layout, onNavigate }: PublicBarPlacement) {
  const T = useTexts(SHELL_TEXTS).publicNav;
  const goToFaq = useGoToFaq();
  return NAV_LINKS.map((item) => (
    <li key={item.label}>
      {item.to === null ? (
        <button
          type="button"
          className={`${linkClass({ isActive: false })} ${layout === 'menu' ? 'w-full text-left' : ''}`}
          onClick={() => {
            onNavigate();
            goToFaq();
          }}
        >
          {T[item.label]}
        </button>
      ) : (
        <NavLink
          to={item.to}
          end
          onClick={onNavigate}
          className={(state) => `${linkClass(state)} ${layout === 'menu' ? 'block' : ''}`}
        >
          {T[item.label]}
        </NavLink>
      )}
    </li>
  ));
}
