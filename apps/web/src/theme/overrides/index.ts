import type { Components, Theme } from '@mui/material/styles';
import type { Skin } from '../../lib/settings-store';
import { appBar } from './app-bar';
import { button } from './button';
import { card } from './card';
import { chip } from './chip';
import { dataGrid } from './data-grid';
import { dialog } from './dialog';
import { inputs } from './inputs';
import { list } from './list';
import { menu } from './menu';
import { table } from './table';
import { toggleButton } from './toggle-button';

export const componentOverrides = (skin: Skin): Components<Theme> => ({
  ...appBar,
  ...button,
  ...card(skin),
  ...chip,
  ...dataGrid,
  ...dialog,
  ...inputs,
  ...list,
  ...menu,
  ...table,
  ...toggleButton,
});
