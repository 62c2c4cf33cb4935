import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CableOutlined from '@mui/icons-material/CableOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { NavItem } from '../components/nav/nav-types';

const ADMIN = { action: 'manage', subject: 'all' } as const;

/**
 * The menu of spec section 2, in order, with issue 37's Routing group after the two SMPP sides;
 * the SMSC list is the page at '/'. Entries of pages not
 * built yet stay hidden by the filter. Every entry has its own icon: the collapsed rail shows
 * nothing else.
 */
export const navigation: NavItem[] = [
  {
    kind: 'group',
    title: 'nav.smppClient',
    icon: RouterOutlined,
    children: [
      { kind: 'link', title: 'nav.smscList', icon: DnsOutlined, path: '/', page: 'smsc-list' },
      {
        kind: 'link',
        title: 'nav.sentSms',
        icon: SendOutlined,
        path: '/smsc/messages',
        page: 'smsc-messages',
      },
      {
        kind: 'link',
        title: 'nav.logs',
        icon: ReceiptLongOutlined,
        path: '/smsc/logs',
        page: 'smsc-logs',
      },
    ],
  },
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
      {
        kind: 'link',
        title: 'nav.logs',
        icon: ArticleOutlined,
        path: '/esme/logs',
        page: 'esme-logs',
      },
    ],
  },
  // Gateway mode (issue 37): its own group, between the two sides it joins.
  {
    kind: 'group',
    title: 'nav.routing',
    icon: ShareOutlined,
    children: [
      {
        kind: 'link',
        title: 'nav.routes',
        icon: AltRouteOutlined,
        path: '/routing/routes',
        page: 'routing-routes',
      },
      {
        kind: 'link',
        title: 'nav.priceLists',
        icon: RequestQuoteOutlined,
        path: '/routing/prices',
        page: 'routing-prices',
      },
    ],
  },
  {
    kind: 'link',
    title: 'nav.dedicatedSmpp',
    icon: CableOutlined,
    path: '/dedicated-smpp',
    page: 'dedicated-smpp',
    badge: 'nav.new',
  },
  {
    kind: 'link',
    title: 'nav.payments',
    icon: PaymentsOutlined,
    path: '/payments',
    page: 'payments',
  },
  { kind: 'link', title: 'nav.apiKeys', icon: KeyOutlined, path: '/api-keys', page: 'api-keys' },
  {
    kind: 'link',
    title: 'nav.settings',
    icon: SettingsOutlined,
    path: '/settings',
    page: 'settings',
  },
  { kind: 'section', title: 'nav.administration', ability: ADMIN },
  {
    kind: 'link',
    title: 'nav.users',
    icon: PeopleAltOutlined,
    path: '/admin/users',
    page: 'admin-users',
    ability: ADMIN,
  },
  {
    kind: 'link',
    title: 'nav.pricing',
    icon: PriceChangeOutlined,
    path: '/admin/pricing',
    page: 'admin-pricing',
    ability: ADMIN,
  },
];
