import { API_PERMISSIONS, passwordMessages } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { domainMessages } from '../errors/domain-errors.js';
import { requestMessages } from '../http/request-messages.js';
import { apiKeyMessages, missingPermissionMessage } from '../http/scopes/api-key-messages.js';
import { metricsMessages } from '../metrics/routes.js';
import { apiKeyServiceMessages } from '../modules/api-keys/service.js';
import { csrfMessages } from '../modules/auth/csrf.js';
import { authMessages } from '../modules/auth/service.js';
import { SYSTEM_ID_TAKEN } from '../modules/clients/service.js';
import { HOST_NOT_ALLOWED } from '../modules/gateways/network-policy.js';
import { NO_RECEIVER } from '../modules/esme-messages/mo-sender.js';
import { UNKNOWN_COMMAND } from '../modules/logs/filter.js';
import { avatarMessages } from '../modules/users/service.js';
import { webhookMessages } from '../modules/webhooks/messages.js';
import { dedicatedSmppMessages } from '../modules/dedicated-smpp/messages.js';
import { socialMessages } from '../modules/social-sign-in/identity.js';
import { pickLanguage, requestLanguage } from './language.js';
import { ru } from './ru.js';
import { catalogs, translate, translateBody } from './translate.js';
import { uk } from './uk.js';

describe('pickLanguage', () => {
  it('takes the best supported language by q value, English otherwise', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('ru')).toBe('ru');
    expect(pickLanguage('uk-UA,uk;q=0.9,en;q=0.5')).toBe('uk');
    expect(pickLanguage('de-DE,de;q=0.9,ru;q=0.8,en;q=0.7')).toBe('ru');
    expect(pickLanguage('en;q=0.4, uk;q=0.8')).toBe('uk');
    expect(pickLanguage('fr, de')).toBe('en');
    expect(pickLanguage('ru;q=0, *')).toBe('en');
  });
});

describe('requestLanguage', () => {
  it('takes a supported lang query parameter (an EventSource cannot set headers), else the header', () => {
    const header = { 'accept-language': 'en-US,en;q=0.9' };
    expect(requestLanguage({ headers: header, query: { lang: 'uk' } })).toBe('uk');
    expect(requestLanguage({ headers: header, query: { lang: 'de' } })).toBe('en');
    expect(requestLanguage({ headers: { 'accept-language': 'ru' }, query: {} })).toBe('ru');
    expect(requestLanguage({ headers: {}, query: undefined })).toBe('en');
  });
});

describe('catalogs', () => {
  it('translate the same messages in Russian and Ukrainian', () => {
    expect(Object.keys(uk).sort()).toEqual(Object.keys(ru).sort());
  });

  it('cover every account, request and password message', () => {
    const messages = [
      ...Object.values(authMessages),
      ...Object.values(csrfMessages),
      ...Object.values(avatarMessages),
      ...Object.values(requestMessages),
      ...Object.values(domainMessages),
      ...Object.values(passwordMessages),
      ...Object.values(apiKeyMessages),
      ...Object.values(apiKeyServiceMessages),
      ...Object.values(metricsMessages),
      ...API_PERMISSIONS.map(missingPermissionMessage),
      SYSTEM_ID_TAKEN,
      NO_RECEIVER,
      UNKNOWN_COMMAND,
      HOST_NOT_ALLOWED,
      ...Object.values(webhookMessages),
      ...Object.values(dedicatedSmppMessages),
      ...Object.values(socialMessages),
    ];
    for (const message of messages) {
      expect(catalogs.ru[message], message).toBeDefined();
      expect(catalogs.uk[message], message).toBeDefined();
    }
  });
});

describe('translate', () => {
  it('translates known messages and keeps unknown ones', () => {
    expect(translate('Not found.', 'ru')).toBe('Не найдено.');
    expect(translate('Not found.', 'en')).toBe('Not found.');
    expect(translate('Something new', 'uk')).toBe('Something new');
  });

  it('carries numbers through templates', () => {
    expect(translate('Request was throttled. Expected available in 42 seconds.', 'uk')).toBe(
      'Забагато запитів. Повторіть через 42 с.',
    );
  });

  it('carries numbers through the messages of the SMSC and ESME services', () => {
    expect(translate('300 parts exceed the 255 that can be numbered', 'ru')).toBe(
      'Частей: 300, а пронумеровать можно не больше 255',
    );
    expect(translate("70000 octets exceed message_payload's 65535", 'uk')).toBe(
      'Октетів: 70000, а message_payload вміщує не більше 65535',
    );
    expect(
      translate(
        'The ESME did not ask for a receipt with this status (registered_delivery 2).',
        'ru',
      ),
    ).toBe('ESME не запрашивал отчёт с таким статусом (registered_delivery 2).');
  });

  it('translates detail and field messages of errors, not other payloads', () => {
    expect(
      translateBody({ email: ['E-mail is required'], detail: 'Not found.' }, 'ru', true),
    ).toEqual({ email: ['Укажите e-mail'], detail: 'Не найдено.' });
    const profile = { first_name: 'Not found.', groups: ['Must be text'] };
    expect(translateBody(profile, 'ru', false)).toEqual(profile);
    expect(translateBody([1, 2], 'ru', true)).toEqual([1, 2]);
  });
});
