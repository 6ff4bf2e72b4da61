/** Hindi of error-texts.ts : what the web shows when a member reads Hindi. */
export const GENERIC_ERROR_MESSAGE_HI = 'कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें।';
export const TOO_MANY_REQUESTS_MESSAGE_HI = 'बहुत ज़्यादा अनुरोध हुए, कृपया थोड़ी देर बाद फिर से कोशिश करें।';
export const INSUFFICIENT_BALANCE_MESSAGE_HI = 'बैलेंस कम है';
export const REQUEST_REPEATED_MESSAGE_HI = 'यह अनुरोध पहले ही दूसरी जानकारी के साथ किया जा चुका है।';
export const NOT_FOUND_MESSAGE_HI = 'नहीं मिला';
export const NUL_REFUSED_MESSAGE_HI = 'अनुरोध में एक ऐसा अक्षर है जिसकी अनुमति नहीं है।';
export const WITHDRAW_METHOD_MISMATCH_MESSAGE_HI =
  'निकासी का तरीका आपकी भुगतान जानकारी से मेल नहीं खाता। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।';
