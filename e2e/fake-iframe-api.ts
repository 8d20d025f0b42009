/**
 * Served in place of https://www.youtube.com/iframe_api in browser journeys: a player with the
 * IFrame Player API's surface whose clock runs while "playing", plus test controls on
 * window.__fakeYT (seek, end, fail, durations) so playback, progress and completion are tested
 * without a network.
 */
export const FAKE_IFRAME_API = `
(function () {
  var State = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  var control = window.__fakeYT = window.__fakeYT || { players: [], durations: {}, failIds: {}, speed: 1 };
  function Player(target, options) {
    var el = typeof target === 'string' ? document.getElementById(target) : target;
    var frame = document.createElement('div');
    frame.setAttribute('data-testid', 'fake-youtube-player');
    frame.setAttribute('role', 'img');
    frame.setAttribute('aria-label', 'Video player');
    frame.style.cssText = 'width:100%;height:100%;min-height:200px;background:#111;color:#eee;display:flex;align-items:center;justify-content:center;font:14px sans-serif';
    if (el && el.parentNode) el.parentNode.replaceChild(frame, el);
    var vars = options.playerVars || {};
    this._frame = frame;
    this._events = options.events || {};
    this._videoId = options.videoId;
    this._time = Number(vars.start || 0);
    this._state = State.UNSTARTED;
    this._rate = 1;
    this._since = 0;
    this._duration = control.durations[options.videoId] || 300;
    control.players.push(this);
    var self = this;
    this._render();
    setTimeout(function () {
      if (control.failIds[self._videoId]) return self._emit('onError', { data: control.failIds[self._videoId] });
      self._emit('onReady', {});
      if (vars.autoplay) self.playVideo();
    }, 30);
  }
  Player.prototype._emit = function (name, data) { var fn = this._events[name]; if (fn) { data.target = this; fn(data); } };
  Player.prototype._now = function () {
    if (this._state !== State.PLAYING) return this._time;
    return Math.min(this._duration, this._time + ((Date.now() - this._since) / 1000) * this._rate * control.speed);
  };
  Player.prototype._setState = function (s) {
    this._time = this._now(); this._since = Date.now(); this._state = s; this._render();
    this._emit('onStateChange', { data: s });
    var self = this;
    clearInterval(this._tick);
    if (s === State.PLAYING) this._tick = setInterval(function () { if (self._now() >= self._duration) { self._time = self._duration; self._setState(State.ENDED); } else self._render(); }, 250);
  };
  Player.prototype._render = function () { this._frame.textContent = 'Fake player ' + this._videoId + ' ' + Math.floor(this._now()) + 's / ' + this._duration + 's state ' + this._state; };
  Player.prototype.playVideo = function () { if (this._time >= this._duration) this._time = 0; this._setState(State.PLAYING); };
  Player.prototype.pauseVideo = function () { this._setState(State.PAUSED); };
  Player.prototype.stopVideo = function () { this._setState(State.CUED); };
  Player.prototype.seekTo = function (t) { this._time = Math.max(0, Math.min(this._duration, Number(t))); this._since = Date.now(); this._render(); };
  Player.prototype.getCurrentTime = function () { return this._now(); };
  Player.prototype.getDuration = function () { return this._duration; };
  Player.prototype.getPlayerState = function () { return this._state; };
  Player.prototype.getVideoData = function () { return { video_id: this._videoId, title: 'Fake ' + this._videoId }; };
  Player.prototype.setPlaybackRate = function (r) { this._time = this._now(); this._since = Date.now(); this._rate = r; this._emit('onPlaybackRateChange', { data: r }); };
  Player.prototype.getPlaybackRate = function () { return this._rate; };
  Player.prototype.getAvailablePlaybackRates = function () { return [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]; };
  Player.prototype.loadVideoById = function (id, start) { this._videoId = typeof id === 'object' ? id.videoId : id; this._duration = control.durations[this._videoId] || 300; this._time = Number(start || 0); this.playVideo(); };
  Player.prototype.cueVideoById = function (id, start) { this._videoId = typeof id === 'object' ? id.videoId : id; this._duration = control.durations[this._videoId] || 300; this._time = Number(start || 0); this._setState(State.CUED); };
  Player.prototype.mute = function () {}; Player.prototype.unMute = function () {}; Player.prototype.isMuted = function () { return false; };
  Player.prototype.setVolume = function () {}; Player.prototype.getVolume = function () { return 100; };
  Player.prototype.getIframe = function () { return this._frame; };
  Player.prototype.destroy = function () { clearInterval(this._tick); var i = control.players.indexOf(this); if (i >= 0) control.players.splice(i, 1); };
  control.last = function () { return control.players[control.players.length - 1]; };
  control.seek = function (t) { control.last().seekTo(t); };
  control.end = function () { var p = control.last(); p._time = p._duration; p._since = Date.now(); p._setState(State.ENDED); };
  window.YT = { Player: Player, PlayerState: State, loaded: 1 };
  setTimeout(function () { if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady(); }, 0);
})();
`;
