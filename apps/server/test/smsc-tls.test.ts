import type { Gateway } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../../packages/smpp/test/support/self-signed.js';
import { CA_UNREADABLE } from '../src/modules/gateways/ca-certificates.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { createGateway, startSmsc, waitForState } from './support/smsc-api.js';

const PEM_SHAPE =
  'Paste the certificate in PEM format: one or more -----BEGIN CERTIFICATE----- blocks';
const DAMAGED =
  'This certificate is incomplete or damaged: paste everything from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----';

describeEachDialect('gateway TLS options', (server) => {
  /** A test SMSC with a self-signed certificate for 127.0.0.1, as test SMSCs often have. */
  let smsc: SmscSimulator;
  let port: number;
  let certificate: string;
  let alice: ApiClient;

  beforeAll(async () => {
    const { cert, key } = selfSignedCertificate();
    certificate = cert.toString('utf8');
    smsc = await startSmsc({ tls: { cert, key } });
    ({ port } = smsc);
    alice = await server().signedInClient('alice-tls@example.com');
  });

  afterAll(async () => {
    await smsc.stop();
  });

  const update = (gateway: Gateway, changes: Record<string, unknown>) =>
    alice.put<Gateway>('/api/gateway/update/', { ...gateway, ...changes });

  it('refuses a self-signed SMSC while verifying, says why, and binds once verification is off', async () => {
    const gateway = await createGateway(alice, port, { tls: true });
    expect(gateway).toMatchObject({ tls: true, tls_verify: true, tls_ca: null });

    const failed = await waitForState(alice, gateway.id, 'error');
    expect(failed.last_error).toBe(
      'connect-failed: certificate verify failed: self-signed certificate. ' +
        `Add the SMSC's certificate (or its CA) as "CA certificate to trust", ` +
        `or switch off "Verify the SMSC's certificate".`,
    );

    // An edit of the running gateway rebinds with the new option.
    const unverified = await update(gateway, { tls_verify: false });
    expect(unverified.status).toBe(200);
    expect(unverified.body.tls_verify).toBe(false);
    const bound = await waitForState(alice, gateway.id, 'bound');
    expect(bound.last_error).toBeNull();

    const verifying = await update(unverified.body, { tls_verify: true });
    expect(verifying.status).toBe(200);
    await waitForState(alice, gateway.id, 'error');
  });

  it('binds with verification on when the certificate is given as the CA to trust', async () => {
    const gateway = await createGateway(alice, port, { tls: true, tls_ca: certificate });
    expect(gateway).toMatchObject({ tls_verify: true, tls_ca: certificate.trim() });
    await waitForState(alice, gateway.id, 'bound');

    // Clearing the CA (an emptied form field) takes effect too: back to the public CAs only.
    const cleared = await update(gateway, { tls_ca: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.tls_ca).toBeNull();
    const failed = await waitForState(alice, gateway.id, 'error');
    expect(failed.last_error).toContain('self-signed certificate');

    const trusted = await update(cleared.body, { tls_ca: certificate });
    expect(trusted.body.tls_ca).toBe(certificate.trim());
    await waitForState(alice, gateway.id, 'bound');
  });

  it('answers 400 with a field message for a CA that is not a certificate, in every language', async () => {
    const damaged = certificate.replace(/\n[A-Za-z0-9+/]{20}/, '\nAAAAAAAAAAAAAAAAAAAA');
    const cases: [unknown, string][] = [
      ['my certificate', PEM_SHAPE],
      ['-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----', PEM_SHAPE],
      [certificate.replace('-----END CERTIFICATE-----', ''), DAMAGED],
      [12345, 'CA certificate must be text'],
      [certificate.repeat(50), 'CA certificate cannot be longer than 20000 characters'],
      [damaged, CA_UNREADABLE],
      [`${certificate}${damaged}`, CA_UNREADABLE],
    ];
    const base = { name: 'Bad CA', host: '127.0.0.1', port, system_id: 'sys', password: 'pw' };
    for (const [tlsCa, message] of cases) {
      const response = await alice.post('/api/gateway/create/', {
        ...base,
        tls: true,
        tls_ca: tlsCa,
      });
      expect(response.status, String(tlsCa).slice(0, 40)).toBe(400);
      expect(response.body).toEqual({ tls_ca: [message] });
    }
    // Notes around the certificate (as `openssl x509 -text` prints it) are dropped.
    const annotated = await alice.post('/api/gateway/create/', {
      ...base,
      enabled: false,
      tls: true,
      tls_ca: `Subject: CN = 127.0.0.1\n${certificate}\nand some notes`,
    });
    expect(annotated.status).toBe(201);
    expect(annotated.body).toMatchObject({ tls_ca: certificate.trim() });
    const wrongVerify = await alice.post('/api/gateway/create/', { ...base, tls_verify: 'no' });
    expect(wrongVerify.body).toEqual({
      tls_verify: ['Certificate verification must be true or false'],
    });

    const gateway = await createGateway(alice, port, { enabled: false });
    const onUpdate = await alice.put(
      '/api/gateway/update/',
      { ...gateway, tls_ca: damaged },
      {
        headers: { 'accept-language': 'uk' },
      },
    );
    expect(onUpdate.status).toBe(400);
    expect(onUpdate.body).toEqual({
      tls_ca: [
        'Не вдається прочитати сертифікат: вставте його повністю, саме так, як його надав оператор SMSC',
      ],
    });
    const shape = await alice.put(
      '/api/gateway/update/',
      { ...gateway, tls_ca: 'x' },
      {
        headers: { 'accept-language': 'ru' },
      },
    );
    expect(shape.body).toEqual({
      tls_ca: [
        'Вставьте сертификат в формате PEM: один или несколько блоков -----BEGIN CERTIFICATE-----',
      ],
    });
  });
});
