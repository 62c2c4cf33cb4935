import { expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';

const ru = { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' };
const uk = { 'accept-language': 'uk' };

describeEachDialect('answers in the Accept-Language', (server) => {
  it('translates errors of every origin: hooks, validation, services, 404', async () => {
    const client = server().client();
    await client.get('/api/health/');

    const csrf = await client.post('/api/user/login/', {}, { csrf: false, headers: ru });
    expect(csrf.body).toEqual({ detail: 'Ошибка CSRF: отсутствует CSRF-токен.' });

    const fields = await client.post(
      '/api/user/register/',
      { email: 'x@example.com', password: 'abc' },
      { headers: uk },
    );
    expect(fields.body).toEqual({ password: ['Пароль має містити щонайменше 8 символів'] });

    const login = await client.post(
      '/api/user/login/',
      { email: 'nobody@example.com', password: 'whatever-1' },
      { headers: ru },
    );
    expect(login.body).toEqual({ detail: 'Не удалось войти с указанными данными.' });

    expect((await client.get('/api/missing/', { headers: uk })).body).toEqual({
      detail: 'Не знайдено.',
    });
    expect((await client.get('/api/user/profile/', { headers: ru })).body).toEqual({
      detail: 'Учётные данные не были предоставлены.',
    });
  });

  it('translates success messages and leaves data alone', async () => {
    const client = await server().signedInClient('lang@example.com', 'lang-Pass-1');
    const profile = await client.put(
      '/api/user/profile/',
      { first_name: 'Not found.', last_name: '' },
      { headers: ru },
    );
    expect(profile.body).toMatchObject({ first_name: 'Not found.' });
    const logout = await client.post('/api/user/logout/', undefined, { headers: uk });
    expect(logout.body).toEqual({ detail: 'Ви вийшли із системи.' });
  });

  it('answers in English without the header or for other languages', async () => {
    const client = server().client();
    const missing = await client.get('/api/missing/', { headers: { 'accept-language': 'de' } });
    expect(missing.body).toEqual({ detail: 'Not found.' });
  });
});
