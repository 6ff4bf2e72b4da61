/** Hindi of private-network.ts's refusal: the wizard and the server's error_msg. */
export const PRIVATE_URL_MESSAGE_HI =
  'यह लिंक किसी निजी या लोकल नेटवर्क का है। कृपया कोई सार्वजनिक वेब पता डालें।';
