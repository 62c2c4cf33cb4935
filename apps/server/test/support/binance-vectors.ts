/**
 * Known Binance Pay vectors for the signature tests.
 *
 * BINANCE_DOC_REQUEST: the inputs of Binance Pay's FAQ ("Error code 400002": timestamp, nonce,
 * body, secret). The FAQ prints a signature starting 253B9241…, which its own inputs do not give;
 * the value here is `printf 'ts\nnonce\nbody\n' | openssl dgst -sha512 -hmac SECRET`, uppercased.
 *
 * KNOWN_WEBHOOK: Binance's documented sample notification (bizId 29383937493038367292, beyond
 * a double), signed with `openssl dgst -sha256 -sign` by a throwaway RSA key; only its public
 * half is kept. The serial is `openssl rsa -pubin -outform DER | md5sum`.
 */
export const BINANCE_DOC_REQUEST = {
  timestamp: '1611232922428',
  nonce: '5RhaTrZPhknNv0kDSA2UQ67cPMVNS4sA',
  body: '{"merchantId":"98765987","subMerchantId":"98765987","merchantTradeNo":"9825382937292","totalFee":25.17,"productDetail":"Greentea ice cream cone","currency":"USDT","returnUrl":"","tradeType":"APP","productType":"Food","productName":"Ice Cream"}',
  secretKey: 'uahr4nhailyq55yubuhuncnprfac73bcbz2qfafsevic1jruwunioxtoaozy122f',
  signature:
    'C1F7A336D5E6A100DD31F41669895D99C24A3A4D4F96DB6389761CB2CDD37FA2F6D106A24DB048B4989005E85EADEA392CD866902736D3D276BDC44C49DD00FC',
} as const;

export const KNOWN_WEBHOOK = {
  timestamp: '1611232922428',
  nonce: '5RhaTrZPhknNv0kDSA2UQ67cPMVNS4sA',
  body: '{"bizType":"PAY","data":"{\\"merchantTradeNo\\":\\"9825382937292\\",\\"totalFee\\":0.88000000,\\"transactTime\\":1619508939664,\\"currency\\":\\"BUSD\\",\\"openUserId\\":\\"1211HS10K81f4273ac031\\",\\"productType\\":\\"Food\\",\\"productName\\":\\"Ice Cream\\",\\"tradeType\\":\\"WEB\\",\\"transactionId\\":\\"M_R_282737362839373\\"}","bizId":29383937493038367292,"bizStatus":"PAY_SUCCESS"}',
  signature:
    'o7g6kWidP7cOnMR3gdd9O2a5AF6RPNfRXavFr8+NXEUp3msvEq1PDr+PNaTy4CQFWi1Dzgm+ma/4ZeASYUgSu8EKSx5L8e/q137HUagw5ua0vVEmFt8dN46wuq8SxhO+c7S1kzki/r3/kNE5AJlcoia35jnrIWCds+nbW9Jf0Epw/GIHiNsXPb3sPmCYOAK8kIQGUixs67sPfvUn9iGz8IBMAF4ZQ/jnmLXsVYuNlAjbGKFj6YwxrxbqPALTqO/aWBsJL6JjnJkIwf1URlIai4o161uMlzAXSZHM2ZU1TL4uKfL8Q9QCDczAh6Ieyr/2tB5TUZGZaMQJcH7uTSd6Zg==',
  serial: '5be24c7708aa69da2e28eb8266a30894',
  publicKey: `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsh8j67vpjIKIL2Zqa0Yw
skFSzT2cj9BRyZ420WjStCjQttfg8N4auh19naZ9OSo9DjfSFUT9qtvRjkzC9Zsd
eX2TI3DlCr8ew8Da6h0WzopYyw0cqwhTrDO1Hid6GdBBfTcfZN+MpuIao3GquFoD
LBTzAuxoz55EVYdkkHzCkPVPYLej3NMZP613dYKGEd09dE/H4TCFxZv0sl/PlTxe
wzCapoXvy3QGCFULEsHj/JA3sSgBXAGJCfOYkZB1m1BFizg7f4eSWuCpH/orUykb
RAO+NGCVfgpbQ6yIl03h4aWIKwz2cujQlo1iBvT6yn1LUsTx+mHSNRI+nk8afpkc
AwIDAQAB
-----END PUBLIC KEY-----`,
} as const;
