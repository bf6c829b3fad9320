/* The phone client: join a table, take a seat, play. Plain JavaScript, nothing from the internet.
 * The protocol is in docs/ARCHITECTURE.md ("Playing on phones"); each game draws its own page
 * (window.RV.games[game].render, see dj05135.js) with the parts every page shares (RV.parts).
 * While the teacher pauses the table a full-page panel covers every game's controls. */
"use strict";
(() => {
  const LANGS = ["en", "fr", "it", "pt"];
  const STORE = "rectoverso.seat";
  const RV = (window.RV = window.RV || { games: {} });

  /* The parts of a game's page that every game draws the same way. */
  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function picture(card, className) {
    const image = element("img", className);
    image.src = card.img;
    image.alt = card.alt;
    image.dataset.card = card.id;
    return image;
  }

  /* Whose turn it is (or the heading a game gives), the game's prompt, then everyone's points;
   * ``held`` adds a word to a player's chip (Revorso's action card). */
  function header(root, message, texts, options = {}) {
    const phone = message.phone;
    const banner = element("div", "turn");
    const yours = options.yours !== undefined ? options.yours : message.your_turn;
    if (message.over) banner.classList.add("over");
    else if (yours) banner.classList.add("yours");
    const heading = message.over
      ? texts.game_over
      : options.heading || (message.your_turn ? texts.your_turn : texts.not_your_turn);
    banner.append(element("strong", "", heading), element("span", "prompt", phone.prompt));
    const scores = element("ul", "scores");
    scores.setAttribute("aria-label", texts.points);
    for (const player of phone.players) {
      const held = options.held ? options.held(player) : "";
      const item = element("li", "", `${player.acting ? "▶ " : ""}${player.name} · ★ ${player.points}${held}`);
      if (player.acting) item.classList.add("acting");
      if (player.you) item.classList.add("you");
      scores.append(item);
    }
    root.append(banner, scores);
  }

  /* What happened, oldest first (nothing when the game keeps no log yet). */
  function log(root, lines, texts) {
    if (!lines || !lines.length) return;
    root.append(element("h2", "", texts.log));
    const list = element("ol", "log");
    for (const line of lines) list.append(element("li", "", line));
    root.append(list);
  }

  RV.parts = { element, picture, header, log };
  const lang = (() => {
    const short = (navigator.language || "en").slice(0, 2).toLowerCase();
    return LANGS.includes(short) ? short : "en";
  })();
  const me = { code: "", name: "", seat: null, watching: false, closed: false, pending: null, table: null };
  let texts = {};
  let socket = null;
  let retries = 0;
  let toastTimer = 0;

  const $ = (id) => document.getElementById(id);
  /* The teacher's pause: a panel over the whole page until the game goes on. */
  const setPaused = (on) => {
    $("paused").hidden = !on;
    document.body.dataset.paused = on ? "yes" : "no";
  };
  const show = (id) => {
    for (const section of ["join", "seats", "game", "closed"]) $(section).hidden = section !== id;
    document.body.dataset.page = id;
  };
  const status = (text) => ($("status").textContent = text || "");
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

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function connect(onOpen) {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}/ws`);
    socket.onopen = () => {
      retries = 0;
      status("");
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
      if (me.closed) return;
      status(texts.reconnecting);
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
        me.pending = null;
        showGame(message);
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
    if (message.code === "paused") {
      setPaused(true);
      return;
    }
    if (message.code === "taken_over") {
      me.seat = null;
      save(null);
      showSeats();
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

  function showGame(message) {
    const game = RV.games[me.table ? me.table.game : ""];
    document.body.dataset.serial = message.serial;
    document.body.dataset.turn = message.your_turn ? "yes" : "no";
    document.body.dataset.over = message.over ? "yes" : "no";
    setPaused(Boolean(message.paused));
    if (!game) return;
    closeChooser();
    game.render($("game"), message, { texts, lang, play, choose, call, judge });
    show("game");
  }

  function play(serial, k) {
    closeChooser();
    document.body.dataset.turn = "sent";
    send({ t: "play", serial, k });
  }

  /* A party round's "Recto!" or "Verso!" (the server knows which from the seat). */
  function call(round) {
    send({ t: "call", round });
  }

  /* Whether the round's building (made with the wooden pieces) matches the card. */
  function judge(round, right) {
    send({ t: "judge", round, right });
  }

  /* Several moves on one card (a steal: keep the side or turn it round): ask which. */
  function choose(title, card, moves, serial) {
    $("chooser-title").textContent = title;
    const options = $("chooser-options");
    options.replaceChildren();
    if (card) {
      const image = document.createElement("img");
      image.src = card.img;
      image.alt = card.alt;
      options.append(image);
    }
    for (const move of moves) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "big option";
      button.textContent = move.label;
      button.addEventListener("click", () => play(serial, move.k));
      options.append(button);
    }
    $("chooser").hidden = false;
  }

  function closeChooser() {
    $("chooser").hidden = true;
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
      if (socket && socket.readyState === WebSocket.OPEN) hello();
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
    $("chooser-cancel").addEventListener("click", closeChooser);
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
