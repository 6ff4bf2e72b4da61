/**
 * The business constants and limits of both spec parts (section 9 of each), plus the few timing
 * values their other sections state. Durations carry their unit in the name; amounts are
 * milli-rupees (bigint) and rates are basis points (1 % = 100), never floats
 * (docs/design.md#money-and-the-ledger).
 */

// ---- Accounts and forms (docs/product/accounts.md, docs/product/common.md#numbers) ----

/** A mobile number is exactly this many digits. */
export const MOBILE_NUMBER_DIGITS = 10;
/**
 * Ours: how long a mobile number may be as typed, the Indian ways included ("+91 98123 45678",
 * "0091 98123 45678"); what is kept is its 10 digits.
 */
export const MOBILE_NUMBER_TYPED_MAX_LENGTH = 16;
export const PASSWORD_MIN_LENGTH = 8;
/** Ours: passwords are 8 to at least 64 characters; the cap keeps hashing cheap for junk input. */
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 path limit; also bounds what the server hashes and stores. */
export const EMAIL_MAX_LENGTH = 254;

// ---- Toasts and dialogs (docs/product/common.md#toasts-and-dialogs) ----

export const TOAST_MS = 3000;
export const TOAST_LONG_MS = 10_000;
export const SIGNUP_ERROR_TOAST_MS = 4000;
export const PASSWORD_MISMATCH_TOAST_MS = 5000;
/**
 * Withdrawal warning dialogs, the success dialog and the bind-info redirect
 * (docs/product/withdraw.md#confirmation-and-result).
 */
export const WITHDRAWAL_DIALOG_MS = 5000;
export const COPY_INDICATOR_MS = 2000;

// ---- Navigation and chrome ----

/** FAQ in the top bar, clicked away from home: navigate to / and scroll after this delay. */
export const FAQ_SCROLL_DELAY_MS = 300;
/** Fade-and-slide between screens (docs/product/common.md#loading-offline-and-page-changes). */
export const PAGE_TRANSITION_SECONDS = 0.5;
/**
 * The online/offline banner hides this long after the connection returns
 * (docs/product/common.md#install-prompt-and-online-banner).
 */
export const ONLINE_BANNER_HIDE_MS = 1200;
/**
 * Install prompt: a phone is a viewport this wide or narrower
 * (docs/product/common.md#install-prompt-and-online-banner).
 */
export const MOBILE_MAX_WIDTH_PX = 768;
/** Footer rating badge: 4.3 out of 5 (docs/product/site-and-pages.md#footer). */
export const RATING_SCORE = 4.3;
export const RATING_OUT_OF = 5;
/** Browser storage keys the spec names (docs/product/common.md#browser-storage). */
export const STORAGE_KEYS = {
  /** The e-mail of the account last logged in on this browser. */
  user: 'user',
  /** Set when a member page was visited: this browser already has an account. */
  userAlreadyRegistered: 'userAlreadyRegistered',
} as const;

// ---- Lists and money display (docs/product/common.md#lists-and-pagers, #money-on-screen) ----

export const WITHDRAW_HISTORY_PAGE_SIZE = 5;
export const REFERRALS_PAGE_SIZE = 5;
export const PAYMENT_PROOF_PAGE_SIZE = 10;
export const CONVERTER_HISTORY_PAGE_SIZE = 5;
export const CAMPAIGNS_PAGE_SIZE = 6;
/** A pager shows at most this many page numbers. */
export const PAGER_MAX_PAGE_NUMBERS = 5;
/** Money shows 3 decimals (default 0.000) ... */
export const MONEY_DECIMALS = 3;
/** ... except on the payment proof page and in the converter's confirm text. */
export const PAYMENT_PROOF_MONEY_DECIMALS = 2;
export const CONVERTER_CONFIRM_MONEY_DECIMALS = 2;
/** The referral rate is a fraction on the wire, shown as rate times this, as a percent. */
export const REFERRAL_RATE_DISPLAY_FACTOR = 100;

// ---- Sound preference (docs/product/common.md#sound-preference) ----

export const SOUND_PREFERENCE_TTL_MINUTES = 2880;
export const SOUND_PREFERENCE_TTL_MS = SOUND_PREFERENCE_TTL_MINUTES * 60_000;
export const SOUND_DEFAULT_ON = true;

// ---- Home page (docs/product/site-and-pages.md#home-page) ----

export const STATS_COUNT_UP_MS = 2000;
export const STATS_COUNT_UP_STEPS = 50;
export const CHANNEL_STATS_REFRESH_MS = 60_000;

// ---- Countdowns ----

/**
 * The countdown component ticks every second and shows h m s
 * (docs/product/common.md#countdowns-and-durations).
 */
export const COUNTDOWN_TICK_MS = 1000;

// ---- Pay-to-click ads (docs/product/ptc-ads.md#the-ad-flow) ----

export const CAMPAIGN_TYPES = ['window', 'iframe', 'youtube'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
/** View Ad: delay between locking the buttons and opening the new tab. */
export const PTC_OPEN_TAB_DELAY_MS = 100;
/** The opener's title reads 'Wait: N sec' for this many seconds before the earn request. */
export const PTC_WAIT_TITLE_SECONDS = 10;
/** The focus check: if the opener was revisited before this, the attempt fails. */
export const PTC_FOCUS_CHECK_AFTER_MS = 9000;
/** The opener's visibility listener starts this long after the ad opens. */
export const PTC_VISIBILITY_LISTENER_DELAY_MS = 2000;
/** A window-type ad's waiting tab shows Claim Bonus after this long. */
export const WINDOW_AD_CLAIM_WAIT_MS = 5000;
/**
 * The `link` parameter of the ad pages joins the ad URL and its seconds
 * (docs/product/ptc-ads.md#the-ad-tabs).
 */
export const PTC_LINK_SEPARATOR = '||';
/**
 * Tab-to-tab channels of the verification pages, and their messages
 * (docs/product/ptc-ads.md#tab-to-tab-messages).
 */
export const PTC_CHANNELS = {
  window: 'window_PTCAds_channel',
  iframe: 'iframe_PTCAds_channel',
  youtube: 'youtube_PTCAds_channel',
} as const;
export const PTC_CHANNEL_MESSAGES = {
  success: 'isSuccess',
  abort: 'isAbortFromIframePage',
} as const;

// ---- Short links (docs/product/short-links.md) ----

export const SHORT_LINK_LAST_PAGE_WAIT_SECONDS = 10;
/** Every outcome on the last page returns to the list after this long. */
export const SHORT_LINK_RESULT_REDIRECT_MS = 3000;
/** The short-link page loads its captcha script at most once per 12 h. */
export const CAPTCHA_SCRIPT_RELOAD_MS = 43_200_000;

// ---- Task walls (docs/product/task-walls.md#a-walls-page) ----

export const TASK_WALL_FRAME_HEIGHT_PX = 1000;

// ---- Balance converter (docs/product/converter.md#checks, #directions-and-charges) ----

export const CONVERSION_DIRECTIONS = ['depositToWithdraw', 'withdrawToDeposit'] as const;
export type ConversionDirection = (typeof CONVERSION_DIRECTIONS)[number];
/** Basis points in one whole: a rate in bps times an amount, divided by this. */
export const BASIS_POINTS_PER_UNIT = 10_000n;
/** 5 % from deposit to withdrawable, free the other way. */
export const CONVERSION_CHARGE_BPS: Readonly<Record<ConversionDirection, number>> = {
  depositToWithdraw: 500,
  withdrawToDeposit: 0,
};

// ---- Advertiser campaigns (docs/product/advertiser.md#step-checks) ----

export const CAMPAIGN_TITLE_MAX_LENGTH = 50;
export const CAMPAIGN_DESCRIPTION_MAX_LENGTH = 150;
export const CAMPAIGN_INTERVAL_MIN_HOURS = 1;
export const CAMPAIGN_INTERVAL_MAX_HOURS = 24;
/** The interval slider shows this when no value is set yet. */
export const CAMPAIGN_INTERVAL_DEFAULT_HOURS = 13;
export const CAMPAIGN_STATUSES = ['active', 'paused'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

// ---- Withdrawals (docs/product/withdraw.md#confirmation-and-result) ----

/** Known statuses; the client shows any other value in a neutral style. */
export const WITHDRAWAL_STATUSES = ['Pending', 'Success', 'Reject'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

// ---- Tic Tac Toe (docs/product/tic-tac-toe.md#timers, #the-play-screen) ----

export const TIC_TAC_TOE_BOARD_SIZE = 3;
export const TIC_TAC_TOE_TURN_SECONDS = 30;
/** Default opponent search; the live value comes from the server. */
export const TIC_TAC_TOE_OPPONENT_WAIT_SECONDS = 120;
export const GAME_END_REDIRECT_MS = 5000;
/** 'Reconnecting...' turns into 'Reconnection failed. Please try again later.' after this. */
export const RECONNECT_MESSAGE_TIMEOUT_MS = 120_000;
/**
 * An emit while disconnected: reconnect, then retry after this long
 * (docs/product/tic-tac-toe.md#socket-events).
 */
export const SOCKET_EMIT_RETRY_MS = 3000;
/** A room whose name contains this (case-insensitive) is the free practice room. */
export const PRACTICE_ROOM_NAME_MARKER = 'practice room';
/**
 * The `type` of a join request for the practice room (docs/product/tic-tac-toe.md#socket-events).
 */
export const PRACTICE_ROOM_JOIN_TYPE = 'Practice Room';

// ---- Socket.IO client options, Socket.IO's names (docs/product/common.md#real-time-socket) ----

/** Defaults for every socket: websocket only, credentials sent. */
export const SOCKET_CLIENT_OPTIONS = {
  transports: ['websocket'],
  withCredentials: true,
  timeout: 20_000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
} as const;
/** The play screen gives up after 20 attempts at 2 s. */
export const SOCKET_ROOM_PAGE_RECONNECTION = {
  reconnectionAttempts: 20,
  reconnectionDelay: 2000,
} as const;
/** The lobby and other list pages retry forever at 2 s. */
export const SOCKET_LIST_PAGE_RECONNECTION = {
  reconnectionAttempts: Infinity,
  reconnectionDelay: 2000,
} as const;
