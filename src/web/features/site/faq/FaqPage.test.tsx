// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { faqCategories, faqContact, faqSearch } from '@content/faq';
import { FaqPage } from './FaqPage';

function renderFaq(path = '/faq') {
  const router = createMemoryRouter([{ path: '/faq', element: <FaqPage /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

const status = () => screen.getByRole('status');
const total = faqCategories.flatMap((category) => category.items).length;

describe('FaqPage', () => {
  it('shows the five categories with every question collapsed', () => {
    renderFaq();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Frequently Asked Questions | CodeNest');
    for (const category of faqCategories) {
      expect(screen.getByRole('heading', { level: 2, name: category.title })).toBeInTheDocument();
      for (const item of category.items) {
        const button = screen.getByRole('button', { name: item.question });
        expect(button).toHaveAttribute('aria-expanded', 'false');
      }
    }
    expect(status()).toHaveTextContent(`${total} questions in 5 categories`);
    expect(screen.getByRole('link', { name: faqContact.contactLabel })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('expands and collapses an answer', async () => {
    renderFaq();
    const button = screen.getByRole('button', { name: 'What is your refund policy?' });
    const answer = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(answer).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('14-day money-back guarantee for new subscribers');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('opens the question named in the address', () => {
    renderFaq('/faq#student-discount');
    expect(
      screen.getByRole('button', { name: 'Do you offer a student discount?' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('filters by question or answer text, ignoring case, and hides empty categories', async () => {
    renderFaq();
    const input = screen.getByRole('searchbox', { name: faqSearch.label });
    await userEvent.type(input, 'REFUND');
    expect(screen.getByRole('button', { name: 'What is your refund policy?' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Code Execution' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent(/questions? match/);

    await userEvent.clear(input);
    await userEvent.type(input, 'bubblewrap-free gcc');
    expect(status()).toHaveTextContent('No questions match "bubblewrap-free gcc"');

    await userEvent.clear(input);
    await userEvent.type(input, 'GCC');
    const run = screen.getByRole('button', { name: 'What happens when I press Run?' });
    expect(run).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('heading', { name: 'Account & Billing' })).not.toBeInTheDocument();
  });

  it('shows an empty state whose button clears the search', async () => {
    renderFaq();
    const input = screen.getByRole('searchbox', { name: faqSearch.label });
    await userEvent.type(input, 'quantum teleportation');
    const empty = screen.getByRole('heading', { name: faqSearch.emptyTitle }).closest('section')!;
    await userEvent.click(within(empty).getByRole('button', { name: faqSearch.clear }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(status()).toHaveTextContent(`${total} questions in 5 categories`);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  });
});
