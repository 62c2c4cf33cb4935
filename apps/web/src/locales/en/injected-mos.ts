/** The MO messages sent to an ESME account, on its row of the ESME list (issue 36). */
export const injectedMosEn = {
  title: 'MO messages sent to this account',
  hint: 'Sent from Received SMS → Send MO, with the deliver_sm_resp the ESME answered',
  empty: 'No MO messages sent to this account yet',
  route: '{{from}} → {{to}}',
  columns: {
    time: 'Time',
    addresses: 'From → to',
    text: 'Text',
    answer: 'deliver_sm_resp',
  },
  states: {
    answered: 'Answered',
    pending: 'Waiting for answer',
    expired: 'No answer',
  },
};
