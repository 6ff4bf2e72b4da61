import '../lib/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { expectNoEnglish, inHindi } from '../testing/in-hindi';
import { AdSnippet } from './ad-snippet';
import { ComingSoon } from './coming-soon';
import { ModalDialog } from './modal-dialog';
import { Pager } from './pager';
import { PageSkeleton } from './skeleton';
import { SoundToggle } from './sound-toggle';

afterEach(cleanup);

/** The shared pieces every member page is built from, read with Hindi chosen. */
describe('shared components in Hindi', () => {
  inHindi();

  test('the modal names its close button in Hindi', () => {
    const onClose = vi.fn();
    render(
      <ModalDialog open title="अभियान की जानकारी" onClose={onClose}>
        <p>विवरण</p>
      </ModalDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'बंद करें' }));
    expect(onClose).toHaveBeenCalled();
    expectNoEnglish();
  });

  test('the pager, the loading skeleton and the sound switch are Hindi', () => {
    render(
      <>
        <Pager page={2} pageCount={4} onPageChange={vi.fn()} />
        <PageSkeleton />
        <SoundToggle />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'पेज' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पेज 3' })).toBeTruthy();
    expectNoEnglish();
  });

  test('a member page still being built says so in Hindi, with the way back', () => {
    render(
      <MemoryRouter initialEntries={['/member/somewhere']}>
        <ComingSoon title="सहायता" area="member" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'डैशबोर्ड पर वापस जाएँ' })).toBeTruthy();
    expectNoEnglish();
  });

  test("an ad network's snippet is named in Hindi", () => {
    render(<AdSnippet html="<p>विज्ञापन</p>" onScriptError={vi.fn()} />);
    expect(screen.getByRole('complementary', { name: 'विज्ञापन' })).toBeTruthy();
    expectNoEnglish();
  });
});
