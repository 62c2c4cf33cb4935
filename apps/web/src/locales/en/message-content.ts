/** How a message's octets read, shared by Sent SMS and Received SMS. */
export const messageContentEn = {
  udh: 'UDH: {{elements}}',
  concatenation: 'concatenated {{bits}}-bit ref {{reference}}, part {{seq}} of {{total}}',
  ports: '{{bits}}-bit port addressing, destination port {{destination}}, source port {{source}}',
  element: 'element {{id}}: {{hex}}',
  binaryHex: '8-bit data, in hex',
};
