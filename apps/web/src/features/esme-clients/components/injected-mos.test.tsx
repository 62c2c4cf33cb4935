import type { InjectedMo } from '@routelab/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { Providers } from '../../../testing/providers';
import { requestQueries, requestUrl } from '../../../testing/render-routes';
import { InjectedMosPanel } from './injected-mos';

const PATH = '/api/client/7/mo/';

const mo = (overrides: Partial<InjectedMo>): InjectedMo => ({
  id: 1,
  time: '2026-12-01T10:00:00.000Z',
  session_id: 'esme-1',
  sequence_number: 3,
  source_addr: '4915100000001',
  destination_addr: 'Shop',
  text: 'Hello shop',
  state: 'answered',
  command_status: 0,
  command_status_name: 'ESME_ROK',
  response_id: 2,
  answered_at: '2026-12-01T10:00:00.100Z',
  ...overrides,
});

function serve(results: InjectedMo[], count = results.length) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    if (requestUrl(input).pathname === PATH) {
      return Promise.resolve(Response.json({ count, results }));
    }
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
}

beforeEach(() => vi.stubGlobal('EventSource', IdleEventSource));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('InjectedMosPanel', () => {
  it('lists each MO with its addresses, text, state and deliver_sm_resp in plain words', async () => {
    const fetch = serve(
      [
        mo({
          id: 5,
          text: 'Waiting',
          state: 'pending',
          command_status: null,
          command_status_name: null,
          response_id: null,
          answered_at: null,
        }),
        mo({ id: 3, text: 'Refused', command_status: 0x64, command_status_name: 'ESME_RX_T_APPN' }),
        mo({
          id: 1,
          text: 'Never answered',
          state: 'expired',
          command_status: null,
          command_status_name: null,
        }),
      ],
      23,
    );
    render(
      <Providers>
        <InjectedMosPanel clientId={7} />
      </Providers>,
    );
    const row = (id: number) =>
      waitFor(() => {
        const found = document.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`);
        expect(found).not.toBeNull();
        return found!;
      });
    const refused = await row(3);
    expect(refused).toHaveTextContent('4915100000001 → Shop');
    expect(refused).toHaveTextContent('Refused');
    expect(within(refused).getByTestId('injected-mo-answer')).toHaveTextContent(
      'AnsweredESME_RX_T_APPNTemporary error of the receiving application: try again later',
    );
    expect(await row(5)).toHaveTextContent('Waiting for answer');
    expect(await row(1)).toHaveTextContent('No answer');
    expect(requestQueries(fetch, PATH)[0]).toEqual({ page: '1', page_size: '10' });

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(requestQueries(fetch, PATH).at(-1)).toEqual({ page: '2', page_size: '10' }),
    );
  });

  it('says when no MO was sent yet', async () => {
    serve([]);
    render(
      <Providers>
        <InjectedMosPanel clientId={7} />
      </Providers>,
    );
    expect(await screen.findByText('No MO messages sent to this account yet')).toBeVisible();
  });
});
