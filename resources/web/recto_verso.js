/* Recto Verso rounds on a phone (a party round or a ladder attempt): the facade this seat looks at
 * (front for one partner, back for the other, both for those watching), the round's stopwatch (or
 * the attempt's countdown) and the "Recto!" or "Verso!" call. The round's time is the table's:
 * each state carries it (message.clock), and the phone ticks on from the moment it arrived; it
 * stands still while the teacher pauses and once the round ends; "You called at" is the time the
 * table recorded for the call. When the building was made with the wooden pieces, the table then
 * says whether it matches the card (the players not building, or the partners at a table of
 * two). The last round's result is shown to everyone. Registers RV.games.recto_verso. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });
  const watch = { round: null, timer: 0 };

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
    /* A ladder attempt counts down from its limit; a party round counts up. */
    const shown = () => (round.limit_ms ? Math.max(0, round.limit_ms - elapsed()) : elapsed());
    if (watch.round !== phone.round) {
      if (watch.round !== null) window.scrollTo(0, 0); /* a new round: its builders and the result first */
      watch.round = phone.round;
    }
    const calledAt = (round.called_at || {})[phone.side];
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
    const caption = called ? texts.rv_called : round.limit_ms ? texts.rv_time_left : texts.rv_stopwatch;
    const label = element("span", "", caption);
    const time = element("strong", "time", clock(called && calledAt !== undefined ? calledAt : shown()));
    stopwatch.append(label, time);
    root.append(stopwatch);
    if (counting && !called) watch.timer = setInterval(() => (time.textContent = clock(shown())), 100);

    if (round.judging) {
      const you = phone.players.find((player) => player.you);
      const judge = you && (round.judges || []).includes(you.seat);
      root.append(element("p", "prompt judging", judge ? texts.rv_judge_question : texts.rv_judge_wait));
      if (judge) {
        for (const [right, text] of [[true, texts.rv_right], [false, texts.rv_wrong]]) {
          const button = element("button", right ? "big judge" : "big judge secondary", text);
          button.type = "button";
          button.addEventListener("click", () => {
            for (const other of root.querySelectorAll("button.judge")) other.disabled = true;
            ui.judge(phone.round, right);
          });
          root.append(button);
        }
      }
      return;
    }
    if (phone.call) {
      const button = element("button", "big call", phone.call);
      button.type = "button";
      button.disabled = called || !counting;
      button.addEventListener("click", () => {
        clearInterval(watch.timer);
        label.textContent = texts.rv_called;
        button.disabled = true;
        ui.call(phone.round);
      });
      root.append(button);
    }
    root.append(element("p", "note", texts.rv_at_computer));
  }

  RV.games.recto_verso = { render };
})();
