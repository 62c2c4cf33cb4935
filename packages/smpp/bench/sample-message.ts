/** The "typical submit_sm" every benchmark sends: an OTP text with a receipt request. */
export const sampleSubmit = {
  service_type: '',
  source_addr_ton: 5,
  source_addr_npi: 0,
  source_addr: 'RouteLab',
  dest_addr_ton: 1,
  dest_addr_npi: 1,
  destination_addr: '4915112345678',
  esm_class: 0,
  registered_delivery: 1,
  data_coding: 0,
  text: 'Your RouteLab verification code is 123456. It expires in 10 minutes.',
};

export const benchCredentials = { system_id: 'bench', password: 'bench' };
