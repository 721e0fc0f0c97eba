// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError';
import { routes } from './router';
import { APP_ROUTES, NOT_FOUND_PAGE, ROUTES } from '@domain/routes';
import { PAGE_MODULES } from './pages';

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

  it('puts the signed-in pages, and only them, behind RequireAuth', () => {
    const layout = routes[0]!.children![0]!.children!;
    const guarded = layout.find((route) => route.element && !route.path && !route.index);
    const guardedPaths = guarded?.children?.map((route) => `/${route.path}`);
    expect(guardedPaths).toEqual(ROUTES.filter((r) => r.signedIn).map((r) => r.path));
  });

  it('has a module for every page of the route table, and names each by its file', async () => {
    const pages = new Set([...ROUTES.map((route) => route.page), NOT_FOUND_PAGE]);
    expect(new Set(Object.keys(PAGE_MODULES))).toEqual(pages);
    for (const { file, load } of Object.values(PAGE_MODULES)) {
      const module = (await import(/* @vite-ignore */ `../${file}`)) as Record<string, unknown>;
      expect(Object.values(module), file).toContain(await load());
    }
  }, 60_000);

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
