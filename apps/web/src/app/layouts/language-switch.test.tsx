import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';

afterEach(() => {
  cleanup();
  changeLanguage('en');
});

describe('the language switch', () => {
  test('asks the answers again after a switch, as they may carry operator texts', () => {
    changeLanguage('en');
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <QueryClientProvider client={queryClient}>
        <LanguageSwitch look="light" />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    // The language already chosen: nothing to ask again.
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('language=hi');
  });
});
