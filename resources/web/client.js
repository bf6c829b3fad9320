/* The phone client: join a table, take a seat, play. Plain JavaScript, nothing from the internet.
 * The protocol is in docs/ARCHITECTURE.md ("Playing on phones"); each game draws its page as parts
 * (window.RV.games[game].render, see dj05135.js; a game with none gets RV.textPage, text_page.js)
 * that RV.parts.patch applies as keyed updates.
 *
 * Every tap is answered: the control shows it was sent and the status line says so until the
 * table answers (a state that took it, or an error). A tap whose serial went stale while it
 * travelled is sent again with the newer state when that state offers the same move; a tap
 * caught by a dropped connection is sent again, once, after the phone took its seat back, if
 * the table still waits for it. Otherwise the phone says the table moved on.
 * While the teacher pauses the table a full-page panel covers every game's controls. */
"use strict";
(() => {
  const LANGS = ["en", "fr", "it", "pt"];
  const STORE = "rectoverso.seat";
  /* How often a tap refused as stale is sent again with a newer state offering the same move. */
  const STALE_TRIES = 4;
  /* After this long without an answer the status line says the phone is still waiting. */
  const SLOW_ANSWER_MS = 3000;
  const RV = (window.RV = window.RV || { games: {} });
  const { patch } = RV.parts;

  const lang = (() => {
    const short = (navigator.language || "en").slice(0, 2).toLowerCase();
    return LANGS.includes(short) ? short : "en";
  })();
  const me = { code: "", name: "", seat: null, watching: false, closed: false, pending: null, table: null };
  /* The newest state, the tap waiting for its answer, and the open chooser (a game's key). */
  let current = null;
  /* When the newest state arrived, on the page's steady clock: a round's time moves on from it. */
  let stateArrived = 0;
  let tap = null;
  let chooser = null;
  let texts = {};
  let socket = null;
  let retries = 0;
  let toastTimer = 0;
  let slowTimer = 0;
  let statusText = "";

  const $ = (id) => document.getElementById(id);
  /* The teacher's pause: a panel over the whole page until the game goes on. */
  const setPaused = (on) => {
    $("paused").hidden = !on;
    document.body.dataset.paused = on ? "yes" : "no";
    if (on) closeChooser(false);
  };
  const show = (id) => {
    for (const section of ["join", "seats", "game", "closed"]) $(section).hidden = section !== id;
    document.body.dataset.page = id;
  };
  /* The status line (polite): sending, waiting, reconnecting. */
  const status = (text) => {
    statusText = text || "";
    $("status").textContent = statusText;
  };
  /* The live region (polite): your turn, a result, a tap the table did not take. Emptied first,
   * so the same words said again are read again. */
  let announceTimer = 0;
  const announce = (text) => {
    if (!text) return;
    const region = $("announce");
    region.textContent = "";
    clearTimeout(announceTimer);
    announceTimer = setTimeout(() => (region.textContent = text), 60);
  };
  const toast = (text) => {
    const box = $("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => (box.hidden = true), 4000);
  };
  const saved = () => {
    try {
      const value = JSON.parse(localStorage.getItem(STORE) || "null");
      return value && typeof value.secret === "string" ? value : null;
    } catch (error) {
      return null;
    }
  };
  const save = (value) => {
    try {
      if (value) localStorage.setItem(STORE, JSON.stringify(value));
      else localStorage.removeItem(STORE);
    } catch (error) {
      /* private mode: reconnection after a reload is lost, playing is not */
    }
  };

  const open = () => socket && socket.readyState === WebSocket.OPEN;

  function send(message) {
    if (open()) socket.send(JSON.stringify(message));
    return open();
  }

  function connect(onOpen) {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}/ws`);
    socket.onopen = () => {
      retries = 0;
      status(tap ? texts.tap_waiting : "");
      onOpen();
    };
    socket.onmessage = (event) => {
      try {
        receive(JSON.parse(event.data));
      } catch (error) {
        console.error(error);
      }
    };
    socket.onclose = () => {
      RV.serverTime.stop();
      if (me.closed) return;
      if (tap) tap.lost = true; /* answered once the seat is taken back */
      status(tap ? texts.tap_reconnecting : texts.reconnecting);
      retries += 1;
      setTimeout(() => connect(rejoin), Math.min(5000, 400 * retries));
    };
  }

  function rejoin() {
    const seat = saved();
    if (seat) {
      me.pending = "back";
      send({ t: "back", code: seat.code, seat: seat.seat, secret: seat.secret, lang });
    } else if (me.code) {
      me.pending = "hello";
      send({ t: "hello", code: me.code, name: me.name, lang });
    } else {
      show("join");
    }
  }

  function receive(message) {
    /* These come only once the table took this phone in: it may ask the table's time. */
    if (["table", "seated", "state"].includes(message.t)) RV.serverTime.start(send);
    switch (message.t) {
      case "table":
        me.table = message;
        $("title").textContent = message.title;
        if (me.seat === null) showSeats();
        break;
      case "seated":
        me.pending = null;
        me.seat = message.seat;
        save({ code: me.code || (saved() || {}).code, seat: message.seat, secret: message.secret });
        break;
      case "state":
        stateArrived = performance.now();
        me.pending = null;
        answerTap(message);
        showGame(message);
        break;
      case "time":
        RV.serverTime.answer(message);
        break;
      case "error":
        refused(message);
        break;
      case "notice":
        /* The panel going away says the game goes on; a toast would cover the controls. */
        if (message.code === "resumed") setPaused(false);
        else toast(message.message);
        break;
      case "closed":
        if (message.reason === "idle") {
          /* The page waited on its join form: a new socket opens when it joins. */
          socket.onclose = null;
          socket.close();
          socket = null;
          break;
        }
        me.closed = true;
        save(null);
        setPaused(false);
        closeChooser(false);
        settle("");
        if (message.reason !== "dropped") $("closed-why").textContent = "";
        show("closed");
        break;
      default:
        break;
    }
  }

  function refused(message) {
    const pending = me.pending;
    me.pending = null;
    if (pending === "back" && ["bad_code", "no_seat", "seat_taken", "locked_out"].includes(message.code)) {
      save(null);
      settle(texts.tap_moved_on);
      if (me.code && me.name) rejoin();
      else show("join");
      return;
    }
    if (["bad_code", "slow_down", "locked_out"].includes(message.code)) {
      $("join-error").textContent = message.message;
      show("join");
      if (message.code === "slow_down") holdJoin(message.wait_ms || 1000);
      return;
    }
    if (message.code === "dropped") {
      $("closed-why").textContent = message.message;
      return;
    }
    if (tap && message.code === "stale") {
      tap.stale = true; /* the state as it stands follows: the tap may go again with it */
      return;
    }
    if (message.code === "paused") {
      settle(message.message);
      setPaused(true);
      return;
    }
    if (tap && tap.kind === "call" && message.code === "called") {
      settle(""); /* a call stands: the state shows it */
      return;
    }
    if (message.code === "taken_over") {
      me.seat = null;
      save(null);
      settle("");
      showSeats();
    } else if (tap) {
      settle(message.message);
    }
    toast(message.message);
  }

  /* Too many wrong codes: the join button waits as long as the table asks. */
  function holdJoin(ms) {
    const button = $("join-form").querySelector("button");
    button.disabled = true;
    setTimeout(() => (button.disabled = false), ms);
  }

  function showSeats() {
    const list = $("seat-list");
    list.replaceChildren();
    if (!me.table) return;
    for (const seat of me.table.seats) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "big seat" + (seat.free ? "" : " secondary");
      button.dataset.seat = seat.seat;
      button.disabled = !seat.free;
      const name = document.createElement("span");
      name.textContent = seat.name;
      const kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent =
        seat.kind === "bot" ? texts.computer : seat.kind === "person" ? texts.here : seat.free ? texts.free : texts.taken;
      button.append(name, kind);
      button.addEventListener("click", () => send({ t: "sit", seat: seat.seat }));
      list.append(button);
    }
    if (!me.watching) show("seats");
  }

  /* -- taps and their answers ------------------------------------------------------------- */

  /* A move's tap: one at a time, sent with the newest state's serial. */
  function play(move, control) {
    if (tap) {
      status(texts.tap_one_at_a_time);
      return;
    }
    if (!current || !current.your_turn) return;
    closeChooser(false);
    startTap({ kind: "play", serial: current.serial, k: move.k, label: move.label, control, tries: 0 });
    transmit();
  }

  /* A party round's "Recto!" or "Verso!" (the server knows which from the seat). */
  function call(round, control) {
    if (tap) {
      status(texts.tap_one_at_a_time);
      return;
    }
    startTap({ kind: "call", round, side: current ? current.phone.side : null, control, tries: 0 });
    transmit();
  }

  /* Whether the round's building (made with the wooden pieces) matches the card. */
  function judge(round, right, control) {
    if (tap) {
      status(texts.tap_one_at_a_time);
      return;
    }
    startTap({ kind: "judge", round, right, control, tries: 0 });
    transmit();
  }

  function startTap(value) {
    tap = value;
    document.body.dataset.tap = "sent";
    document.body.dataset.turn = value.kind === "play" ? "sent" : document.body.dataset.turn;
    markSent();
    status(open() ? texts.tap_sent : texts.tap_reconnecting);
    clearTimeout(slowTimer);
    slowTimer = setTimeout(() => tap && open() && status(texts.tap_waiting), SLOW_ANSWER_MS);
  }

  function transmit() {
    if (!tap) return;
    const message =
      tap.kind === "play"
        ? { t: "play", serial: tap.serial, k: tap.k }
        : tap.kind === "judge"
          ? { t: "judge", round: tap.round, right: tap.right }
          : { t: "call", round: tap.round };
    /* A closed socket keeps the tap: it goes again once the phone has its seat back. */
    if (!send(message)) tap.lost = true;
  }

  /* The tapped control shows it was sent until the answer (it keeps its element across states). */
  function markSent() {
    const control = tap && tap.control;
    if (!control || !control.isConnected) return;
    control.classList.add("sent");
    control.setAttribute("aria-busy", "true");
    control.dataset.sentText = texts.tap_sent_short || "…";
  }

  /* The tap is answered: the control is released and ``said`` (if any) is announced. */
  function settle(said) {
    if (!tap) return;
    const control = tap.control;
    tap = null;
    clearTimeout(slowTimer);
    document.body.dataset.tap = "none";
    if (control) {
      control.classList.remove("sent");
      control.removeAttribute("aria-busy");
    }
    status(open() || me.closed ? "" : texts.reconnecting);
    if (said) announce(said);
  }

  function sameMove(message) {
    return (message.legal || []).find((move) => move.k === tap.k && move.label === tap.label);
  }

  /* Does this state answer the tap? Sent again when it only says the tap came too late. */
  function answerTap(message) {
    if (!tap) return;
    if (tap.kind === "judge") {
      /* The verdict is taken when the round is judged no more (by this phone or another). */
      const clock = message.clock || {};
      if (!clock.judging || (message.phone || {}).round !== tap.round || message.over) settle("");
      else if (tap.lost) {
        tap.lost = false;
        if (tap.tries++ < 1) transmit();
        else settle(texts.tap_moved_on);
      }
      return;
    }
    if (tap.kind === "call") {
      const clock = message.clock || {};
      const phone = message.phone || {};
      if (phone.round !== tap.round || (clock.called || []).includes(tap.side) || message.over) settle("");
      else if (tap.lost) {
        tap.lost = false;
        if (tap.tries++ < 1 && clock.counting) transmit();
        else settle(texts.tap_moved_on);
      }
      return;
    }
    if (message.taken === tap.serial) {
      settle("");
      return;
    }
    if (tap.lost) {
      /* Back after a dropped connection: the same serial still waiting means the tap never came. */
      tap.lost = false;
      if (message.serial === tap.serial && message.your_turn && sameMove(message) && tap.tries++ < 1) transmit();
      else settle(texts.tap_moved_on);
      return;
    }
    if (tap.stale) {
      tap.stale = false;
      const again = message.your_turn && sameMove(message);
      if (again && tap.tries++ < STALE_TRIES) {
        tap.serial = message.serial;
        transmit();
      } else {
        settle(texts.tap_moved_on);
      }
    }
  }

  /* -- the game's page ---------------------------------------------------------------------- */

  const ui = () => ({ texts, lang, play, call, judge, choose, tap, chooser, receivedAt: stateArrived });

  /* The table's game's page; a game with no page of its own is shown on the generic one
   * (text_page.js). */
  const gamePage = () => RV.games[me.table ? me.table.game : ""] || RV.textPage;

  function showGame(message) {
    const game = gamePage();
    const before = current;
    current = message;
    document.body.dataset.serial = message.serial;
    document.body.dataset.turn = tap && tap.kind === "play" ? "sent" : message.your_turn ? "yes" : "no";
    document.body.dataset.over = message.over ? "yes" : "no";
    setPaused(Boolean(message.paused));
    if (!game) return;
    const page = $("game");
    const focused = document.activeElement;
    const hadFocus = page.contains(focused) || $("chooser").contains(focused);
    patch(page, game.render(message, ui()));
    markSent();
    show("game");
    showChooser(game, message);
    if (hadFocus && (!focused.isConnected || focused === document.body) && !$("chooser").open) focusMoves();
    tell(game, before, message);
  }

  /* Focus that lost its element (a move's button gone with the move) goes to the list of moves. */
  function focusMoves() {
    const home = $("game").querySelector("[data-moves]");
    if (home) home.focus({ preventScroll: true });
  }

  /* The live region: the turn coming to this phone, the game's end, and what a game announces
   * (a round's result); a state that changes none of them says nothing. */
  function tell(game, before, message) {
    const said = game.announce ? game.announce(message, before, texts) : "";
    if (message.over && !(before && before.over)) announce(`${texts.game_over}. ${message.phone.prompt}`);
    else if (said) announce(said);
    else if (message.your_turn && !(before && before.your_turn)) announce(texts.your_turn);
  }

  /* -- the chooser: a dialog for several moves on one card ---------------------------------- */

  /* Open the game's chooser for ``key`` (a card), from the control ``opener``. */
  function choose(key, opener) {
    if (tap) {
      status(texts.tap_one_at_a_time);
      return;
    }
    chooser = { key, opener };
    const game = gamePage();
    if (game && current) showChooser(game, current);
  }

  /* Draw the open chooser from the newest state; close it when its moves are gone. */
  function showChooser(game, message) {
    if (!chooser) return;
    const dialog = $("chooser");
    const choice = message.your_turn && !message.paused && game.choices ? game.choices(message, chooser.key, ui()) : null;
    if (!choice) {
      closeChooser(true);
      return;
    }
    $("chooser-title").textContent = choice.title;
    patch($("chooser-options"), choice.parts);
    if (!dialog.open) {
      dialog.showModal();
      const first = dialog.querySelector("#chooser-options button");
      if (first) first.focus();
    }
  }

  /* Close the chooser; focus goes back to the card that opened it (or the list of moves). */
  function closeChooser(restore) {
    const dialog = $("chooser");
    const was = chooser;
    chooser = null;
    if (dialog.open) dialog.close();
    if (restore && was) {
      if (was.opener && was.opener.isConnected && !was.opener.disabled) was.opener.focus();
      else focusMoves();
    }
  }

  async function start() {
    try {
      const response = await fetch(`/texts/${lang}.json`);
      texts = await response.json();
    } catch (error) {
      texts = {};
    }
    document.documentElement.lang = lang;
    for (const node of document.querySelectorAll("[data-text]")) node.textContent = texts[node.dataset.text] || "";
    const params = new URLSearchParams(location.search);
    const typed = (params.get("code") || "").toUpperCase();
    const seat = saved();
    $("code").value = typed;
    $("join-form").addEventListener("submit", (event) => {
      event.preventDefault();
      me.code = $("code").value.trim().toUpperCase();
      me.name = $("name").value.trim();
      $("join-error").textContent = "";
      save(null);
      me.pending = "hello";
      const hello = () => send({ t: "hello", code: me.code, name: me.name, lang });
      if (open()) hello();
      else connect(hello);
    });
    $("watch").addEventListener("click", () => {
      me.watching = true;
      send({ t: "watch" });
      const page = $("game");
      page.replaceChildren();
      const note = document.createElement("p");
      note.className = "turn";
      note.textContent = texts.watching;
      page.append(note);
      show("game");
    });
    $("again").addEventListener("click", () => {
      location.href = "/";
    });
    /* Esc (the dialog's cancel) and Cancel close the chooser; the focus goes back. */
    $("chooser").addEventListener("cancel", (event) => {
      event.preventDefault();
      closeChooser(true);
    });
    $("chooser-cancel").addEventListener("click", () => closeChooser(true));
    document.body.dataset.tap = "none";
    if (seat && (!typed || typed === seat.code)) {
      me.code = seat.code;
      connect(rejoin);
    } else {
      show("join");
      $(typed ? "name" : "code").focus();
    }
  }

  start();
})();
