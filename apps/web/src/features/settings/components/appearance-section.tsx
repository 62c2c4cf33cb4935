import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { THEME_COLORS, useSettings } from '../../../lib/settings-store';
import { paletteColor, themeColorValues } from '../../../theme/palette';
import { OptionGroup } from './option-group';

/** Every UI setting of spec section 3; the store applies the layout rule. */
export function AppearanceSection() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { update } = settings;
  const horizontal = settings.layout === 'horizontal';

  return (
    <Card>
      <CardHeader
        title={t('settings.appearance.title')}
        subheader={t('settings.appearance.subtitle')}
        action={
          <Button color="secondary" variant="outlined" onClick={settings.reset}>
            {t('common.reset')}
          </Button>
        }
      />
      <CardContent>
        <Grid container spacing={3}>
          <Grid size={12}>
            <Typography variant="subtitle2" sx={{ mb: 1, color: 'text.secondary' }}>
              {t('settings.appearance.themeColor')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              {THEME_COLORS.map((color) => {
                // The colour as this mode draws it, so that the check mark reads on it.
                const shades = paletteColor(settings.mode, themeColorValues[color]);
                return (
                  <ButtonBase
                    key={color}
                    onClick={() => update({ themeColor: color })}
                    aria-label={t(`settings.appearance.colors.${color}`)}
                    aria-pressed={settings.themeColor === color}
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: 2,
                      bgcolor: shades.main,
                      color: shades.contrastText,
                      outline: settings.themeColor === color ? '2px solid' : 'none',
                      outlineColor: shades.main,
                      outlineOffset: 2,
                    }}
                  >
                    {settings.themeColor === color && <Check fontSize="small" />}
                  </ButtonBase>
                );
              })}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <OptionGroup
              label={t('settings.appearance.mode')}
              testId="setting-mode"
              value={settings.mode}
              onChange={(mode) => update({ mode })}
              options={[
                { value: 'light', label: t('settings.appearance.light') },
                { value: 'dark', label: t('settings.appearance.dark') },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <OptionGroup
              label={t('settings.appearance.skin')}
              testId="setting-skin"
              value={settings.skin}
              onChange={(skin) => update({ skin })}
              options={[
                { value: 'default', label: t('settings.appearance.skinDefault') },
                { value: 'bordered', label: t('settings.appearance.skinBordered') },
                {
                  value: 'semi-dark',
                  label: t('settings.appearance.skinSemiDark'),
                  disabled: horizontal,
                },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <OptionGroup
              label={t('settings.appearance.layout')}
              testId="setting-layout"
              value={settings.layout}
              onChange={(layout) => update({ layout })}
              options={[
                { value: 'vertical', label: t('settings.appearance.vertical') },
                { value: 'horizontal', label: t('settings.appearance.horizontal') },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <OptionGroup
              label={t('settings.appearance.contentWidth')}
              testId="setting-content-width"
              value={settings.contentWidth}
              onChange={(contentWidth) => update({ contentWidth })}
              options={[
                { value: 'full', label: t('settings.appearance.full') },
                { value: 'boxed', label: t('settings.appearance.boxed') },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <OptionGroup
              label={t('settings.appearance.appBar')}
              testId="setting-app-bar"
              value={settings.appBar}
              onChange={(appBar) => update({ appBar })}
              options={[
                { value: 'fixed', label: t('settings.appearance.fixed') },
                { value: 'static', label: t('settings.appearance.static') },
                { value: 'hidden', label: t('settings.appearance.hidden'), disabled: horizontal },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <OptionGroup
              label={t('settings.appearance.footer')}
              testId="setting-footer"
              value={settings.footer}
              onChange={(footer) => update({ footer })}
              options={[
                { value: 'fixed', label: t('settings.appearance.fixed') },
                { value: 'static', label: t('settings.appearance.static') },
                { value: 'hidden', label: t('settings.appearance.hidden') },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <OptionGroup
              label={t('settings.appearance.verticalNavToggle')}
              value={settings.verticalNavToggleType}
              onChange={(verticalNavToggleType) => update({ verticalNavToggleType })}
              options={[
                { value: 'accordion', label: t('settings.appearance.accordion') },
                { value: 'collapse', label: t('settings.appearance.collapse') },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <OptionGroup
              label={t('settings.appearance.horizontalMenuToggle')}
              value={settings.horizontalMenuToggle}
              onChange={(horizontalMenuToggle) => update({ horizontalMenuToggle })}
              options={[
                { value: 'hover', label: t('settings.appearance.hover') },
                { value: 'click', label: t('settings.appearance.click') },
              ]}
            />
          </Grid>
          <Grid size={12} sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.navCollapsed}
                  onChange={(_, navCollapsed) => update({ navCollapsed })}
                />
              }
              label={t('settings.appearance.navCollapsed')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={settings.appBarBlur}
                  onChange={(_, appBarBlur) => update({ appBarBlur })}
                />
              }
              label={t('settings.appearance.appBarBlur')}
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('settings.appearance.sessionOnly')}
            </Typography>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
