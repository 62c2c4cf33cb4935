import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import CableOutlined from '@mui/icons-material/CableOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import '../../lib/i18n';
import type { NavItem } from './nav-types';
import { VerticalNavList } from './vertical-nav-list';

const items: NavItem[] = [
  {
    kind: 'group',
    title: 'nav.smppServer',
    icon: CableOutlined,
    children: [
      {
        kind: 'link',
        title: 'nav.esmeList',
        icon: DevicesOutlined,
        path: '/esme',
        page: 'esme-list',
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

describe('VerticalNavList', () => {
  it('names every entry of the collapsed navigation, groups included, and shows the name on hover', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <VerticalNavList items={items} collapsed toggleType="accordion" />
      </MemoryRouter>,
    );
    const group = screen.getByRole('button', { name: 'SMPP-Server' });
    expect(screen.getByRole('link', { name: 'Payments' })).toBeVisible();
    await userEvent.hover(group);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('SMPP-Server');
  });
});
