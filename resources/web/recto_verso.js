/* Recto Verso party rounds on a phone: the facade this seat looks at (front for one partner, back
 * for the other, both for those watching), a stopwatch from the moment the round reached the phone,
 * and the "Recto!" or "Verso!" call, which stops it. Building and the round's real time are at the
 * computer. Registers RV.games.recto_verso. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });
  const watch = { round: null, started: 0, called: null, timer: 0 };

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function clock(ms) {
    const tenths = Math.floor(ms / 100);
    const seconds = Math.floor(tenths / 10);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}.${tenths % 10}`;
  }

  function render(root, message, ui) {
    const { texts } = ui;
    const phone = message.phone;
    if (watch.round !== phone.round) {
      watch.round = phone.round;
      watch.started = Date.now();
      watch.called = null;
    }
    clearInterval(watch.timer);
    root.replaceChildren();

    const banner = element("div", "turn");
    if (message.over) banner.classList.add("over");
    else if (phone.call) banner.classList.add("yours");
    banner.append(element("strong", "", message.over ? texts.game_over : `${texts.rv_round} ${phone.round}`));
    banner.append(element("span", "prompt", phone.prompt));
    root.append(banner);

    const scores = element("ul", "scores");
    scores.setAttribute("aria-label", texts.points);
    for (const player of phone.players) {
      const item = element("li", "", `${player.acting ? "▶ " : ""}${player.name} · ★ ${player.points}`);
      if (player.acting) item.classList.add("acting");
      if (player.you) item.classList.add("you");
      scores.append(item);
    }
    root.append(scores);

    const facades = element("div", `facades side-${phone.side}`);
    for (const facade of phone.facades) {
      const image = element("img", "facade");
      image.src = facade.img;
      image.alt = facade.alt;
      image.dataset.side = facade.id;
      facades.append(image);
    }
    root.append(facades);

    if (!message.over) {
      const stopwatch = element("div", "stopwatch");
      const label = element("span", "", texts.rv_stopwatch);
      const time = element("strong", "time", clock(Date.now() - watch.started));
      stopwatch.append(label, time);
      root.append(stopwatch);
      const tick = () => {
        if (watch.called === null) time.textContent = clock(Date.now() - watch.started);
      };
      if (watch.called === null) watch.timer = setInterval(tick, 100);
      else {
        label.textContent = texts.rv_called;
        time.textContent = clock(watch.called);
      }
      if (phone.call) {
        const call = element("button", "big call", phone.call);
        call.type = "button";
        call.disabled = watch.called !== null;
        call.addEventListener("click", () => {
          watch.called = Date.now() - watch.started;
          clearInterval(watch.timer);
          label.textContent = texts.rv_called;
          time.textContent = clock(watch.called);
          call.disabled = true;
        });
        root.append(call);
      }
      root.append(element("p", "note", texts.rv_at_computer));
    }
  }

  RV.games.recto_verso = { render };
})();
