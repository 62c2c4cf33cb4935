import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimePattern, patternText, type DateTimePattern } from './localized-date-time';

/** How the UI language writes a date and time, and that spelled out (dd.mm.yyyy, hh:mm). */
export function useDateTimePattern(): { pattern: DateTimePattern; placeholder: string } {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const pattern = dateTimePattern(language);
    const placeholder = patternText(pattern, {
      day: t('form.dateTime.day'),
      month: t('form.dateTime.month'),
      year: t('form.dateTime.year'),
      hour: t('form.dateTime.hour'),
      minute: t('form.dateTime.minute'),
    });
    return { pattern, placeholder };
  }, [language, t]);
}
