/**
 * A stand-in for the YouTube IFrame Player API (https://www.youtube.com/iframe_api), served by
 * the fake services so the youtube ad page runs its real code on a closed network: the same
 * globals (YT.Player, onYouTubeIframeAPIReady), a player that reports onReady, and PLAYING /
 * PAUSED through onStateChange when playVideo() / pauseVideo() are called. Its own "Pause
 * stand-in video" button lets a journey pause the video as a viewer would by tapping it.
 */
export const YOUTUBE_STAND_IN_PATH = '/youtube/iframe_api';

export const YOUTUBE_STAND_IN_SCRIPT = `(function () {
  var STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  function Player(element, options) {
    var self = this;
    var events = options.events || {};
    var box = document.createElement('div');
    box.setAttribute('data-stand-in-video', options.videoId);
    box.style.cssText = 'position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;background:#0f172a;color:#fff;font:600 15px system-ui,sans-serif';
    var label = document.createElement('p');
    label.textContent = 'Stand-in video ' + options.videoId + ' (controls: ' + (options.playerVars || {}).controls + ')';
    var pause = document.createElement('button');
    pause.type = 'button';
    pause.textContent = 'Pause stand-in video';
    pause.style.cssText = 'padding:6px 12px;border-radius:8px;background:#334155;color:#fff;border:0';
    pause.onclick = function () { self.pauseVideo(); };
    box.append(label, pause);
    element.replaceWith(box);
    this._emit = function (data) {
      if (events.onStateChange) events.onStateChange({ data: data, target: self });
    };
    setTimeout(function () { if (events.onReady) events.onReady({ target: self }); }, 0);
  }
  Player.prototype.playVideo = function () { this._emit(STATE.PLAYING); };
  Player.prototype.pauseVideo = function () { this._emit(STATE.PAUSED); };
  Player.prototype.seekTo = function () {};
  Player.prototype.destroy = function () {};
  window.YT = { Player: Player, PlayerState: STATE, loaded: 1 };
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})();
`;

/** A plain page standing in for an advertiser's site (where a window ad's tab goes). */
export const AD_SITE_PATH = '/ad-site';
export const AD_SITE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Stand-in advertiser</title><link rel="icon" href="data:,"></head><body><h1>Stand-in advertiser site</h1></body></html>`;
