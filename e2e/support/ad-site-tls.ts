/**
 * The stand-in advertiser site's TLS certificate and key (fake-services.ts): a throw-away
 * self-signed pair for https://ads.kamao.test on loopback, valid until 2126. Nothing trusts it:
 * the journeys' browser contexts ignore certificate errors (browser.ts). It is https because
 * iframe ads may frame https pages only (the content security policy's frame-src).
 */
export const AD_SITE_HOST = 'ads.kamao.test';

export const AD_SITE_KEY = `
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg6ZzV8RRfU5hxb70w
MWn9mxjzddBEcE9oA4FUuH/qPjShRANCAAQH/uYpIcPhP1o0s4c2QGNPGRD6T1rG
lscRgQvcG1eR8ftqy6riGU37MiOi6s9bY54Nak+VmeLpW2tAo9xLVbMh
-----END PRIVATE KEY-----
`;

export const AD_SITE_CERT = `
-----BEGIN CERTIFICATE-----
MIIBpDCCAUqgAwIBAgIUNcgHOYTYKdDTIkbUczsAeiOx+AAwCgYIKoZIzj0EAwIw
GTEXMBUGA1UEAwwOYWRzLmthbWFvLnRlc3QwIBcNMjYxMTIzMTc1NTEwWhgPMjEy
NjEwMzAxNzU1MTBaMBkxFzAVBgNVBAMMDmFkcy5rYW1hby50ZXN0MFkwEwYHKoZI
zj0CAQYIKoZIzj0DAQcDQgAEB/7mKSHD4T9aNLOHNkBjTxkQ+k9axpbHEYEL3BtX
kfH7asuq4hlN+zIjourPW2OeDWpPlZni6VtrQKPcS1WzIaNuMGwwHQYDVR0OBBYE
FA80I9xmX4ThYAI8PBnZM2XnJIAeMB8GA1UdIwQYMBaAFA80I9xmX4ThYAI8PBnZ
M2XnJIAeMA8GA1UdEwEB/wQFMAMBAf8wGQYDVR0RBBIwEIIOYWRzLmthbWFvLnRl
c3QwCgYIKoZIzj0EAwIDSAAwRQIhAJ/tezMz5WWyY9NkvzgRL0nGlh+gMO/es7Kp
OaeHkQlHAiBas1af19qEfUnFHFwg+hc+d9KbADCkusQa3J5d5aPrLg==
-----END CERTIFICATE-----
`;
