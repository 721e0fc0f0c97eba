// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError';
import { routes } from './router';
import { APP_ROUTES } from '../../domain/routes';

function Boom(): never {
  throw new Error('The lesson list could not be read');
}

describe('router', () => {
  it('declares every route of SPEC §2 plus a catch-all', () => {
    const declared = new Set<string>();
    const walk = (list: typeof routes, prefix: string) => {
      for (const route of list) {
        const here = route.index ? prefix || '/' : route.path ? `${prefix}/${route.path}` : prefix;
        if (route.index || route.path) declared.add(here);
        if (route.children) walk(route.children, route.path ? here : prefix);
      }
    };
    walk(routes, '');
    for (const path of APP_ROUTES) expect(declared, path).toContain(path);
    expect(declared).toContain('/*');
  });

  it("shows 'Unexpected Application Error!' when a page throws", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <RouteError /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The lesson list could not be read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});
