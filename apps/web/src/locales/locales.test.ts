import {
  emailChangeSchema,
  loginSchema,
  passwordChangeSchema,
  registerSchema,
  resetPasswordConfirmSchema,
  adminUserUpdateSchema,
  profileUpdateSchema,
  tokenBodySchema,
} from '@routelab/shared';
import { SHARED_MESSAGES } from '@routelab/shared/i18n/en';
import { describe, expect, it } from 'vitest';
import { resources } from '.';

type Tree = { [key: string]: string | Tree };

/** An i18next plural key: its base and its form. */
const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [child, text] of flatten(value, path)) result.set(child, text);
  }
  return result;
}

const languages = ['en', 'ru', 'uk'] as const;
const namespaces = ['translation', 'messages'] as const;

describe('translations', () => {
  for (const namespace of namespaces) {
    const english = flatten(resources.en[namespace] as Tree);

    it(`have the same ${namespace} keys in en, ru and uk, each plural in the language's forms`, () => {
      for (const language of languages) {
        const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        const expected = new Set<string>();
        for (const key of english.keys()) {
          const plural = PLURAL_KEY.exec(key);
          if (!plural) expected.add(key);
          else for (const form of forms) expected.add(`${plural[1]}_${form}`);
        }
        const keys = [...flatten(resources[language][namespace] as Tree).keys()].sort();
        expect(keys, language).toEqual([...expected].sort());
      }
    });

    it(`have no empty ${namespace} strings`, () => {
      for (const language of languages) {
        for (const [key, text] of flatten(resources[language][namespace] as Tree)) {
          expect(text.trim(), `${language}: ${key}`).not.toBe('');
        }
      }
    });

    it(`translate every ${namespace} string into ru and uk with the same placeholders`, () => {
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const language of ['ru', 'uk'] as const) {
        for (const [key, text] of flatten(resources[language][namespace] as Tree)) {
          // Every form of a plural carries what English's `_other` does.
          const source = english.get(key.replace(PLURAL_KEY, '$1_other')) ?? english.get(key);
          expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(source ?? ''));
        }
      }
    });
  }

  it('leave the texts the server answers with too to the shared catalog (sharedText)', () => {
    const shared = new Set<string>(SHARED_MESSAGES);
    const repeated = [...flatten(resources.en.translation as Tree).values()].filter((text) =>
      shared.has(text),
    );
    expect(repeated).toEqual([]);
  });

  it('name a bind type and a date range the same on every page', () => {
    for (const language of languages) {
      const { smsc, esme, pduLogs } = resources[language].translation;
      expect(smsc.bindTypes, language).toEqual(esme.sessions.bindTypes);
      for (const [from, to] of [
        [smsc.messages.dateFrom, smsc.messages.dateTo],
        [pduLogs.filters.from, pduLogs.filters.to],
      ]) {
        expect([from, to], language).toEqual([
          esme.messages.filters.from,
          esme.messages.filters.to,
        ]);
      }
    }
  });

  it('cover every message the shared form schemas produce for bad input', () => {
    const attempts: [
      { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
      unknown,
    ][] = [
      [loginSchema, { email: '', password: '' }],
      [loginSchema, { email: 'not-an-address', password: 'x' }],
      [registerSchema, { email: 'a'.repeat(250) + '@x.io', password: '1234' }],
      [registerSchema, { email: 'ada.lovelace@example.com', password: '12345678' }],
      [registerSchema, { email: 'ada.lovelace@example.com', password: 'ada.lovelace' }],
      [registerSchema, { email: 'a@b.io', password: 'x'.repeat(200), first_name: 'x'.repeat(200) }],
      [registerSchema, { email: 'a@b.io', password: 'longenough', first_name: 7 }],
      [passwordChangeSchema, { old_password: '', new_password: '' }],
      [passwordChangeSchema, { old_password: 'same-password', new_password: 'same-password' }],
      [resetPasswordConfirmSchema, { token: '', password: 'longenough' }],
      [resetPasswordConfirmSchema, { token: 'x'.repeat(300), password: 'longenough' }],
      [tokenBodySchema, {}],
      [emailChangeSchema, { email: '', password: '' }],
      [profileUpdateSchema, { first_name: 'x'.repeat(151), last_name: '' }],
      [adminUserUpdateSchema, { groups: [], tier: 'any' }],
    ];
    const known = new Set(Object.keys(resources.en.messages));
    const messages = new Set(
      attempts.flatMap(([schema, value]) =>
        (schema.safeParse(value).error?.issues ?? []).map((issue) => issue.message),
      ),
    );
    expect(messages.size).toBeGreaterThan(10);
    for (const message of messages) expect(known, message).toContain(message);
  });
});
