import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import '../../lib/i18n';
import type { NavItem } from './nav-types';
import { VerticalNavList } from './vertical-nav-list';

const items: NavItem[] = [
  {
    kind: 'group',
    title: 'nav.smppServer',
    icon: HubOutlined,
    children: [
      {
        kind: 'link',
        title: 'nav.esmeList',
        icon: DevicesOutlined,
        path: '/esme',
        page: 'esme-list',
      },
      {
        kind: 'link',
        title: 'nav.receivedSms',
        icon: InboxOutlined,
        path: '/esme/messages',
        page: 'esme-messages',
      },
    ],
  },
  {
    kind: 'link',
    title: 'nav.payments',
    icon: PaymentsOutlined,
    path: '/payments',
    page: 'payments',
  },
];

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderRail(collapsed = true) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <VerticalNavList items={items} collapsed={collapsed} toggleType="accordion" />
      <Location />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'SMPP-Server' });
}

describe('VerticalNavList collapsed to a rail', () => {
  it('names every entry, and shows a top-level entry’s name on hover', async () => {
    renderRail();
    const payments = screen.getByRole('link', { name: 'Payments' });
    await userEvent.hover(payments);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Payments');
  });

  it('opens a group on hover as a menu named after it, whose pages are labelled links', async () => {
    const group = renderRail();
    expect(group).toHaveAttribute('aria-haspopup', 'menu');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(group);
    const menu = await screen.findByRole('menu', { name: 'SMPP-Server' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'ESME List',
      'Received SMS',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Received SMS' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/esme/messages');
    expect(menu).not.toBeInTheDocument();
  });

  it('stays open after a click, and closes on a second one', async () => {
    const group = renderRail();
    await userEvent.click(group);
    expect(await screen.findByRole('menu', { name: 'SMPP-Server' })).toBeVisible();
    await userEvent.click(group);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  for (const key of ['{Enter}', ' ', '{ArrowRight}']) {
    it(`opens from the keyboard (${key}) with focus on the first page; arrows move, Escape returns`, async () => {
      const group = renderRail();
      group.focus();
      await userEvent.keyboard(key);
      const first = await screen.findByRole('menuitem', { name: 'ESME List' });
      expect(first).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Received SMS' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
      expect(group).toHaveFocus();
    });
  }

  it('reaches a page by keyboard alone: Enter on its menu item opens it', async () => {
    const group = renderRail();
    group.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/esme/messages');
  });
});

describe('VerticalNavList expanded', () => {
  it('opens a group in place, its pages indented below it', async () => {
    renderRail(false);
    const group = screen.getByRole('button', { name: 'SMPP-Server' });
    expect(group).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(group);
    expect(await screen.findByRole('link', { name: 'ESME List' })).toBeVisible();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
