import { describe, expect, it } from 'vitest';
import { mayReceive, maySend, stateRefusal, type BindState } from './bind-state.js';

const ALL: BindState[] = ['OPEN', 'BOUND_TX', 'BOUND_RX', 'BOUND_TRX', 'UNBOUND', 'CLOSED'];
const statesWhere = (check: (state: BindState) => boolean) => ALL.filter(check);

describe('bind state machine (SMPP 3.4 section 2.3)', () => {
  it('lets only the ESME bind, and only while OPEN', () => {
    for (const bind of ['bind_transmitter', 'bind_receiver', 'bind_transceiver']) {
      expect(statesWhere((state) => maySend('esme', state, bind))).toEqual(['OPEN']);
      expect(statesWhere((state) => maySend('smsc', state, bind))).toEqual([]);
      expect(statesWhere((state) => mayReceive('smsc', state, bind))).toEqual(['OPEN']);
    }
  });

  it('allows submit_sm from the ESME in transmitter and transceiver states only', () => {
    expect(statesWhere((state) => maySend('esme', state, 'submit_sm'))).toEqual([
      'BOUND_TX',
      'BOUND_TRX',
    ]);
    expect(statesWhere((state) => mayReceive('esme', state, 'submit_sm'))).toEqual([]);
  });

  it('allows deliver_sm and alert_notification from the SMSC to receivers and transceivers', () => {
    for (const command of ['deliver_sm', 'alert_notification']) {
      expect(statesWhere((state) => maySend('smsc', state, command))).toEqual([
        'BOUND_RX',
        'BOUND_TRX',
      ]);
      expect(statesWhere((state) => maySend('esme', state, command))).toEqual([]);
    }
  });

  it('allows data_sm in the direction each bind type carries', () => {
    expect(statesWhere((state) => maySend('esme', state, 'data_sm'))).toEqual([
      'BOUND_TX',
      'BOUND_TRX',
    ]);
    expect(statesWhere((state) => maySend('smsc', state, 'data_sm'))).toEqual([
      'BOUND_RX',
      'BOUND_TRX',
    ]);
  });

  it('allows unbind both ways in every bound state, and outbind from the SMSC while OPEN', () => {
    for (const role of ['esme', 'smsc'] as const) {
      expect(statesWhere((state) => maySend(role, state, 'unbind'))).toEqual([
        'BOUND_TX',
        'BOUND_RX',
        'BOUND_TRX',
      ]);
    }
    expect(statesWhere((state) => maySend('smsc', state, 'outbind'))).toEqual(['OPEN']);
    expect(statesWhere((state) => maySend('esme', state, 'outbind'))).toEqual([]);
  });

  it('answers enquire_link whenever the session is open or bound, never after unbind', () => {
    expect(statesWhere((state) => mayReceive('smsc', state, 'enquire_link'))).toEqual([
      'OPEN',
      'BOUND_TX',
      'BOUND_RX',
      'BOUND_TRX',
    ]);
  });

  it('knows nothing of unknown commands', () => {
    expect(statesWhere((state) => maySend('esme', state, 'no_such_command'))).toEqual([]);
  });

  it('refuses a second bind with ESME_RALYBND and other misplaced PDUs with ESME_RINVBNDSTS', () => {
    expect(stateRefusal('BOUND_TRX', 'bind_transceiver')).toBe('ESME_RALYBND');
    expect(stateRefusal('OPEN', 'submit_sm')).toBe('ESME_RINVBNDSTS');
    expect(stateRefusal('BOUND_RX', 'submit_sm')).toBe('ESME_RINVBNDSTS');
    expect(stateRefusal('UNBOUND', 'bind_receiver')).toBe('ESME_RINVBNDSTS');
  });
});
