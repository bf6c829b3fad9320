/* Recto Verso party rounds on a phone: the facade this seat looks at (front for one partner, back
 * for the other, both for those watching), the round's stopwatch and the "Recto!" or "Verso!" call.
 * The round's time is the table's: each state carries it (message.clock), and the phone ticks on
 * from the moment it arrived; it stands still while the teacher pauses and once the round ends.
 * The last round's result is shown to everyone. Registers RV.games.recto_verso. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });
  const watch = { round: null, calledAt: null, timer: 0 };

  function clock(ms) {
    const tenths = Math.floor(Math.max(0, ms) / 100);
    const seconds = Math.floor(tenths / 10);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}.${tenths % 10}`;
  }

  function render(root, message, ui) {
    const { texts } = ui;
    const { element, header } = RV.parts;
    const phone = message.phone;
    const round = message.clock || { round: phone.round, counting: false, elapsed_ms: 0, called: [] };
    const arrived = Date.now();
    const counting = round.counting && !message.paused && !message.over;
    const elapsed = () => round.elapsed_ms + (counting ? Date.now() - arrived : 0);
    if (watch.round !== phone.round) {
      if (watch.round !== null) window.scrollTo(0, 0); /* a new round: its builders and the result first */
      watch.round = phone.round;
      watch.calledAt = null;
    }
    const called = Boolean(phone.call) && round.called.includes(phone.side);
    clearInterval(watch.timer);
    root.replaceChildren();

    header(root, message, texts, { heading: `${texts.rv_round} ${phone.round}`, yours: Boolean(phone.call) });
    if (phone.result) root.append(element("p", "result", phone.result));

    const facades = element("div", `facades side-${phone.side}`);
    for (const facade of phone.facades) {
      const image = element("img", "facade");
      image.src = facade.img;
      image.alt = facade.alt;
      image.dataset.side = facade.id;
      facades.append(image);
    }
    root.append(facades);
    if (message.over) return;

    const stopwatch = element("div", counting ? "stopwatch" : "stopwatch frozen");
    const label = element("span", "", called ? texts.rv_called : texts.rv_stopwatch);
    const time = element("strong", "time", clock(called && watch.calledAt !== null ? watch.calledAt : elapsed()));
    stopwatch.append(label, time);
    root.append(stopwatch);
    if (counting && !called) watch.timer = setInterval(() => (time.textContent = clock(elapsed())), 100);

    if (phone.call) {
      const button = element("button", "big call", phone.call);
      button.type = "button";
      button.disabled = called || !counting;
      button.addEventListener("click", () => {
        watch.calledAt = elapsed();
        clearInterval(watch.timer);
        label.textContent = texts.rv_called;
        time.textContent = clock(watch.calledAt);
        button.disabled = true;
        ui.call(phone.round);
      });
      root.append(button);
    }
    root.append(element("p", "note", texts.rv_at_computer));
  }

  RV.games.recto_verso = { render };
})();
