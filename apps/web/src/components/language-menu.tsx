import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { LANGUAGES, type Language } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../lib/i18n';

/** Each language under its own name, so anyone can find theirs. */
const languageNames: Record<Language, string> = { en: 'English', ru: 'Русский', uk: 'Українська' };

export function LanguageMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = currentLanguage();

  const choose = async (language: Language) => {
    setAnchor(null);
    await switchLanguage(language);
  };

  return (
    <>
      <Tooltip title={t('layout.language')}>
        <IconButton
          aria-label={t('layout.language')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === active}
            onClick={() => void choose(language)}
          >
            {languageNames[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
