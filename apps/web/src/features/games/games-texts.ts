import { TIC_TAC_TOE_SERVER_TEXTS, TIC_TAC_TOE_TEXTS } from '@kamao/contract/tic-tac-toe';
import { shellMessageIn, SHELL_MESSAGES } from '../../lib/messages';
import { bilingual, textsNow, useTexts, type Texts } from '../../lib/texts';

/**
 * The game pages' words in English and Hindi. `spec` holds the spec's verbatim texts
 * (banners, helpers, dialogs: the contract's TIC_TAC_TOE_TEXTS) and `server` what the game
 * server answers (TIC_TAC_TOE_SERVER_TEXTS); the rest are ours where the spec gives none.
 */
const en = {
  hubTitle: 'Betting Games',
  hubIntro: 'Play live games against other members. Entry fees come from your deposit balance.',
  todayBetting: "Today's betting",
  todayWinning: "Today's winnings",
  todayProfit: "Today's profit",
  todayLoss: "Today's loss",
  loadFailed: 'The betting summary could not be loaded.',
  loadingFigures: 'Loading today’s figures…',
  ticTacToe: 'Tic Tac Toe',
  ticTacToeBlurb: 'Two players, three in a row wins. Try the free practice room first.',
  play: 'Play now',
  ludo: 'Ludo Game',
  ludoBlurb: 'Roll the dice and race your tokens home.',
  winGo: 'WinGo Casino',
  winGoBlurb: 'Pick a colour or a number and win.',

  lobbyTitle: 'Tic Tac Toe',
  lobbyIntro:
    'Choose a room. A paid room takes its entry fee from your deposit balance; the winner gets the prize. The practice room is free.',
  depositBalance: 'Deposit balance',
  loadingRooms: 'Loading the rooms…',
  noRooms: 'No rooms are open right now. Please check back later.',
  free: 'Free',
  entryFee: 'Entry fee',
  prize: 'Prize',
  waiting: 'Waiting',
  playing: 'Playing now',
  perMatch: 'Players per match',
  join: 'Join',
  rejoin: 'Rejoin',
  joining: 'Joining…',
  practiceBadge: 'Practice',
  backToGames: 'Betting games',

  loadingMatch: 'Loading the match…',
  you: 'You',
  opponent: 'Opponent',
  connected: 'Connected',
  disconnected: 'Disconnected',
  secondsLeft: (seconds: number) => `${seconds} s left`,
  backWithin: (seconds: number) => `Back within ${seconds} s`,
  searchSeconds: 'seconds',
  returning: 'Returning in a moment…',
  // Why the match ended, under the result banner.
  reasons: {
    line: 'Three in a row.',
    timeRanOut: (name: string) => `Time ran out for ${name}.`,
    left: (name: string) => `${name} left the match.`,
    calledOff: 'The match was called off before it began.',
    draw: 'A draw.',
    refunded: 'Entry fees refunded.',
  },
  backToLobby: 'Back to the rooms',
  badLink: 'This room link is not valid.',
  board: 'Tic Tac Toe board',
  emptyCell: 'empty',
  winningCell: 'winning line',
  cellName: (row: number, col: number) => `Row ${row + 1}, column ${col + 1}`,

  spec: TIC_TAC_TOE_TEXTS,
  server: TIC_TAC_TOE_SERVER_TEXTS,
};

export const GAMES_TEXTS = bilingual(en, {
  hubTitle: 'बेटिंग गेम',
  hubIntro: 'दूसरे सदस्यों के साथ लाइव गेम खेलें। एंट्री फ़ीस आपके जमा बैलेंस से कटती है।',
  todayBetting: 'आज की बेटिंग',
  todayWinning: 'आज की जीत',
  todayProfit: 'आज का मुनाफ़ा',
  todayLoss: 'आज का नुकसान',
  loadFailed: 'बेटिंग का सारांश लोड नहीं हो सका।',
  loadingFigures: 'आज के आँकड़े लोड हो रहे हैं…',
  ticTacToe: 'Tic Tac Toe',
  ticTacToeBlurb: 'दो खिलाड़ी, लाइन में तीन मिलाने वाला जीतता है। पहले मुफ़्त प्रैक्टिस रूम में आज़माएँ।',
  play: 'अभी खेलें',
  ludo: 'Ludo गेम',
  ludoBlurb: 'पासा फेंकें और अपनी गोटियाँ घर पहुँचाएँ।',
  winGo: 'WinGo Casino',
  winGoBlurb: 'कोई रंग या नंबर चुनें और जीतें।',

  lobbyTitle: 'Tic Tac Toe',
  lobbyIntro:
    'एक रूम चुनें। पैसे वाला रूम अपनी एंट्री फ़ीस आपके जमा बैलेंस से लेता है; जीतने वाले को इनाम मिलता है। प्रैक्टिस रूम मुफ़्त है।',
  depositBalance: 'जमा बैलेंस',
  loadingRooms: 'रूम लोड हो रहे हैं…',
  noRooms: 'अभी कोई रूम खुला नहीं है। कृपया बाद में फिर देखें।',
  free: 'मुफ़्त',
  entryFee: 'एंट्री फ़ीस',
  prize: 'इनाम',
  waiting: 'इंतज़ार में',
  playing: 'अभी खेल रहे हैं',
  perMatch: 'हर मैच में खिलाड़ी',
  join: 'जुड़ें',
  rejoin: 'फिर से जुड़ें',
  joining: 'जुड़ रहे हैं…',
  practiceBadge: 'प्रैक्टिस',
  backToGames: 'बेटिंग गेम',

  loadingMatch: 'मैच लोड हो रहा है…',
  you: 'आप',
  opponent: 'विरोधी',
  connected: 'जुड़ा हुआ',
  disconnected: 'कनेक्शन टूटा',
  secondsLeft: (seconds) => `${seconds} सेकंड बाकी`,
  backWithin: (seconds) => `${seconds} सेकंड में लौटना है`,
  searchSeconds: 'सेकंड',
  returning: 'कुछ ही पल में वापस ले जा रहे हैं…',
  reasons: {
    line: 'तीन एक लाइन में।',
    timeRanOut: (name) => `${name} का समय खत्म हो गया।`,
    left: (name) => `${name} ने मैच छोड़ दिया।`,
    calledOff: 'मैच शुरू होने से पहले रद्द हुआ।',
    draw: 'मैच ड्रॉ रहा।',
    refunded: 'एंट्री फ़ीस वापस कर दी गई।',
  },
  backToLobby: 'रूम की सूची पर वापस जाएँ',
  badLink: 'यह रूम लिंक सही नहीं है।',
  board: 'Tic Tac Toe बोर्ड',
  emptyCell: 'खाली',
  winningCell: 'जीत की लाइन',
  cellName: (row, col) => `पंक्ति ${row + 1}, कॉलम ${col + 1}`,

  spec: {
    title: 'Tic Tac Toe खेल रहे हैं',
    waitingOverlay: 'विरोधी का इंतज़ार...',
    draw: 'मैच बराबरी पर छूटा!',
    youWin: 'आप जीत गए!',
    opponentWins: 'विरोधी जीत गया!',
    yourTurn: 'आपकी बारी',
    opponentTurn: 'विरोधी की बारी',
    yourTurnHelper: 'आपकी बारी है। अपनी चाल चलें!',
    opponentTurnHelper: 'विरोधी की बारी है। कृपया इंतज़ार करें...',
    waitingHelper: 'विरोधी का इंतज़ार हो रहा है...',
    dontClose: 'कृपया यह पेज बंद या रिफ़्रेश न करें',
    cancel: 'रद्द करें',
    opponentLoading: 'लोड हो रहा है...',
    findingOpponent: 'विरोधी ढूँढ रहे हैं...',
    cancelConfirmTitle: 'क्या आप पक्का करना चाहते हैं?',
    cancelConfirmPractice: 'विरोधी की खोज रद्द करें?',
    cancelConfirmPaid: 'विरोधी की खोज रद्द करें? एंट्री फ़ीस वापस कर दी जाएगी।',
    cancelConfirmButton: 'हाँ, रद्द करें!',
    lowBalanceTitle: 'बैलेंस कम है',
    lowBalance: 'इस रूम में जुड़ने के लिए आपका बैलेंस कम है।',
    errorTitle: 'त्रुटि: कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    unexpectedError: 'कोई अनचाही गड़बड़ी हुई।',
    comingSoon: 'जल्द आ रहा है',
  },
  server: {
    lowBalance: 'इस रूम में जुड़ने के लिए आपका बैलेंस कम है।',
    unknownRoom: 'यह रूम उपलब्ध नहीं है।',
    paidRoomsOff: 'पैसे वाले रूम बंद हैं। सिर्फ़ प्रैक्टिस रूम खुला है।',
    notYourMatch: 'यह मैच आपका नहीं है।',
    matchOver: 'यह मैच खत्म हो गया है।',
    cancelNotWaiting: 'मैच शुरू हो चुका है, अब इसे रद्द नहीं किया जा सकता।',
    cancelledPractice: 'विरोधी की खोज रद्द हो गई।',
    cancelledPaid: 'विरोधी की खोज रद्द हो गई। आपकी एंट्री फ़ीस वापस कर दी गई है।',
    searchingElsewhere: 'आप पहले से किसी दूसरे रूम में विरोधी का इंतज़ार कर रहे हैं। पहले वह खोज रद्द करें।',
    moveNoMatch: 'यह मैच मौजूद नहीं है।',
    moveNotStarted: 'मैच अभी शुरू नहीं हुआ है।',
    moveNotYourTurn: 'अभी आपकी बारी नहीं है।',
    moveCellTaken: 'यह खाना पहले से भरा है।',
    moveTooLate: 'इस चाल का आपका समय खत्म हो गया।',
  },
});

type GamesTexts = Texts<typeof en>;

/**
 * A message that reached the page as the server's or the socket's English (a refused join, a
 * cancel's answer, a lost connection) in the chosen language. A text none of the tables knows
 * is shown as it came.
 */
function gameMessageIn(T: GamesTexts, shell: typeof SHELL_MESSAGES.en, english: string): string {
  for (const group of ['spec', 'server'] as const) {
    const texts: Record<string, string> = en[group];
    for (const key of Object.keys(texts)) {
      if (texts[key] === english) return (T[group] as Record<string, string>)[key]!;
    }
  }
  return shellMessageIn(shell, english);
}

/** gameMessageIn for code outside a render (a dialog, a toast). */
export function gameMessageNow(english: string): string {
  return gameMessageIn(textsNow(GAMES_TEXTS), textsNow(SHELL_MESSAGES), english);
}

/** gameMessageIn for a component: it re-renders when the language changes. */
export function useGameMessage(): (english: string) => string {
  const T = useTexts(GAMES_TEXTS);
  const shell = useTexts(SHELL_MESSAGES);
  return (english) => gameMessageIn(T, shell, english);
}
